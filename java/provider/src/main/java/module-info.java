/**
 * The RustPqc JCA provider: ML-KEM (FIPS 203) and ML-DSA (FIPS 204) computed in native code.
 * On the module path, grant it native access with {@code --enable-native-access=dev.rustpqc}. Two
 * providers: {@code RustPqc} (everything) and {@code RustPqcMlKem} (ML-KEM alone, to put first).
 */
module dev.rustpqc {
    exports dev.rustpqc;

    provides java.security.Provider with dev.rustpqc.RustPqcProvider, dev.rustpqc.RustPqcMlKemProvider;
}
