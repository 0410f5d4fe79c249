/** Tests of what the build publishes besides the code: the SBOM and CBOM attached to the jar. */
package dev.rustpqc.supplychain;
