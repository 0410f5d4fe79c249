/**
 * The provider's service table: which JCA service, under which names and aliases, each SPI of
 * the keys, KEM, signature and HPKE packages serves, and the {@code Provider.Service} that makes
 * them without reflection.
 *
 * <p>Used by the two providers in {@code dev.rustpqc}; depends on the keys, KEM, signature and
 * HPKE packages, and on the binding's {@code FipsFlavour} for what the FIPS flavour leaves out.
 */
package dev.rustpqc.services;
