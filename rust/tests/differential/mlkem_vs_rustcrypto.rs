//! ML-KEM against RustCrypto's `ml-kem`.

use super::*;

/// What the differential test asks of an independent ML-KEM implementation.
trait KemOracle {
    /// The encapsulation key and expanded decapsulation key of the seed `d || z`.
    fn keygen(seed: &[u8]) -> (Vec<u8>, Vec<u8>);
    /// `(c, K)` for `ek` and randomness `m`, or `None` when `ek` fails its modulus check.
    fn encapsulate(ek: &[u8], m: &[u8]) -> Option<(Vec<u8>, Vec<u8>)>;
    /// `K` for the expanded `dk` and `c`, or `None` when `dk` fails its check.
    fn decapsulate(dk: &[u8], c: &[u8]) -> Option<Vec<u8>>;
    /// Whether `ek` passes the modulus check.
    fn ek_valid(ek: &[u8]) -> bool;
}

macro_rules! rust_crypto_kem {
    ($oracle:ident, $params:ty) => {
        struct $oracle;

        impl KemOracle for $oracle {
            fn keygen(seed: &[u8]) -> (Vec<u8>, Vec<u8>) {
                #[allow(deprecated)]
                use ml_kem::ExpandedKeyEncoding;
                use ml_kem::KeyExport;
                let seed = ml_kem::Seed::try_from(seed).expect("64-byte seed");
                let dk = ml_kem::DecapsulationKey::<$params>::from_seed(seed);
                let ek = dk.encapsulation_key().to_bytes().to_vec();
                #[allow(deprecated)]
                let expanded = dk.to_expanded_bytes().to_vec();
                (ek, expanded)
            }

            fn encapsulate(ek: &[u8], m: &[u8]) -> Option<(Vec<u8>, Vec<u8>)> {
                let ek = ml_kem::EncapsulationKey::<$params>::new(ek.try_into().ok()?).ok()?;
                let m = ml_kem::B32::try_from(m).expect("32-byte m");
                let (c, k) = ek.encapsulate_deterministic(&m);
                Some((c.to_vec(), k.to_vec()))
            }

            fn decapsulate(dk: &[u8], c: &[u8]) -> Option<Vec<u8>> {
                use ml_kem::Decapsulate;
                #[allow(deprecated)]
                use ml_kem::ExpandedKeyEncoding;
                #[allow(deprecated)]
                let dk =
                    ml_kem::DecapsulationKey::<$params>::from_expanded_bytes(dk.try_into().ok()?)
                        .ok()?;
                Some(dk.decapsulate(c.try_into().ok()?).to_vec())
            }

            fn ek_valid(ek: &[u8]) -> bool {
                ek.try_into()
                    .ok()
                    .is_some_and(|ek| ml_kem::EncapsulationKey::<$params>::new(ek).is_ok())
            }
        }
    };
}

rust_crypto_kem!(RustCryptoMlKem512, ml_kem::MlKem512);
rust_crypto_kem!(RustCryptoMlKem768, ml_kem::MlKem768);
rust_crypto_kem!(RustCryptoMlKem1024, ml_kem::MlKem1024);

const Q: u16 = 3329;

/// `ek` with its 12-bit coefficient number `index` set to `value`.
fn with_coefficient(ek: &[u8], index: usize, value: u16) -> Vec<u8> {
    let mut out = ek.to_vec();
    let at = 3 * (index / 2);
    if index % 2 == 0 {
        out[at] = value as u8;
        out[at + 1] = (out[at + 1] & 0xf0) | (value >> 8) as u8;
    } else {
        out[at + 1] = (out[at + 1] & 0x0f) | ((value & 0x0f) as u8) << 4;
        out[at + 2] = (value >> 4) as u8;
    }
    out
}

/// Per case: key pair from a seed, encapsulation with the same `m`, decapsulation by both sides
/// of both sides' ciphertexts, implicit rejection of a corrupted ciphertext, the modulus check on
/// an encapsulation key with one coefficient replaced, and the hash check on a decapsulation key
/// with a flipped bit.
fn ml_kem_differential<O: KemOracle>(set: MlKem) {
    let name = &format!("ML-KEM-{}", set.id());
    let mut rng = Stream::new(&format!("rustpqc differential {name}"));
    let mut diff = Diff::new(name);
    let ek_len = set.encapsulation_key_len();
    let dk_len = set.decapsulation_key_len();
    for case in 0..cases(1000) {
        let seed = rng.bytes(mlkem::SEED_LEN);
        let m = rng.bytes(mlkem::ENCAPSULATION_RANDOMNESS_LEN);
        let inputs = || format!("seed {}, m {}", hex::encode(&seed), hex::encode(&m));
        let mut check = diff.case(case, inputs);

        let mut ek = vec![0u8; ek_len];
        let mut dk = vec![0u8; dk_len];
        mlkem::keypair_from_seed(set, &seed, &mut ek, &mut dk).unwrap();
        let (oracle_ek, oracle_dk) = O::keygen(&seed);
        check.check("encapsulation key", ek == oracle_ek);
        check.check("decapsulation key", dk == oracle_dk);

        let mut c = vec![0u8; set.ciphertext_len()];
        let mut k = vec![0u8; mlkem::SHARED_SECRET_LEN];
        mlkem::encapsulate_with_randomness(set, &ek, &m, &mut c, &mut k).unwrap();
        let oracle = O::encapsulate(&ek, &m);
        check.check(
            "encapsulation (c, K)",
            oracle == Some((c.clone(), k.clone())),
        );

        let decapsulate = |dk: &[u8], c: &[u8]| {
            let mut k = vec![0u8; mlkem::SHARED_SECRET_LEN];
            mlkem::decapsulate(set, dk, c, &mut k).map(|()| k)
        };
        check.check("our decapsulation", decapsulate(&dk, &c).as_ref() == Ok(&k));
        check.check(
            "oracle decapsulation of our dk",
            O::decapsulate(&dk, &c).as_ref() == Some(&k),
        );

        // Implicit rejection: a few flipped bits, or now and then an unrelated random ciphertext.
        let bad_c = if rng.below(8) == 0 {
            rng.bytes(c.len())
        } else {
            rng.flip_bits(&c)
        };
        let ours = decapsulate(&dk, &bad_c).unwrap();
        let theirs = O::decapsulate(&dk, &bad_c);
        check.check_with(
            "implicit-rejection secret",
            theirs.as_ref() == Some(&ours) && ours != k,
            || format!("{}, c' {}", inputs(), short_hex(&bad_c)),
        );

        // Modulus check: one coefficient set to a random 12-bit value, often right at q.
        let index = rng.below(256 * (ek_len - 32) / 384);
        let value = if rng.below(2) == 0 {
            Q - 2 + rng.below(4) as u16
        } else {
            rng.below(4096) as u16
        };
        let bad_ek = with_coefficient(&ek, index, value);
        let ours = mlkem::check_encapsulation_key(set, &bad_ek).is_ok();
        check.check_with(
            "modulus check",
            ours == O::ek_valid(&bad_ek) && ours == (value < Q),
            || format!("{}, coefficient {index} = {value}", inputs()),
        );

        // Hash check: one flipped bit is accepted only in dk_pke or z (not covered by H(ek)).
        let bit = rng.below(dk_len * 8);
        let mut bad_dk = dk.clone();
        bad_dk[bit / 8] ^= 1 << (bit % 8);
        let ours = mlkem::check_decapsulation_key(set, &bad_dk).is_ok();
        let theirs = O::decapsulate(&bad_dk, &c).is_some();
        let byte = bit / 8;
        let uncovered = byte < dk_len - ek_len - 64 || byte >= dk_len - 32;
        check.check_with(
            "decapsulation-key check",
            ours == theirs && ours == uncovered,
            || format!("{}, dk bit {bit} flipped", inputs()),
        );
    }
    diff.finish();
}

differential_tests! { ml_kem_differential:
    ml_kem_512_against_rust_crypto => MlKem::MlKem512, RustCryptoMlKem512;
    ml_kem_768_against_rust_crypto => MlKem::MlKem768, RustCryptoMlKem768;
    ml_kem_1024_against_rust_crypto => MlKem::MlKem1024, RustCryptoMlKem1024;
}
