//! Differential checks: libcrux vs AWS-LC (mldsa-native / mlkem-native) vs PQClean.
use engines::*;

/// The key pair of `seed` from each engine (its set's module in scope), asserted to be the same;
/// counts the four comparisons in `checks`.
macro_rules! same_key_pair {
    ($seed:expr, $i:expr, $checks:ident) => {{
        let (mut pk1, mut sk1) = ([0u8; PK], [0u8; SK]);
        let (mut pk2, mut sk2) = ([0u8; PK], [0u8; SK]);
        let (mut pk3, mut sk3) = ([0u8; PK], [0u8; SK]);
        libcrux::keygen($seed, &mut pk1, &mut sk1);
        awslc::keygen($seed, &mut pk2, &mut sk2);
        pqclean::keygen($seed, &mut pk3, &mut sk3);
        assert_eq!(pk1, pk2, "pk libcrux/awslc seed {}", $i);
        assert_eq!(sk1, sk2, "sk libcrux/awslc seed {}", $i);
        assert_eq!(pk1, pk3, "pk libcrux/pqclean seed {}", $i);
        assert_eq!(sk1, sk3, "sk libcrux/pqclean seed {}", $i);
        $checks += 4;
        (pk1, sk1)
    }};
}

macro_rules! dsa_diff {
    ($name:ident, $set:ident) => {
        #[test]
        fn $name() {
            use engines::$set::*;
            assert!(rng::available(), "PQClean forced-rng hook not linked");
            let mut checks = 0u64;
            let long_ctx = [0xC7u8; 255];
            let ctxs: [&[u8]; 3] = [b"", b"rustpqc-ctx", &long_ctx];
            for i in 0..6u64 {
                let seed: [u8; 32] = det_bytes("keygen-seed", i);
                let (pk, sk) = same_key_pair!(seed, i, checks);
                let tr = mu::tr_from_sk(&sk);
                assert_eq!(tr, mu::tr_from_pk(&pk));
                checks += 1;
                for (j, len) in [0usize, 1, 1024, 65536].into_iter().enumerate() {
                    let msg = det_vec("msg", i * 100 + j as u64, len);
                    for (k, ctx) in ctxs.iter().enumerate() {
                        let m1 = mu::libcrux(&tr, ctx, &msg);
                        assert_eq!(m1, mu::rustcrypto(&tr, ctx, &msg));
                        assert_eq!(m1, mu::awslc(&tr, ctx, &msg));
                        assert_eq!(m1, mu::libcrux_chunked(&tr, ctx, &msg, 100));
                        assert_eq!(m1, mu::libcrux_chunked(&tr, ctx, &msg, 4096));
                        checks += 4;
                        let rnds = [
                            [0u8; 32],
                            det_bytes("rnd", i * 1000 + j as u64 * 10 + k as u64),
                        ];
                        for rnd in rnds {
                            let (mut s1, mut s2, mut s3, mut s4) =
                                ([0u8; SIG], [0u8; SIG], [0u8; SIG], [0u8; SIG]);
                            assert!(libcrux::sign(&sk, &msg, ctx, rnd, &mut s1));
                            assert!(awslc::sign(&sk, &msg, ctx, rnd, &mut s2));
                            assert!(awslc::sign_mu(&sk, &m1, rnd, &mut s3));
                            assert!(pqclean::sign(&sk, &msg, ctx, rnd, &mut s4));
                            assert_eq!(s1, s2, "sig libcrux/awslc i{i} len{len} ctx{k}");
                            assert_eq!(s1, s3, "sig libcrux/awslc-extmu i{i} len{len} ctx{k}");
                            assert_eq!(s1, s4, "sig libcrux/pqclean i{i} len{len} ctx{k}");
                            checks += 3;
                            // Cross verification of the common signature.
                            assert!(libcrux::verify(&pk, &msg, ctx, &s1));
                            assert!(awslc::verify(&pk, &msg, ctx, &s1));
                            assert!(awslc::verify_mu(&pk, &m1, &s1));
                            assert!(pqclean::verify(&pk, &msg, ctx, &s1));
                            checks += 4;
                            // Negative cases: tampered signature, other message, other context.
                            let mut bad = s1;
                            bad[(i as usize * 97 + len) % SIG] ^= 0x01;
                            assert!(!libcrux::verify(&pk, &msg, ctx, &bad));
                            assert!(!awslc::verify(&pk, &msg, ctx, &bad));
                            assert!(!awslc::verify_mu(&pk, &m1, &bad));
                            assert!(!pqclean::verify(&pk, &msg, ctx, &bad));
                            let mut other = msg.clone();
                            other.push(0);
                            let other_ctx: &[u8] = if ctx.is_empty() { b"x" } else { b"" };
                            let m_other = mu::libcrux(&tr, other_ctx, &msg);
                            assert!(!libcrux::verify(&pk, &other, ctx, &s1));
                            assert!(!awslc::verify(&pk, &other, ctx, &s1));
                            assert!(!pqclean::verify(&pk, &other, ctx, &s1));
                            assert!(!libcrux::verify(&pk, &msg, other_ctx, &s1));
                            assert!(!awslc::verify(&pk, &msg, other_ctx, &s1));
                            assert!(!awslc::verify_mu(&pk, &m_other, &s1));
                            assert!(!pqclean::verify(&pk, &msg, other_ctx, &s1));
                            checks += 11;
                        }
                    }
                }
            }
            println!("{}: {checks} checks passed", stringify!($set));
        }
    };
}
dsa_diff!(mldsa44_differential, mldsa44);
dsa_diff!(mldsa65_differential, mldsa65);
dsa_diff!(mldsa87_differential, mldsa87);

macro_rules! kem_diff {
    ($name:ident, $set:ident) => {
        #[test]
        fn $name() {
            use engines::$set::*;
            use libcrux_ml_kem::{MlKemCiphertext, MlKemPrivateKey, MlKemPublicKey};
            let mut checks = 0u64;
            for i in 0..32u64 {
                let seed: [u8; 64] = det_bytes("kem-seed", i);
                let (pk1, sk1) = same_key_pair!(seed, i, checks);
                let coins: [u8; 32] = det_bytes("kem-coins", i);
                let (mut c1, mut c2, mut c3) = ([0u8; CT], [0u8; CT], [0u8; CT]);
                let ss1 = libcrux::encaps(&MlKemPublicKey::from(pk1), coins, &mut c1);
                let ss2 = awslc::encaps(&pk1, coins, &mut c2);
                let ss3 = pqclean::encaps(&pk1, coins, &mut c3);
                assert_eq!(c1, c2);
                assert_eq!(c1, c3);
                assert_eq!(ss1, ss2);
                assert_eq!(ss1, ss3);
                checks += 4;
                let lsk = MlKemPrivateKey::from(sk1);
                assert_eq!(libcrux::decaps(&lsk, &MlKemCiphertext::from(c1)), ss1);
                assert_eq!(awslc::decaps(&sk1, &c1), ss1);
                assert_eq!(pqclean::decaps(&sk1, &c1), ss1);
                checks += 3;
                // Implicit rejection must agree too.
                let mut bad = c1;
                bad[(i as usize * 31) % CT] ^= 0x80;
                let r1 = libcrux::decaps(&lsk, &MlKemCiphertext::from(bad));
                assert_ne!(r1, ss1);
                assert_eq!(awslc::decaps(&sk1, &bad), r1);
                assert_eq!(pqclean::decaps(&sk1, &bad), r1);
                checks += 3;
            }
            println!("{}: {checks} checks passed", stringify!($set));
        }
    };
}
kem_diff!(mlkem512_differential, mlkem512);
kem_diff!(mlkem768_differential, mlkem768);
kem_diff!(mlkem1024_differential, mlkem1024);
