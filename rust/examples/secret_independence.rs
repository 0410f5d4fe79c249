//! The driver of the secret-independence check, run by `scripts/secret-independence.sh` under
//! valgrind's memcheck in a build with `--cfg valgrind_ct_test`.
//!
//! It calls the exported C functions as a C caller would, with every secret input marked
//! undefined: seeds, private keys (their secret parts; the public key and hash a key carries are
//! public) and prepared private keys. The library marks the OS randomness of key generation,
//! encapsulation and hedged signing itself. Every branch or memory index that depends on those
//! bytes is then a memcheck error. Outputs the algorithm makes public (public keys, ciphertexts,
//! signatures) are marked defined after each call, before the driver reads them; the secrets it
//! gets back (seeds, keys, shared secrets) stay undefined and are never read.
//!
//! Usage: `secret_independence [rounds]`: each operation, for every parameter set, `rounds`
//! times (default 1). Without valgrind the marks are no-ops and it is a plain run.

use libcrux_secrets::mem_requests::{ct_classify as classify, ct_declassify as declassify};
use rustpqc::ffi::*;
use rustpqc::mldsa::MlDsa;
use rustpqc::mlkem::MlKem;
use rustpqc::slhdsa::SlhDsa;
use rustpqc::xwing;

fn ok(status: Status, what: &str) {
    // The status is public: the caller branches on it.
    declassify(&status);
    assert_eq!(status, Status::Ok, "{what}");
}

/// A secret input of `len` bytes: arbitrary, then marked undefined.
fn secret(len: usize, fill: u8) -> Vec<u8> {
    let bytes: Vec<u8> = (0..len)
        .map(|i| fill ^ (i as u8).wrapping_mul(31))
        .collect();
    classify(bytes.as_slice());
    bytes
}

fn ml_kem(set: MlKem) {
    let id = set.id();
    let (ek_len, dk_len, ct_len) = (
        set.encapsulation_key_len(),
        set.decapsulation_key_len(),
        set.ciphertext_len(),
    );
    let (mut seed, mut ek, mut dk) = (vec![0u8; 64], vec![0u8; ek_len], vec![0u8; dk_len]);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        rustpqc_mlkem_generate(
            id,
            seed.as_mut_ptr(),
            64,
            ek.as_mut_ptr(),
            ek_len,
            dk.as_mut_ptr(),
            dk_len,
        )
    };
    ok(status, "ML-KEM generate");
    let seed = secret(64, 0x5a);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        rustpqc_mlkem_from_seed(
            id,
            seed.as_ptr(),
            64,
            ek.as_mut_ptr(),
            ek_len,
            dk.as_mut_ptr(),
            dk_len,
        )
    };
    ok(status, "ML-KEM from seed");
    // The public key, and its copy and hash H(ek) inside the decapsulation key, are public;
    // dk's first part (the secret vector) and its last 32 bytes (z) stay secret.
    declassify(ek.as_slice());
    declassify(&dk[dk_len - 32 - 32 - ek_len..dk_len - 32]);
    ok(
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        unsafe { rustpqc_mlkem_check_decapsulation_key(id, dk.as_ptr(), dk_len) },
        "ML-KEM decapsulation key check",
    );
    let (mut ct, mut ss) = (vec![0u8; ct_len], [0u8; 32]);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        rustpqc_mlkem_encapsulate(
            id,
            ek.as_ptr(),
            ek_len,
            ct.as_mut_ptr(),
            ct_len,
            ss.as_mut_ptr(),
            32,
        )
    };
    ok(status, "ML-KEM encapsulate");
    declassify(ct.as_slice());
    let mut tampered = ct.clone();
    tampered[ct_len / 2] ^= 1;
    for ciphertext in [&ct, &tampered] {
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe {
            rustpqc_mlkem_decapsulate(
                id,
                dk.as_ptr(),
                dk_len,
                ciphertext.as_ptr(),
                ct_len,
                ss.as_mut_ptr(),
                32,
            )
        };
        ok(
            status,
            "ML-KEM decapsulate (a valid, then a tampered ciphertext)",
        );
    }
    let kind = RUSTPQC_PREPARED_DECAPSULATION_KEY;
    let prepared_len = rustpqc_mlkem_prepared_key_len(id, kind) as usize;
    let mut prepared = vec![0u8; prepared_len];
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        rustpqc_mlkem_prepare_decapsulation_key(
            id,
            dk.as_ptr(),
            dk_len,
            prepared.as_mut_ptr(),
            prepared_len,
        )
    };
    ok(status, "ML-KEM prepare a decapsulation key");
    for ciphertext in [&ct, &tampered] {
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe {
            rustpqc_mlkem_decapsulate_prepared(
                id,
                prepared.as_ptr(),
                prepared_len,
                ciphertext.as_ptr(),
                ct_len,
                ss.as_mut_ptr(),
                32,
            )
        };
        ok(status, "ML-KEM decapsulate with a prepared key");
    }
}

fn ml_dsa(set: MlDsa) {
    let id = set.id();
    let (pk_len, sk_len, sig_len) = (
        set.public_key_len(),
        set.private_key_len(),
        set.signature_len(),
    );
    let (mut seed, mut pk, mut sk) = (vec![0u8; 32], vec![0u8; pk_len], vec![0u8; sk_len]);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        rustpqc_mldsa_generate(
            id,
            seed.as_mut_ptr(),
            32,
            pk.as_mut_ptr(),
            pk_len,
            sk.as_mut_ptr(),
            sk_len,
        )
    };
    ok(status, "ML-DSA generate");
    let seed = secret(32, 0xa5);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        rustpqc_mldsa_from_seed(
            id,
            seed.as_ptr(),
            32,
            pk.as_mut_ptr(),
            pk_len,
            sk.as_mut_ptr(),
            sk_len,
        )
    };
    ok(status, "ML-DSA from seed");
    // rho and tr = H(pk) are public; K, s1, s2 and t0 stay secret.
    declassify(pk.as_slice());
    declassify(&sk[..32]);
    declassify(&sk[64..128]);
    ok(
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        unsafe { rustpqc_mldsa_check_private_key(id, sk.as_ptr(), sk_len) },
        "ML-DSA private key check",
    );
    ok(
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        unsafe { rustpqc_mldsa_check_key_pair(id, pk.as_ptr(), pk_len, sk.as_ptr(), sk_len) },
        "ML-DSA key pair check",
    );
    let (message, context) = (b"a message to sign".as_slice(), b"context".as_slice());
    let mut sig = vec![0u8; sig_len];
    for deterministic in [0, 1] {
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe {
            rustpqc_mldsa_sign(
                id,
                sk.as_ptr(),
                sk_len,
                message.as_ptr(),
                message.len(),
                context.as_ptr(),
                context.len(),
                deterministic,
                sig.as_mut_ptr(),
                sig_len,
            )
        };
        ok(status, "ML-DSA sign (hedged, then deterministic)");
        let digest = [0x3cu8; 64];
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe {
            rustpqc_mldsa_sign_prehashed(
                id,
                sk.as_ptr(),
                sk_len,
                3,
                digest.as_ptr(),
                64,
                context.as_ptr(),
                context.len(),
                deterministic,
                sig.as_mut_ptr(),
                sig_len,
            )
        };
        ok(status, "HashML-DSA sign over SHA-512");
        let mu = [0x77u8; 64];
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe {
            rustpqc_mldsa_sign_mu(
                id,
                sk.as_ptr(),
                sk_len,
                mu.as_ptr(),
                64,
                deterministic,
                sig.as_mut_ptr(),
                sig_len,
            )
        };
        ok(status, "ML-DSA sign an external mu");
    }
}

fn slh_dsa(set: SlhDsa) {
    let id = set.id();
    let (pk_len, sk_len, sig_len) = (
        set.public_key_len(),
        set.private_key_len(),
        set.signature_len(),
    );
    let (mut pk, mut sk) = (vec![0u8; pk_len], vec![0u8; sk_len]);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status =
        unsafe { rustpqc_slhdsa_generate(id, pk.as_mut_ptr(), pk_len, sk.as_mut_ptr(), sk_len) };
    ok(status, "SLH-DSA generate");
    let seed = secret(set.seed_len(), 0x3c);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        rustpqc_slhdsa_from_seed(
            id,
            seed.as_ptr(),
            seed.len(),
            pk.as_mut_ptr(),
            pk_len,
            sk.as_mut_ptr(),
            sk_len,
        )
    };
    ok(status, "SLH-DSA from seed");
    // SK.seed and SK.prf are secret; PK.seed and PK.root (the public key, which the private
    // key carries as its second half) are public.
    declassify(pk.as_slice());
    declassify(&sk[sk_len / 2..]);
    let (message, context) = (b"a message to sign".as_slice(), b"context".as_slice());
    let mut sig = vec![0u8; sig_len];
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        rustpqc_slhdsa_sign(
            id,
            sk.as_ptr(),
            sk_len,
            message.as_ptr(),
            message.len(),
            context.as_ptr(),
            context.len(),
            0,
            sig.as_mut_ptr(),
            sig_len,
        )
    };
    ok(status, "SLH-DSA sign (hedged)");
}

fn x_wing() {
    let (mut seed, mut pk) = ([0u8; xwing::SEED_LEN], vec![0u8; xwing::PUBLIC_KEY_LEN]);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status =
        unsafe { rustpqc_xwing_generate(seed.as_mut_ptr(), 32, pk.as_mut_ptr(), pk.len()) };
    ok(status, "X-Wing generate");
    let seed = secret(xwing::SEED_LEN, 0xc3);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status =
        unsafe { rustpqc_xwing_from_seed(seed.as_ptr(), seed.len(), pk.as_mut_ptr(), pk.len()) };
    ok(status, "X-Wing from seed");
    declassify(pk.as_slice());
    let (mut ct, mut ss) = (vec![0u8; xwing::CIPHERTEXT_LEN], [0u8; 32]);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        rustpqc_xwing_encapsulate(
            pk.as_ptr(),
            pk.len(),
            ct.as_mut_ptr(),
            ct.len(),
            ss.as_mut_ptr(),
            32,
        )
    };
    ok(status, "X-Wing encapsulate");
    declassify(ct.as_slice());
    let mut tampered = ct.clone();
    tampered[10] ^= 1;
    let prepared_len = rustpqc_xwing_prepared_key_len() as usize;
    let mut prepared = vec![0u8; prepared_len];
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        rustpqc_xwing_prepare_decapsulation_key(
            seed.as_ptr(),
            seed.len(),
            prepared.as_mut_ptr(),
            prepared_len,
        )
    };
    ok(status, "X-Wing prepare a decapsulation key");
    for ciphertext in [&ct, &tampered] {
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe {
            rustpqc_xwing_decapsulate(
                seed.as_ptr(),
                seed.len(),
                ciphertext.as_ptr(),
                ciphertext.len(),
                ss.as_mut_ptr(),
                32,
            )
        };
        ok(
            status,
            "X-Wing decapsulate (a valid, then a tampered ciphertext)",
        );
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe {
            rustpqc_xwing_decapsulate_prepared(
                prepared.as_ptr(),
                prepared_len,
                ciphertext.as_ptr(),
                ciphertext.len(),
                ss.as_mut_ptr(),
                32,
            )
        };
        ok(status, "X-Wing decapsulate with a prepared key");
    }
}

fn main() {
    let rounds: usize = match std::env::args().nth(1) {
        None => 1,
        Some(n) => n.parse().expect("usage: secret_independence [rounds]"),
    };
    // The script checks that each build ran the code path it was meant to test.
    eprintln!(
        "secret_independence: code path {}",
        // SAFETY: the library returns a static NUL-terminated string.
        unsafe { std::ffi::CStr::from_ptr(rustpqc_cpu()) }.to_string_lossy()
    );
    // The known-answer self-test runs first, on public data, outside the check.
    ok(rustpqc_self_test(), "self-test");
    // `f`: SLH-DSA's fast sets only (the script's default); anything else: all twelve.
    let slh_sets = std::env::var("RUSTPQC_CT_SLH_SETS").unwrap_or_else(|_| "all".into());
    for round in 0..rounds {
        for set in MlKem::ALL {
            ml_kem(set);
        }
        for set in MlDsa::ALL {
            ml_dsa(set);
        }
        for set in SlhDsa::ALL {
            if slh_sets == "all" || set.name().ends_with('f') {
                slh_dsa(set);
            }
        }
        x_wing();
        eprintln!("secret_independence: round {} of {rounds} done", round + 1);
    }
}
