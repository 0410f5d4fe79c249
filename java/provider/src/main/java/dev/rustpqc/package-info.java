/**
 * RustPqc's public API: the JCA providers ({@link dev.rustpqc.RustPqcProvider}, and
 * {@link dev.rustpqc.RustPqcMlKemProvider} for the first place in the provider order), the signing
 * options ({@link dev.rustpqc.MlDsaParameterSpec}), {@link dev.rustpqc.MlKem} and
 * {@link dev.rustpqc.XWing} for JDKs without {@code javax.crypto.KEM}, HPKE's parameters
 * ({@link dev.rustpqc.HpkeParameterSpec}) and contexts ({@link dev.rustpqc.HpkeContext}), the native
 * operation counters and the diagnosis ({@code java -jar rustpqc.jar}).
 *
 * <p>This is the only package the module exports. It is built on the internal packages: the
 * service registry ({@code services}), keys and their encodings ({@code keys}), the KEMs
 * ({@code kem}), HPKE ({@code hpke}) and its key derivation ({@code kdf}), the signatures
 * ({@code signature}) and the native binding ({@code binding}).
 */
package dev.rustpqc;
