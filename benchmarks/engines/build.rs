fn main() {
    // Lets the tests and benches feed PQClean's randombytes() (ML-DSA keygen seed, signing rnd):
    // every C reference to PQCRYPTO_RUST_randombytes goes to __wrap_PQCRYPTO_RUST_randombytes
    // (src/lib.rs), which serves forced bytes when set and otherwise calls the real one.
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap();
    if os == "linux" {
        println!("cargo:rustc-link-arg=-Wl,--wrap=PQCRYPTO_RUST_randombytes");
        println!("cargo:rustc-cfg=pq_forced_rng");
    }
    println!("cargo::rustc-check-cfg=cfg(pq_forced_rng)");
}
