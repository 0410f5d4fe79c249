// OPENSSL_ia32cap_P is AWS-LC's x86 capability vector; other architectures have none.
#![cfg(target_arch = "x86_64")]
extern "C" {
    #[link_name = "aws_lc_0_47_0_OPENSSL_ia32cap_P"]
    static IA32CAP: [u32; 4];
}
#[test]
fn cpucap_initialised() {
    let _ = engines::mu::awslc(&[0u8; 64], b"", b"x"); // make sure the archive is linked
    let before = unsafe { std::ptr::read_volatile(&raw const IA32CAP) };
    println!(
        "OPENSSL_ia32cap_P before CRYPTO_library_init: {:08x?} (AVX2 bit: {})",
        before,
        before[2] >> 5 & 1
    );
    unsafe { aws_lc_sys::CRYPTO_library_init() };
    let after = unsafe { std::ptr::read_volatile(&raw const IA32CAP) };
    println!(
        "OPENSSL_ia32cap_P after  CRYPTO_library_init: {:08x?} (AVX2 bit: {})",
        after,
        after[2] >> 5 & 1
    );
}
