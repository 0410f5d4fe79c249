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

#[macro_use]
#[path = "../tests/ffi_call/mod.rs"]
mod ffi_call;

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

/// The C shape of ML-KEM's and ML-DSA's key generation: `f(set, seed, public, private)`.
type Generate = unsafe extern "C" fn(u32, *mut u8, usize, *mut u8, usize, *mut u8, usize) -> Status;
/// The C shape of their key derivation: `f(set, seed, public, private)`.
type FromSeed =
    unsafe extern "C" fn(u32, *const u8, usize, *mut u8, usize, *mut u8, usize) -> Status;

/// A key pair of set `id` of `family` (its public and private key of `lens`), generated from OS
/// randomness into a seed of `seed_len` bytes, then derived again from a secret seed filled from
/// `fill`.
fn key_pair(
    (family, id): (&str, u32),
    (seed_len, lens): (usize, (usize, usize)),
    (generate, from_seed): (Generate, FromSeed),
    fill: u8,
) -> (Vec<u8>, Vec<u8>) {
    let (mut seed, mut public, mut private) =
        (vec![0u8; seed_len], vec![0u8; lens.0], vec![0u8; lens.1]);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe { ffi_call!(generate(id, &mut seed, &mut public, &mut private)) };
    ok(status, &format!("{family} generate"));
    let seed = secret(seed_len, fill);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe { ffi_call!(from_seed(id, &seed, &mut public, &mut private)) };
    ok(status, &format!("{family} from seed"));
    (public, private)
}

fn ml_kem(set: MlKem) {
    let id = set.id();
    let (ek_len, dk_len, ct_len) = (
        set.encapsulation_key_len(),
        set.decapsulation_key_len(),
        set.ciphertext_len(),
    );
    let calls: (Generate, FromSeed) = (rustpqc_mlkem_generate, rustpqc_mlkem_from_seed);
    let (ek, dk) = key_pair(("ML-KEM", id), (64, (ek_len, dk_len)), calls, 0x5a);
    // The public key, and its copy and hash H(ek) inside the decapsulation key, are public;
    // dk's first part (the secret vector) and its last 32 bytes (z) stay secret.
    declassify(ek.as_slice());
    declassify(&dk[dk_len - 32 - 32 - ek_len..dk_len - 32]);
    ok(
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        unsafe { ffi_call!(rustpqc_mlkem_check_decapsulation_key(id, &dk)) },
        "ML-KEM decapsulation key check",
    );
    let (mut ct, mut ss) = (vec![0u8; ct_len], [0u8; 32]);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe { ffi_call!(rustpqc_mlkem_encapsulate(id, &ek, &mut ct, &mut ss)) };
    ok(status, "ML-KEM encapsulate");
    declassify(ct.as_slice());
    let mut tampered = ct.clone();
    tampered[ct_len / 2] ^= 1;
    for ciphertext in [&ct, &tampered] {
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe { ffi_call!(rustpqc_mlkem_decapsulate(id, &dk, &ciphertext, &mut ss)) };
        ok(
            status,
            "ML-KEM decapsulate (a valid, then a tampered ciphertext)",
        );
    }
    let kind = RUSTPQC_PREPARED_DECAPSULATION_KEY;
    let mut prepared = vec![0u8; rustpqc_mlkem_prepared_key_len(id, kind) as usize];
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        ffi_call!(rustpqc_mlkem_prepare_decapsulation_key(
            id,
            &dk,
            &mut prepared
        ))
    };
    ok(status, "ML-KEM prepare a decapsulation key");
    for ciphertext in [&ct, &tampered] {
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe {
            ffi_call!(rustpqc_mlkem_decapsulate_prepared(
                id,
                &prepared,
                &ciphertext,
                &mut ss
            ))
        };
        ok(status, "ML-KEM decapsulate with a prepared key");
    }
}

fn ml_dsa(set: MlDsa) {
    let id = set.id();
    let lens = (set.public_key_len(), set.private_key_len());
    let calls: (Generate, FromSeed) = (rustpqc_mldsa_generate, rustpqc_mldsa_from_seed);
    let (pk, sk) = key_pair(("ML-DSA", id), (32, lens), calls, 0xa5);
    // rho and tr = H(pk) are public; K, s1, s2 and t0 stay secret.
    declassify(pk.as_slice());
    declassify(&sk[..32]);
    declassify(&sk[64..128]);
    ok(
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        unsafe { ffi_call!(rustpqc_mldsa_check_private_key(id, &sk)) },
        "ML-DSA private key check",
    );
    ok(
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        unsafe { ffi_call!(rustpqc_mldsa_check_key_pair(id, &pk, &sk)) },
        "ML-DSA key pair check",
    );
    let (message, context) = (b"a message to sign".as_slice(), b"context".as_slice());
    let mut sig = vec![0u8; set.signature_len()];
    for deterministic in [0, 1] {
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe {
            ffi_call!(rustpqc_mldsa_sign(
                id,
                &sk,
                &message,
                &context,
                deterministic,
                &mut sig
            ))
        };
        ok(status, "ML-DSA sign (hedged, then deterministic)");
        let (sha512, digest) = (3, [0x3cu8; 64]);
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe {
            ffi_call!(rustpqc_mldsa_sign_prehashed(
                id,
                &sk,
                sha512,
                &digest,
                &context,
                deterministic,
                &mut sig
            ))
        };
        ok(status, "HashML-DSA sign over SHA-512");
        let mu = [0x77u8; 64];
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status =
            unsafe { ffi_call!(rustpqc_mldsa_sign_mu(id, &sk, &mu, deterministic, &mut sig)) };
        ok(status, "ML-DSA sign an external mu");
    }
}

fn slh_dsa(set: SlhDsa) {
    let id = set.id();
    let (mut pk, mut sk) = (
        vec![0u8; set.public_key_len()],
        vec![0u8; set.private_key_len()],
    );
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe { ffi_call!(rustpqc_slhdsa_generate(id, &mut pk, &mut sk)) };
    ok(status, "SLH-DSA generate");
    let seed = secret(set.seed_len(), 0x3c);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe { ffi_call!(rustpqc_slhdsa_from_seed(id, &seed, &mut pk, &mut sk)) };
    ok(status, "SLH-DSA from seed");
    // SK.seed and SK.prf are secret; PK.seed and PK.root (the public key, which the private
    // key carries as its second half) are public.
    declassify(pk.as_slice());
    declassify(&sk[sk.len() / 2..]);
    let (message, context) = (b"a message to sign".as_slice(), b"context".as_slice());
    let mut sig = vec![0u8; set.signature_len()];
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        ffi_call!(rustpqc_slhdsa_sign(
            id, &sk, &message, &context, 0, &mut sig
        ))
    };
    ok(status, "SLH-DSA sign (hedged)");
}

fn x_wing() {
    let (mut seed, mut pk) = ([0u8; xwing::SEED_LEN], vec![0u8; xwing::PUBLIC_KEY_LEN]);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe { ffi_call!(rustpqc_xwing_generate(&mut seed, &mut pk)) };
    ok(status, "X-Wing generate");
    let seed = secret(xwing::SEED_LEN, 0xc3);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe { ffi_call!(rustpqc_xwing_from_seed(&seed, &mut pk)) };
    ok(status, "X-Wing from seed");
    declassify(pk.as_slice());
    let (mut ct, mut ss) = (vec![0u8; xwing::CIPHERTEXT_LEN], [0u8; 32]);
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe { ffi_call!(rustpqc_xwing_encapsulate(&pk, &mut ct, &mut ss)) };
    ok(status, "X-Wing encapsulate");
    declassify(ct.as_slice());
    let mut tampered = ct.clone();
    tampered[10] ^= 1;
    let mut prepared = vec![0u8; rustpqc_xwing_prepared_key_len() as usize];
    // SAFETY: each pointer is to a live buffer of the length passed beside it.
    let status = unsafe {
        ffi_call!(rustpqc_xwing_prepare_decapsulation_key(
            &seed,
            &mut prepared
        ))
    };
    ok(status, "X-Wing prepare a decapsulation key");
    for ciphertext in [&ct, &tampered] {
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe { ffi_call!(rustpqc_xwing_decapsulate(&seed, &ciphertext, &mut ss)) };
        ok(
            status,
            "X-Wing decapsulate (a valid, then a tampered ciphertext)",
        );
        // SAFETY: each pointer is to a live buffer of the length passed beside it.
        let status = unsafe {
            ffi_call!(rustpqc_xwing_decapsulate_prepared(
                &prepared,
                &ciphertext,
                &mut ss
            ))
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
