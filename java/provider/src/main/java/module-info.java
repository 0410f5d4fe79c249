/**
 * The RustPqc JCA provider: ML-KEM (FIPS 203), ML-DSA (FIPS 204), SLH-DSA (FIPS 205) and X-Wing
 * computed in native code, composite ML-DSA (its ML-DSA half native, its traditional half the
 * JDK's), and HPKE (RFC 9180) with ML-KEM and X-Wing. On the module path, grant it native access
 * with {@code --enable-native-access=dev.rustpqc}. Two providers: {@code RustPqc} (everything) and
 * {@code RustPqcMlKem} (ML-KEM alone, to put first). Only {@code dev.rustpqc} is exported: the
 * packages by concern behind it (keys, kem, hpke, kdf, signature, services, binding) are internal.
 */
module dev.rustpqc {
    // com.sun.nio.file.ExtendedOpenOption: on Windows the unpacked library is locked from its check to its load
    requires jdk.unsupported;
    // Optional: BouncyCastle's parameter specs are read when BouncyCastle is present.
    requires static org.bouncycastle.provider;

    exports dev.rustpqc;

    provides java.security.Provider with dev.rustpqc.RustPqcProvider, dev.rustpqc.RustPqcMlKemProvider;
}
