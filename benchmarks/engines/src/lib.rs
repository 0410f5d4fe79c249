//! Engine bake-off for rustpqc: libcrux 0.0.11 (AVX2 on x86-64, NEON on aarch64, the modules
//! rustpqc runs there), AWS-LC (aws-lc-sys 0.47.0: mldsa-native / mlkem-native, called through
//! AWS-LC's internal ml_dsa.h / ml_kem.h entry points), and PQClean via pqcrypto-mldsa /
//! pqcrypto-mlkem (AVX2 on x86-64, its NEON "aarch64" code on aarch64; FFI called directly).
//!
//! Every function has the same shape across engines so the tests and the bench can compare them.
#![allow(clippy::missing_safety_doc)]

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
compile_error!("the engines are compared on x86-64 (AVX2) and aarch64 (NEON) only");

extern crate aws_lc_sys; // links libaws_lc_0_47_0_crypto.a

// The PQClean functions are declared here by their symbol names: these link their archives.
extern crate pqcrypto_mldsa;
extern crate pqcrypto_mlkem;

/// Imports libcrux's SIMD module of a parameter set as `m`: AVX2 on x86-64, NEON on aarch64.
macro_rules! use_libcrux_simd {
    ($($set:ident)::+) => {
        #[cfg(target_arch = "x86_64")]
        use $($set)::+::avx2 as m;
        #[cfg(target_arch = "aarch64")]
        use $($set)::+::neon as m;
    };
}

/// The C symbol of a PQClean function (`scheme` as in `PQCLEAN_<scheme>_AVX2_crypto_sign_keypair`)
/// in the implementation this architecture links.
#[cfg(target_arch = "x86_64")]
macro_rules! pqclean_symbol {
    ($scheme:literal, $function:literal) => {
        concat!("PQCLEAN_", $scheme, "_AVX2_", $function)
    };
}
#[cfg(target_arch = "aarch64")]
macro_rules! pqclean_symbol {
    // Its ML-KEM namespaces the derandomized functions without the crypto_kem_ prefix.
    ($scheme:literal, "crypto_kem_keypair_derand") => {
        concat!("PQCLEAN_", $scheme, "_AARCH64_keypair_derand")
    };
    ($scheme:literal, "crypto_kem_enc_derand") => {
        concat!("PQCLEAN_", $scheme, "_AARCH64_enc_derand")
    };
    ($scheme:literal, $function:literal) => {
        concat!("PQCLEAN_", $scheme, "_AARCH64_", $function)
    };
}

/// Forced randomness for PQClean (see build.rs): `with_forced(bytes, f)` makes the randombytes()
/// calls inside `f` consume `bytes` in order.
pub mod rng {
    use std::cell::RefCell;
    thread_local! {
        static FORCED: RefCell<(Vec<u8>, usize)> = const { RefCell::new((Vec::new(), 0)) };
    }
    pub fn with_forced<R>(bytes: &[u8], f: impl FnOnce() -> R) -> R {
        FORCED.with(|c| {
            let mut c = c.borrow_mut();
            c.0.clear();
            c.0.extend_from_slice(bytes);
            c.1 = 0;
        });
        let r = f();
        let left = FORCED.with(|c| {
            let mut c = c.borrow_mut();
            let left = c.0.len() - c.1;
            c.0.clear();
            c.1 = 0;
            left
        });
        assert_eq!(left, 0, "forced randomness not fully consumed");
        r
    }
    #[cfg(pq_forced_rng)]
    extern "C" {
        fn __real_PQCRYPTO_RUST_randombytes(buf: *mut u8, len: usize) -> i32;
    }
    #[cfg(pq_forced_rng)]
    #[no_mangle]
    pub unsafe extern "C" fn __wrap_PQCRYPTO_RUST_randombytes(buf: *mut u8, len: usize) -> i32 {
        let served = FORCED.with(|c| {
            let mut c = c.borrow_mut();
            let (v, pos) = &mut *c;
            if v.len() - *pos >= len && !v.is_empty() {
                std::ptr::copy_nonoverlapping(v.as_ptr().add(*pos), buf, len);
                *pos += len;
                true
            } else {
                false
            }
        });
        if served {
            0
        } else {
            __real_PQCRYPTO_RUST_randombytes(buf, len)
        }
    }
    pub fn available() -> bool {
        cfg!(pq_forced_rng)
    }
}

/// mu = SHAKE256(tr || 0 || |ctx| || ctx || M, 64) (FIPS 204 Algorithm 2 line 10 / Algorithm 7
/// line 6), tr = SHAKE256(pk, 64) = sk[64..128].
pub mod mu {
    use libcrux_sha3::portable::incremental::{Shake256Xof, Xof};

    pub fn tr_from_pk(pk: &[u8]) -> [u8; 64] {
        libcrux_sha3::shake256::<64>(pk)
    }
    pub fn tr_from_sk(sk: &[u8]) -> [u8; 64] {
        sk[64..128].try_into().unwrap()
    }
    /// libcrux-sha3 incremental (portable Keccak; what rustpqc already links).
    pub fn libcrux(tr: &[u8; 64], ctx: &[u8], msg: &[u8]) -> [u8; 64] {
        let mut x = Shake256Xof::new();
        x.absorb(tr);
        x.absorb(&[0u8, ctx.len() as u8]);
        x.absorb(ctx);
        x.absorb_final(msg);
        let mut out = [0u8; 64];
        x.squeeze(&mut out);
        out
    }
    /// Same, streamed in `chunk`-byte updates (as Signature.update would).
    pub fn libcrux_chunked(tr: &[u8; 64], ctx: &[u8], msg: &[u8], chunk: usize) -> [u8; 64] {
        let mut x = Shake256Xof::new();
        x.absorb(tr);
        x.absorb(&[0u8, ctx.len() as u8]);
        x.absorb(ctx);
        for c in msg.chunks(chunk) {
            x.absorb(c);
        }
        x.absorb_final(&[]);
        let mut out = [0u8; 64];
        x.squeeze(&mut out);
        out
    }
    /// RustCrypto sha3 0.10 (keccak crate; has an AVX2-free but well-tuned Keccak-f).
    pub fn rustcrypto(tr: &[u8; 64], ctx: &[u8], msg: &[u8]) -> [u8; 64] {
        use sha3::digest::{ExtendableOutput, Update, XofReader};
        let mut h = sha3::Shake256::default();
        h.update(tr);
        h.update(&[0u8, ctx.len() as u8]);
        h.update(ctx);
        h.update(msg);
        let mut out = [0u8; 64];
        h.finalize_xof().read(&mut out);
        out
    }
    /// AWS-LC's public EVP SHAKE256 (Keccak in AWS-LC, x86_64 asm where available).
    pub fn awslc(tr: &[u8; 64], ctx: &[u8], msg: &[u8]) -> [u8; 64] {
        use aws_lc_sys as a;
        let mut out = [0u8; 64];
        unsafe {
            let c = a::EVP_MD_CTX_new();
            assert_eq!(
                a::EVP_DigestInit_ex(c, a::EVP_shake256(), std::ptr::null_mut()),
                1
            );
            a::EVP_DigestUpdate(c, tr.as_ptr().cast(), 64);
            a::EVP_DigestUpdate(c, [0u8, ctx.len() as u8].as_ptr().cast(), 2);
            if !ctx.is_empty() {
                a::EVP_DigestUpdate(c, ctx.as_ptr().cast(), ctx.len());
            }
            a::EVP_DigestUpdate(c, msg.as_ptr().cast(), msg.len());
            assert_eq!(a::EVP_DigestFinalXOF(c, out.as_mut_ptr(), 64), 1);
            a::EVP_MD_CTX_free(c);
        }
        out
    }
}

macro_rules! mldsa_set {
    ($modname:ident, $lc:ident, $pk:expr, $sk:expr, $sig:expr,
     $kp:literal, $sign:literal, $xsign:literal, $verify:literal, $xverify:literal,
     $pq:literal) => {
        pub mod $modname {
            pub const PK: usize = $pk;
            pub const SK: usize = $sk;
            pub const SIG: usize = $sig;

            pub mod libcrux {
                use super::*;
                use_libcrux_simd!(libcrux_ml_dsa::$lc);
                use libcrux_ml_dsa::{MLDSASignature, MLDSASigningKey, MLDSAVerificationKey};
                pub fn keygen(seed: [u8; 32], pk: &mut [u8; PK], sk: &mut [u8; SK]) {
                    let kp = m::generate_key_pair(seed);
                    pk.copy_from_slice(kp.verification_key.as_slice());
                    sk.copy_from_slice(kp.signing_key.as_slice());
                }
                /// As rustpqc calls it: the key bytes wrapped in a MLDSASigningKey (a 2.5-5 KB copy).
                pub fn sign(
                    sk: &[u8; SK],
                    msg: &[u8],
                    ctx: &[u8],
                    rnd: [u8; 32],
                    sig: &mut [u8; SIG],
                ) -> bool {
                    match m::sign(&MLDSASigningKey::new(*sk), msg, ctx, rnd) {
                        Ok(s) => {
                            sig.copy_from_slice(s.as_slice());
                            true
                        }
                        Err(_) => false,
                    }
                }
                pub fn verify(pk: &[u8; PK], msg: &[u8], ctx: &[u8], sig: &[u8; SIG]) -> bool {
                    // The verify API takes owned wrapper types; copying 2-5 KB is noise next to verify.
                    m::verify(
                        &MLDSAVerificationKey::new(*pk),
                        msg,
                        ctx,
                        &MLDSASignature::new(*sig),
                    )
                    .is_ok()
                }
            }

            pub mod awslc {
                use super::*;
                mod ffi {
                    extern "C" {
                        // int ml_dsa_NN_keypair_internal(uint8_t *public_key, uint8_t *private_key, const uint8_t *seed);
                        #[link_name = $kp]
                        pub fn keypair_internal(pk: *mut u8, sk: *mut u8, seed: *const u8) -> i32;
                        // int ml_dsa_NN_sign_internal(const uint8_t *private_key, uint8_t *sig, size_t *sig_len,
                        //     const uint8_t *message, size_t message_len, const uint8_t *pre, size_t pre_len, const uint8_t *rnd);
                        #[link_name = $sign]
                        pub fn sign_internal(
                            sk: *const u8,
                            sig: *mut u8,
                            sig_len: *mut usize,
                            m: *const u8,
                            mlen: usize,
                            pre: *const u8,
                            pre_len: usize,
                            rnd: *const u8,
                        ) -> i32;
                        // int ml_dsa_extmu_NN_sign_internal(const uint8_t *private_key, uint8_t *sig, size_t *sig_len,
                        //     const uint8_t *mu, size_t mu_len, const uint8_t *pre, size_t pre_len, const uint8_t *rnd);
                        #[link_name = $xsign]
                        pub fn extmu_sign_internal(
                            sk: *const u8,
                            sig: *mut u8,
                            sig_len: *mut usize,
                            mu: *const u8,
                            mu_len: usize,
                            pre: *const u8,
                            pre_len: usize,
                            rnd: *const u8,
                        ) -> i32;
                        // int ml_dsa_NN_verify(const uint8_t *public_key, const uint8_t *sig, size_t sig_len,
                        //     const uint8_t *message, size_t message_len, const uint8_t *ctx_string, size_t ctx_string_len);
                        #[link_name = $verify]
                        pub fn verify(
                            pk: *const u8,
                            sig: *const u8,
                            sig_len: usize,
                            m: *const u8,
                            mlen: usize,
                            ctx: *const u8,
                            ctx_len: usize,
                        ) -> i32;
                        // int ml_dsa_extmu_NN_verify(const uint8_t *public_key, const uint8_t *sig, size_t sig_len,
                        //     const uint8_t *mu, size_t mu_len);
                        #[link_name = $xverify]
                        pub fn extmu_verify(
                            pk: *const u8,
                            sig: *const u8,
                            sig_len: usize,
                            mu: *const u8,
                            mu_len: usize,
                        ) -> i32;
                    }
                }
                pub fn keygen(seed: [u8; 32], pk: &mut [u8; PK], sk: &mut [u8; SK]) {
                    let r = unsafe {
                        ffi::keypair_internal(pk.as_mut_ptr(), sk.as_mut_ptr(), seed.as_ptr())
                    };
                    assert_eq!(r, 1);
                }
                /// FIPS 204 Algorithm 2 via Algorithm 7: M' = 0 || |ctx| || ctx || M, passed as pre || M.
                pub fn sign(
                    sk: &[u8; SK],
                    msg: &[u8],
                    ctx: &[u8],
                    rnd: [u8; 32],
                    sig: &mut [u8; SIG],
                ) -> bool {
                    let mut pre = [0u8; 257];
                    pre[1] = ctx.len() as u8;
                    pre[2..2 + ctx.len()].copy_from_slice(ctx);
                    let mut len = 0usize;
                    let r = unsafe {
                        ffi::sign_internal(
                            sk.as_ptr(),
                            sig.as_mut_ptr(),
                            &mut len,
                            msg.as_ptr(),
                            msg.len(),
                            pre.as_ptr(),
                            2 + ctx.len(),
                            rnd.as_ptr(),
                        )
                    };
                    r == 1 && len == SIG
                }
                /// External mu (FIPS 204 Algorithm 7 from line 7 on).
                pub fn sign_mu(
                    sk: &[u8; SK],
                    mu: &[u8; 64],
                    rnd: [u8; 32],
                    sig: &mut [u8; SIG],
                ) -> bool {
                    let mut len = 0usize;
                    let r = unsafe {
                        ffi::extmu_sign_internal(
                            sk.as_ptr(),
                            sig.as_mut_ptr(),
                            &mut len,
                            mu.as_ptr(),
                            64,
                            std::ptr::null(),
                            0,
                            rnd.as_ptr(),
                        )
                    };
                    r == 1 && len == SIG
                }
                pub fn verify(pk: &[u8; PK], msg: &[u8], ctx: &[u8], sig: &[u8; SIG]) -> bool {
                    unsafe {
                        ffi::verify(
                            pk.as_ptr(),
                            sig.as_ptr(),
                            SIG,
                            msg.as_ptr(),
                            msg.len(),
                            ctx.as_ptr(),
                            ctx.len(),
                        ) == 1
                    }
                }
                pub fn verify_mu(pk: &[u8; PK], mu: &[u8; 64], sig: &[u8; SIG]) -> bool {
                    unsafe {
                        ffi::extmu_verify(pk.as_ptr(), sig.as_ptr(), SIG, mu.as_ptr(), 64) == 1
                    }
                }
            }

            /// PQClean (pqcrypto-mldsa 0.1.2). Keygen and rnd come through randombytes().
            pub mod pqclean {
                use super::*;
                mod ffi {
                    extern "C" {
                        #[link_name = pqclean_symbol!($pq, "crypto_sign_keypair")]
                        pub fn keypair(pk: *mut u8, sk: *mut u8) -> i32;
                        #[link_name = pqclean_symbol!($pq, "crypto_sign_signature_ctx")]
                        pub fn signature_ctx(
                            sig: *mut u8,
                            sig_len: *mut usize,
                            m: *const u8,
                            mlen: usize,
                            ctx: *const u8,
                            ctx_len: usize,
                            sk: *const u8,
                        ) -> i32;
                        #[link_name = pqclean_symbol!($pq, "crypto_sign_verify_ctx")]
                        pub fn verify_ctx(
                            sig: *const u8,
                            sig_len: usize,
                            m: *const u8,
                            mlen: usize,
                            ctx: *const u8,
                            ctx_len: usize,
                            pk: *const u8,
                        ) -> i32;
                    }
                }
                pub fn keygen(seed: [u8; 32], pk: &mut [u8; PK], sk: &mut [u8; SK]) {
                    let r = crate::rng::with_forced(&seed, || unsafe {
                        ffi::keypair(pk.as_mut_ptr(), sk.as_mut_ptr())
                    });
                    assert_eq!(r, 0);
                }
                pub fn sign(
                    sk: &[u8; SK],
                    msg: &[u8],
                    ctx: &[u8],
                    rnd: [u8; 32],
                    sig: &mut [u8; SIG],
                ) -> bool {
                    let mut len = 0usize;
                    let r = crate::rng::with_forced(&rnd, || unsafe {
                        ffi::signature_ctx(
                            sig.as_mut_ptr(),
                            &mut len,
                            msg.as_ptr(),
                            msg.len(),
                            ctx.as_ptr(),
                            ctx.len(),
                            sk.as_ptr(),
                        )
                    });
                    r == 0 && len == SIG
                }
                pub fn verify(pk: &[u8; PK], msg: &[u8], ctx: &[u8], sig: &[u8; SIG]) -> bool {
                    unsafe {
                        ffi::verify_ctx(
                            sig.as_ptr(),
                            SIG,
                            msg.as_ptr(),
                            msg.len(),
                            ctx.as_ptr(),
                            ctx.len(),
                            pk.as_ptr(),
                        ) == 0
                    }
                }
            }
        }
    };
}

mldsa_set!(
    mldsa44,
    ml_dsa_44,
    1312,
    2560,
    2420,
    "aws_lc_0_47_0_ml_dsa_44_keypair_internal",
    "aws_lc_0_47_0_ml_dsa_44_sign_internal",
    "aws_lc_0_47_0_ml_dsa_extmu_44_sign_internal",
    "aws_lc_0_47_0_ml_dsa_44_verify",
    "aws_lc_0_47_0_ml_dsa_extmu_44_verify",
    "MLDSA44"
);
mldsa_set!(
    mldsa65,
    ml_dsa_65,
    1952,
    4032,
    3309,
    "aws_lc_0_47_0_ml_dsa_65_keypair_internal",
    "aws_lc_0_47_0_ml_dsa_65_sign_internal",
    "aws_lc_0_47_0_ml_dsa_extmu_65_sign_internal",
    "aws_lc_0_47_0_ml_dsa_65_verify",
    "aws_lc_0_47_0_ml_dsa_extmu_65_verify",
    "MLDSA65"
);
mldsa_set!(
    mldsa87,
    ml_dsa_87,
    2592,
    4896,
    4627,
    "aws_lc_0_47_0_ml_dsa_87_keypair_internal",
    "aws_lc_0_47_0_ml_dsa_87_sign_internal",
    "aws_lc_0_47_0_ml_dsa_extmu_87_sign_internal",
    "aws_lc_0_47_0_ml_dsa_87_verify",
    "aws_lc_0_47_0_ml_dsa_extmu_87_verify",
    "MLDSA87"
);

macro_rules! mlkem_set {
    ($modname:ident, $lc:ident, $pk:expr, $sk:expr, $ct:expr,
     $kp:literal, $enc:literal, $dec:literal, $pq:literal) => {
        pub mod $modname {
            pub const PK: usize = $pk;
            pub const SK: usize = $sk;
            pub const CT: usize = $ct;

            pub mod libcrux {
                use super::*;
                use_libcrux_simd!(libcrux_ml_kem::$lc);
                use libcrux_ml_kem::{MlKemCiphertext, MlKemPrivateKey, MlKemPublicKey};
                pub fn keygen(seed: [u8; 64], pk: &mut [u8; PK], sk: &mut [u8; SK]) {
                    let kp = m::generate_key_pair(seed);
                    pk.copy_from_slice(kp.pk());
                    sk.copy_from_slice(kp.sk());
                }
                pub fn encaps(
                    pk: &MlKemPublicKey<PK>,
                    coins: [u8; 32],
                    ct: &mut [u8; CT],
                ) -> [u8; 32] {
                    let (c, ss) = m::encapsulate(pk, coins);
                    ct.copy_from_slice(c.as_slice());
                    ss
                }
                pub fn decaps(sk: &MlKemPrivateKey<SK>, ct: &MlKemCiphertext<CT>) -> [u8; 32] {
                    m::decapsulate(sk, ct)
                }
            }

            pub mod awslc {
                use super::*;
                mod ffi {
                    extern "C" {
                        // int ml_kem_NNN_keypair_deterministic(uint8_t *public_key, size_t *public_len,
                        //     uint8_t *secret_key, size_t *secret_len, const uint8_t *seed /* d||z, 64 */);
                        #[link_name = $kp]
                        pub fn keypair_det(
                            pk: *mut u8,
                            pk_len: *mut usize,
                            sk: *mut u8,
                            sk_len: *mut usize,
                            seed: *const u8,
                        ) -> i32;
                        // int ml_kem_NNN_encapsulate_deterministic(uint8_t *ciphertext, size_t *ciphertext_len,
                        //     uint8_t *shared_secret, size_t *shared_secret_len, const uint8_t *public_key, const uint8_t *seed /* m, 32 */);
                        #[link_name = $enc]
                        pub fn enc_det(
                            ct: *mut u8,
                            ct_len: *mut usize,
                            ss: *mut u8,
                            ss_len: *mut usize,
                            pk: *const u8,
                            seed: *const u8,
                        ) -> i32;
                        // int ml_kem_NNN_decapsulate(uint8_t *shared_secret, size_t *shared_secret_len,
                        //     const uint8_t *ciphertext, const uint8_t *secret_key);
                        #[link_name = $dec]
                        pub fn dec(
                            ss: *mut u8,
                            ss_len: *mut usize,
                            ct: *const u8,
                            sk: *const u8,
                        ) -> i32;
                    }
                }
                // Note: ml_kem.h returns 0 on success.
                pub fn keygen(seed: [u8; 64], pk: &mut [u8; PK], sk: &mut [u8; SK]) {
                    let (mut pl, mut sl) = (PK, SK);
                    let r = unsafe {
                        ffi::keypair_det(
                            pk.as_mut_ptr(),
                            &mut pl,
                            sk.as_mut_ptr(),
                            &mut sl,
                            seed.as_ptr(),
                        )
                    };
                    assert!(r == 0 && pl == PK && sl == SK);
                }
                pub fn encaps(pk: &[u8; PK], coins: [u8; 32], ct: &mut [u8; CT]) -> [u8; 32] {
                    let (mut cl, mut sl) = (CT, 32usize);
                    let mut ss = [0u8; 32];
                    let r = unsafe {
                        ffi::enc_det(
                            ct.as_mut_ptr(),
                            &mut cl,
                            ss.as_mut_ptr(),
                            &mut sl,
                            pk.as_ptr(),
                            coins.as_ptr(),
                        )
                    };
                    assert!(r == 0 && cl == CT && sl == 32);
                    ss
                }
                pub fn decaps(sk: &[u8; SK], ct: &[u8; CT]) -> [u8; 32] {
                    let mut sl = 32usize;
                    let mut ss = [0u8; 32];
                    let r = unsafe { ffi::dec(ss.as_mut_ptr(), &mut sl, ct.as_ptr(), sk.as_ptr()) };
                    assert!(r == 0 && sl == 32);
                    ss
                }
            }

            /// PQClean (pqcrypto-mlkem 0.1.1); the *_derand functions are global symbols of its
            /// static library though not in its Rust ffi module.
            pub mod pqclean {
                use super::*;
                mod ffi {
                    extern "C" {
                        #[link_name = pqclean_symbol!($pq, "crypto_kem_keypair_derand")]
                        pub fn keypair_derand(pk: *mut u8, sk: *mut u8, coins: *const u8) -> i32;
                        #[link_name = pqclean_symbol!($pq, "crypto_kem_enc_derand")]
                        pub fn enc_derand(
                            ct: *mut u8,
                            ss: *mut u8,
                            pk: *const u8,
                            coins: *const u8,
                        ) -> i32;
                        #[link_name = pqclean_symbol!($pq, "crypto_kem_dec")]
                        pub fn dec(ss: *mut u8, ct: *const u8, sk: *const u8) -> i32;
                    }
                }
                pub fn keygen(seed: [u8; 64], pk: &mut [u8; PK], sk: &mut [u8; SK]) {
                    assert_eq!(
                        unsafe {
                            ffi::keypair_derand(pk.as_mut_ptr(), sk.as_mut_ptr(), seed.as_ptr())
                        },
                        0
                    );
                }
                pub fn encaps(pk: &[u8; PK], coins: [u8; 32], ct: &mut [u8; CT]) -> [u8; 32] {
                    let mut ss = [0u8; 32];
                    assert_eq!(
                        unsafe {
                            ffi::enc_derand(
                                ct.as_mut_ptr(),
                                ss.as_mut_ptr(),
                                pk.as_ptr(),
                                coins.as_ptr(),
                            )
                        },
                        0
                    );
                    ss
                }
                pub fn decaps(sk: &[u8; SK], ct: &[u8; CT]) -> [u8; 32] {
                    let mut ss = [0u8; 32];
                    assert_eq!(
                        unsafe { ffi::dec(ss.as_mut_ptr(), ct.as_ptr(), sk.as_ptr()) },
                        0
                    );
                    ss
                }
            }
        }
    };
}

mlkem_set!(
    mlkem512,
    mlkem512,
    800,
    1632,
    768,
    "aws_lc_0_47_0_ml_kem_512_keypair_deterministic",
    "aws_lc_0_47_0_ml_kem_512_encapsulate_deterministic",
    "aws_lc_0_47_0_ml_kem_512_decapsulate",
    "MLKEM512"
);
mlkem_set!(
    mlkem768,
    mlkem768,
    1184,
    2400,
    1088,
    "aws_lc_0_47_0_ml_kem_768_keypair_deterministic",
    "aws_lc_0_47_0_ml_kem_768_encapsulate_deterministic",
    "aws_lc_0_47_0_ml_kem_768_decapsulate",
    "MLKEM768"
);
mlkem_set!(
    mlkem1024,
    mlkem1024,
    1568,
    3168,
    1568,
    "aws_lc_0_47_0_ml_kem_1024_keypair_deterministic",
    "aws_lc_0_47_0_ml_kem_1024_encapsulate_deterministic",
    "aws_lc_0_47_0_ml_kem_1024_decapsulate",
    "MLKEM1024"
);

/// A deterministic byte source for tests and benches (SHAKE256 of a label and counter).
pub fn det_bytes<const N: usize>(label: &str, i: u64) -> [u8; N] {
    let mut input = label.as_bytes().to_vec();
    input.extend_from_slice(&i.to_le_bytes());
    let mut out = [0u8; N];
    libcrux_sha3::shake256_ema(&mut out, &input);
    out
}
pub fn det_vec(label: &str, i: u64, n: usize) -> Vec<u8> {
    let mut input = label.as_bytes().to_vec();
    input.extend_from_slice(&i.to_le_bytes());
    let mut out = vec![0u8; n];
    libcrux_sha3::shake256_ema(&mut out, &input);
    out
}
