//! C2SP CCTV vectors (../shared/vectors/cctv) through the Rust core.
//!
//! The CCTV ML-KEM folder targets FIPS 203 *ipd*, whose key generation hashes G(d) where the final
//! standard hashes G(d || k). Everything that does not go through key generation is the same in
//! both and runs here: strcmp (dk, c -> K), unlucky (encapsulate and decapsulate with the given
//! keys) and the bad-modulus encapsulation keys. Key generation from the unlucky `d`, `z` and the
//! ML-KEM accumulated hashes are skipped by name. The ML-DSA accumulated test runs for 100 and
//! 10 000 iterations.

mod common;

use common::*;
use libcrux_sha3::portable::incremental::{Shake128Xof, Xof};
use rustpqc::mldsa::{self, MlDsa};
use rustpqc::mlkem::{self, MlKem};
use rustpqc::Error;
use std::collections::HashMap;
use std::io::BufRead;

const ML_KEM: [(MlKem, u32); 3] = [
    (MlKem::MlKem512, 512),
    (MlKem::MlKem768, 768),
    (MlKem::MlKem1024, 1024),
];

const IPD_KEYGEN: &str = "FIPS 203 ipd key generation (G(d), the final standard uses G(d || k))";

/// A CCTV text vector: `name = hex` lines.
fn text_vector(relative: &str) -> HashMap<String, Vec<u8>> {
    let path = vectors_dir().join(relative);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read vector file {}: {e}", path.display()));
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let (name, value) = line
                .split_once('=')
                .unwrap_or_else(|| panic!("{}: not `name = hex`: {line}", path.display()));
            let value = hex::decode(value.trim())
                .unwrap_or_else(|e| panic!("{}: {}: {e}", path.display(), name.trim()));
            (name.trim().to_string(), value)
        })
        .collect()
}

fn field<'a>(vector: &'a HashMap<String, Vec<u8>>, name: &str) -> &'a [u8] {
    vector
        .get(name)
        .unwrap_or_else(|| panic!("missing field {name}"))
}

/// Runs `check` on the text vector of each ML-KEM set in the CCTV folder `folder`, each with its
/// own tally.
fn each_text_vector(folder: &str, check: impl Fn(MlKem, &HashMap<String, Vec<u8>>, &mut Tally)) {
    for (set, bits) in ML_KEM {
        let file = format!("cctv/ML-KEM/{folder}/ML-KEM-{bits}.txt");
        let mut tally = Tally::new(&file);
        check(set, &text_vector(&file), &mut tally);
        tally.finish();
    }
}

/// Decapsulating the vector's `c` with `dk` gives its `K`.
fn check_decapsulation(tally: &mut Tally, set: MlKem, dk: &[u8], v: &HashMap<String, Vec<u8>>) {
    let mut k = vec![0u8; mlkem::SHARED_SECRET_LEN];
    let k = mlkem::decapsulate(set, dk, field(v, "c"), &mut k).map(|()| k);
    let ok = k.as_deref() == Ok(field(v, "K"));
    tally.check("decapsulate", ok, format!("{k:?}"));
}

/// strcmp: decapsulating `c` with `dk` gives `K` (the implicit-rejection secret; a `strcmp`-style
/// comparison would stop at a zero byte and accept the ciphertext).
#[test]
fn ml_kem_strcmp() {
    each_text_vector("strcmp", |set, v, tally| {
        let dk = field(v, "dk");
        let check = mlkem::check_decapsulation_key(set, dk);
        tally.check("dk check", check.is_ok(), format!("{check:?}"));
        check_decapsulation(tally, set, dk, v);
    });
}

/// unlucky: the given keys (which need many SampleNTT XOF reads) encapsulate with `m` to `c`, `K`,
/// and decapsulate `c` back to `K`. Key generation from `d`, `z` is FIPS 203 ipd: skipped.
#[test]
fn ml_kem_unlucky() {
    each_text_vector("unluckysample", |set, v, tally| {
        let (ek, dk) = (field(v, "ek"), field(v, "dk"));
        let checks =
            mlkem::check_encapsulation_key(set, ek).and(mlkem::check_decapsulation_key(set, dk));
        tally.check("ek and dk checks", checks.is_ok(), format!("{checks:?}"));

        let mut c = vec![0u8; set.ciphertext_len()];
        let mut k = vec![0u8; mlkem::SHARED_SECRET_LEN];
        let result = mlkem::encapsulate_with_randomness(set, ek, field(v, "m"), &mut c, &mut k);
        let ok = result.is_ok() && c == field(v, "c") && k == field(v, "K");
        tally.check("encapsulate with m", ok, format!("{result:?}"));

        check_decapsulation(tally, set, dk, v);
        tally.skip(&format!("key generation from d, z: {IPD_KEYGEN}"), 1);
    });
}

/// modulus: every line is an encapsulation key with one coefficient in [q, 2^12); the modulus
/// check and encapsulation must both reject it.
#[test]
fn ml_kem_modulus() {
    for (set, bits) in ML_KEM {
        let file = format!("cctv/ML-KEM/modulus/ML-KEM-{bits}.txt.gz");
        let mut tally = Tally::new(&file);
        let path = vectors_dir().join(&file);
        let gz = std::fs::File::open(&path)
            .unwrap_or_else(|e| panic!("cannot read vector file {}: {e}", path.display()));
        let reader = std::io::BufReader::new(flate2::read::GzDecoder::new(gz));
        for (n, line) in reader.lines().enumerate() {
            let line = line.unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let ek = hex::decode(line.trim()).unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
            assert_eq!(ek.len(), set.encapsulation_key_len(), "line {}", n + 1);
            let check = mlkem::check_encapsulation_key(set, &ek);
            let mut c = vec![0u8; set.ciphertext_len()];
            let mut k = vec![0u8; mlkem::SHARED_SECRET_LEN];
            let encapsulated = mlkem::encapsulate(set, &ek, &mut c, &mut k);
            let ok = check == Err(Error::InvalidEncapsulationKey)
                && encapsulated == Err(Error::InvalidEncapsulationKey);
            tally.check(
                format!("line {}", n + 1),
                ok,
                format!("check {check:?}, encapsulate {encapsulated:?}"),
            );
        }
        tally.finish();
    }
}

/// The SHAKE-128 stream of the empty input, as the accumulated tests draw from it.
fn shake128_stream() -> Shake128Xof {
    let mut xof = Shake128Xof::new();
    xof.absorb_final(&[]);
    xof
}

/// The ML-KEM accumulated hashes are FIPS 203 ipd: skipped by name. The one value that does not
/// depend on ML-KEM, the start of the deterministic RNG stream, is checked.
#[test]
fn ml_kem_accumulated() {
    let mut tally = Tally::new("cctv/ML-KEM/README.md (accumulated)");
    let mut start = [0u8; 16];
    shake128_stream().squeeze(&mut start);
    let expected = "7f9c2ba4e88f827d616045507605853e";
    tally.check(
        "RNG stream start",
        hex::encode(start) == expected,
        hex::encode(start),
    );
    for bits in [512, 768, 1024] {
        for iterations in ["10 000", "1 000 000"] {
            tally.skip(
                &format!("ML-KEM-{bits} {iterations} iterations: {IPD_KEYGEN}"),
                1,
            );
        }
    }
    tally.finish();
}

/// The CCTV ML-DSA accumulated test: seeds from one SHAKE-128 stream; the public key and the
/// deterministic signature of an empty message with an empty context go into a second SHAKE-128,
/// whose first 32 bytes are the result. Every signature must verify.
fn ml_dsa_accumulated(set: MlDsa, iterations: usize) -> Result<String, String> {
    let mut seeds = shake128_stream();
    let mut accumulator = Shake128Xof::new();
    let mut seed = [0u8; mldsa::SEED_LEN];
    let mut pk = vec![0u8; set.public_key_len()];
    let mut sk = vec![0u8; set.private_key_len()];
    let mut sig = vec![0u8; set.signature_len()];
    for i in 0..iterations {
        seeds.squeeze(&mut seed);
        mldsa::keypair_from_seed(set, &seed, &mut pk, &mut sk)
            .map_err(|e| format!("iteration {i}: keypair_from_seed: {e}"))?;
        accumulator.absorb(&pk);
        mldsa::sign(set, &sk, b"", b"", true, &mut sig)
            .map_err(|e| format!("iteration {i}: sign: {e}"))?;
        accumulator.absorb(&sig);
        mldsa::verify(set, &pk, b"", b"", &sig)
            .map_err(|e| format!("iteration {i}: own signature does not verify: {e}"))?;
    }
    accumulator.absorb_final(&[]);
    let mut hash = [0u8; 32];
    accumulator.squeeze(&mut hash);
    Ok(hex::encode(hash))
}

/// One parameter set: the 100 and 10 000 iteration hashes (the three sets run in parallel).
fn ml_dsa_accumulated_test(set: MlDsa, name: &str, hash_100: &str, hash_10000: &str) {
    let mut tally = Tally::new(&format!("cctv/ML-DSA/accumulated/README.md ({name})"));
    for (iterations, expected) in [(100, hash_100), (10_000, hash_10000)] {
        let result = ml_dsa_accumulated(set, iterations);
        tally.check(
            format!("{iterations} iterations"),
            result.as_deref() == Ok(expected),
            format!("{result:?}, expected {expected}"),
        );
    }
    tally.skip("60 000 000 iterations: hours of CPU, not for cargo test", 1);
    if set == MlDsa::MlDsa44 {
        // One hash in the README covers both gamma2 values; counted once, here.
        tally.skip(
            "exhaustive field-operation hash over Zq (Power2Round, Decompose, UseHint): \
             internal arithmetic the core does not expose",
            1,
        );
    }
    tally.finish();
}

#[test]
fn ml_dsa_44_accumulated() {
    ml_dsa_accumulated_test(
        MlDsa::MlDsa44,
        "ML-DSA-44",
        "d51148e1f9f4fa1a723a6cf42e25f2a99eb5c1b378b3d2dbbd561b1203beeae4",
        "e7fd21f6a59bcba60d65adc44404bb29a7c00e5d8d3ec06a732c00a306a7d143",
    );
}

#[test]
fn ml_dsa_65_accumulated() {
    ml_dsa_accumulated_test(
        MlDsa::MlDsa65,
        "ML-DSA-65",
        "8358a1843220194417cadbc2651295cd8fc65125b5a5c1a239a16dc8b57ca199",
        "5ff5e196f0b830c3b10a9eb5358e7c98a3a20136cb677f3ae3b90175c3ace329",
    );
}

#[test]
fn ml_dsa_87_accumulated() {
    ml_dsa_accumulated_test(
        MlDsa::MlDsa87,
        "ML-DSA-87",
        "8c3ad714777622b8f21ce31bb35f71394f23bc0fcf3c78ace5d608990f3b061b",
        "80a8cf39317f7d0be0e24972c51ac152bd2a3e09bc0c32ce29dd82c4e7385e60",
    );
}
