//! Independent oracles: what the contract says of keys, prepared keys, secrets, digests, SHAKE
//! states and ML-DSA's mu, computed here from FIPS 202, 203 and 204 (and SHA-3 from the `sha3`
//! crate) rather than asked of the library; X-Wing's keys and secrets from RustCrypto's `x-wing`
//! crate (its own ML-KEM and SHA-3; X25519 is x25519-dalek, as in the library); and SLH-DSA from
//! integritychain's `fips205`, an implementation independent of the library's (RustCrypto's
//! `slh-dsa`).

use crate::calls::{dsa_from_seed, dsa_sign, kem_from_seed};
use crate::sets::{shake_rate, Dsa, Kem, Slh, XWing, SHAKE_STATE_LEN};
use rustpqc::ffi::RUSTPQC_PREPARED_ENCAPSULATION_KEY;
use sha3::digest::{ExtendableOutput, Update, XofReader};
use sha3::{Digest, Sha3_256, Shake128, Shake256};

/// FIPS 203 section 7.2: every 12-bit coefficient of the encoded vector is below q = 3329.
pub fn modulus_check(kem: Kem, ek: &[u8]) -> bool {
    ek.len() == kem.ek
        && ek[..384 * kem.k].chunks_exact(3).all(|c| {
            let a = c[0] as u16 | ((c[1] as u16 & 0x0F) << 8);
            let b = (c[1] as u16 >> 4) | ((c[2] as u16) << 4);
            a < 3329 && b < 3329
        })
}

/// Reduces every coefficient of an encoded vector below q, so that it passes the modulus check.
pub fn reduce_coefficients(kem: Kem, ek: &mut [u8]) {
    for c in ek[..384 * kem.k].chunks_exact_mut(3) {
        let a = (c[0] as u16 | ((c[1] as u16 & 0x0F) << 8)) % 3329;
        let b = ((c[1] as u16 >> 4) | ((c[2] as u16) << 4)) % 3329;
        c[0] = a as u8;
        c[1] = ((a >> 8) as u8) | ((b as u8) << 4);
        c[2] = (b >> 4) as u8;
    }
}

/// SHA3-256.
pub fn sha3_256(data: &[u8]) -> [u8; 32] {
    Sha3_256::digest(data).into()
}

/// SHAKE256 of the concatenation of `parts`, `N` bytes.
pub fn shake256<const N: usize>(parts: &[&[u8]]) -> [u8; N] {
    let mut hasher = Shake256::default();
    for part in parts {
        hasher.update(part);
    }
    let mut out = [0u8; N];
    hasher.finalize_xof().read(&mut out);
    out
}

/// FIPS 203 section 7.3: the embedded `H(ek)` matches the embedded encapsulation key.
pub fn hash_check(kem: Kem, dk: &[u8]) -> bool {
    dk.len() == kem.dk && sha3_256(kem.embedded_ek(dk)) == kem.embedded_hash(dk)
}

/// The implicit-rejection secret `J(z || c)` of FIPS 203.
pub fn implicit_rejection(kem: Kem, dk: &[u8], ct: &[u8]) -> [u8; 32] {
    shake256::<32>(&[kem.z(dk), ct])
}

/// Checks what an ML-KEM key pair must satisfy: the modulus check, the hash check, `ek`
/// embedded in `dk`, and `z` = the second half of the seed when it is known.
pub fn check_kem_pair(kem: Kem, ek: &[u8], dk: &[u8], seed: Option<&[u8]>) {
    assert_eq!(ek.len(), kem.ek);
    assert_eq!(dk.len(), kem.dk);
    assert!(
        modulus_check(kem, ek),
        "generated ek fails the modulus check"
    );
    assert!(hash_check(kem, dk), "generated dk fails the hash check");
    assert_eq!(kem.embedded_ek(dk), ek, "dk does not embed ek");
    if let Some(seed) = seed {
        assert_eq!(kem.z(dk), &seed[32..], "dk does not end with z of the seed");
    }
}

/// Checks what an ML-DSA key pair must satisfy: `rho` shared, `tr` = SHAKE256(pk, 64).
pub fn check_dsa_pair(dsa: Dsa, pk: &[u8], sk: &[u8]) {
    assert_eq!(pk.len(), dsa.pk);
    assert_eq!(sk.len(), dsa.sk);
    assert_eq!(&sk[..32], &pk[..32], "sk and pk do not share rho");
    assert_eq!(
        &sk[64..128],
        &shake256::<64>(&[pk])[..],
        "tr of sk is not H(pk)"
    );
}

/// Whether libcrux runs (and lays out prepared keys) in its AVX2 form on this CPU: decided here
/// from the CPU features libcrux-platform requires for it (AVX2, BMI1, BMI2, FMA, MOVBE), not
/// asked of the library.
pub fn simd256() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        is_x86_feature_detected!("avx2")
            && is_x86_feature_detected!("bmi1")
            && is_x86_feature_detected!("bmi2")
            && is_x86_feature_detected!("fma")
            && is_x86_feature_detected!("movbe")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The 8-byte header a prepared key must start with (rust/src/mlkem.rs): "RPQ", format 1, the
/// set number (u16, little-endian), the kind, and the CPU layout (1 for AVX2).
pub fn prepared_header(id: u32, kind: u32) -> [u8; 8] {
    let set = (id as u16).to_le_bytes();
    [
        b'R',
        b'P',
        b'Q',
        1,
        set[0],
        set[1],
        kind as u8,
        simd256() as u8,
    ]
}

/// The length of a prepared key, from FIPS 203's dimensions and libcrux's unpacked form: the
/// header, then a polynomial is 256 16-bit coefficients (512 bytes) in either layout; the public
/// part holds t (k polynomials), rho (32 bytes), A (k x k polynomials) and H(ek) (32 bytes); a
/// key pair adds s (k polynomials) and z (32 bytes). No padding (the library stores the structs
/// as plain bytes, so padding would be bytes it never writes).
pub fn expected_prepared_len(kem: Kem, kind: u32) -> usize {
    let public = 512 * kem.k + 32 + 512 * kem.k * kem.k + 32;
    8 + match kind {
        RUSTPQC_PREPARED_ENCAPSULATION_KEY => public,
        _ => public + 512 * kem.k + 32,
    }
}

/// Whether `needle` occurs in `haystack`.
pub fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// What a prepared key must satisfy, checked without knowing where libcrux keeps each part: the
/// length, the header, and in the body rho (the last 32 bytes of `ek`), H(`ek`), and for a
/// decapsulation key also `z`.
pub fn check_prepared(kem: Kem, id: u32, kind: u32, prepared: &[u8], ek: &[u8], z: Option<&[u8]>) {
    assert_eq!(
        prepared.len(),
        expected_prepared_len(kem, kind),
        "prepared length"
    );
    assert_eq!(
        prepared[..8],
        prepared_header(id, kind),
        "prepared-key header"
    );
    let body = &prepared[8..];
    assert!(
        contains(body, &ek[384 * kem.k..]),
        "rho not in the prepared key"
    );
    assert!(
        contains(body, &sha3_256(ek)),
        "H(ek) not in the prepared key"
    );
    if let Some(z) = z {
        assert!(contains(body, z), "z not in the prepared key");
    }
}

/// The X-Wing public key of a 32-byte seed, from RustCrypto's `x-wing`.
pub fn xwing_public_key(seed: &[u8]) -> Vec<u8> {
    use x_wing::{Decapsulator, KeyExport};
    let seed: [u8; 32] = seed.try_into().expect("a 32-byte seed");
    x_wing::DecapsulationKey::from(seed)
        .encapsulation_key()
        .to_bytes()
        .to_vec()
}

/// The X-Wing secret of any 1120-byte ciphertext under a 32-byte seed, from RustCrypto's `x-wing`
/// (tampered ciphertexts included: ML-KEM's implicit rejection, and the all-zero `ss_X` of a
/// low-order X25519 point, both inside the combiner).
pub fn xwing_secret(seed: &[u8], ct: &[u8]) -> [u8; 32] {
    use x_wing::Decapsulate;
    let seed: [u8; 32] = seed.try_into().expect("a 32-byte seed");
    let ct = x_wing::Ciphertext::try_from(ct).expect("a 1120-byte ciphertext");
    x_wing::DecapsulationKey::from(seed).decapsulate(&ct).into()
}

/// The X-Wing combiner over the given `ss_X` and `pk_X`, with `ss_M` the ML-KEM-768 secret of
/// `ct[..1088]` under the seed's ML-KEM key (`d || z` = SHAKE256(seed)[..64], through the
/// library's ML-KEM functions, which their own targets fuzz): SHA3-256(ss_M || ss_X || ct_X ||
/// pk_X || "\\.//^\\").
pub fn xwing_combiner(seed: &[u8], ct: &[u8], ss_x: &[u8], pk_x: &[u8]) -> [u8; 32] {
    let expanded = shake256::<96>(&[seed]);
    let (_, dk) = kem_from_seed(XWing::MLKEM, &expanded[..64]);
    let ss_m = crate::calls::kem_decapsulate(XWing::MLKEM, &dk, &ct[..XWing::CT_M]);
    sha3_256(&[&ss_m[..], ss_x, &ct[XWing::CT_M..], pk_x, b"\\.//^\\"].concat())
}

/// u-coordinates for which X25519 gives the all-zero output for every scalar (RFC 7748 accepts
/// them): 0, 1, the two points of order 8, p - 1 (order 2), and the non-canonical p (= 0) and
/// p + 1 (= 1). With the top bit set they are the same points (RFC 7748 ignores that bit).
pub const LOW_ORDER_U: [&str; 7] = [
    "0000000000000000000000000000000000000000000000000000000000000000",
    "0100000000000000000000000000000000000000000000000000000000000000",
    "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800",
    "5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157",
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
];

/// Whether X25519 maps `u` to zero for every scalar: `u` is one of the low-order points (or
/// their non-canonical encodings), top bit ignored.
pub fn is_low_order(u: &[u8]) -> bool {
    let mut u = u.to_vec();
    u[31] &= 0x7f;
    LOW_ORDER_U
        .iter()
        .any(|hex| (0..32).all(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap() == u[i]))
}

/// An X-Wing public key passes the library's check exactly when it has 1216 bytes and its ML-KEM
/// part passes the FIPS 203 modulus check; the X25519 part is never checked.
pub fn xwing_pk_valid(pk: &[u8]) -> bool {
    pk.len() == XWing::PK && modulus_check(XWing::mlkem(), &pk[..XWing::PK_M])
}

/// The header of a prepared X-Wing key (rust/src/xwing.rs): as an ML-KEM prepared decapsulation
/// key's, with 25722 (the last arc of X-Wing's OID) in the place of the set number.
pub fn xwing_prepared_header() -> [u8; 8] {
    prepared_header(25722, 2)
}

/// The length of a prepared X-Wing key: the header, the unpacked ML-KEM-768 key pair (as
/// [`expected_prepared_len`] counts it), sk_X and pk_X.
pub fn expected_xwing_prepared_len() -> usize {
    expected_prepared_len(XWing::mlkem(), 2) + 64
}

/// What a prepared X-Wing key of `seed` must hold: the length and header; rho, H(pk_M) and z of
/// its ML-KEM part somewhere in the body; and sk_X then pk_X at its end, with
/// `SHAKE256(seed, 96) = d || z || sk_X`.
pub fn check_xwing_prepared(prepared: &[u8], seed: &[u8], pk: &[u8]) {
    assert_eq!(
        prepared.len(),
        expected_xwing_prepared_len(),
        "prepared length"
    );
    assert_eq!(
        prepared[..8],
        xwing_prepared_header(),
        "prepared-key header"
    );
    let expanded = shake256::<96>(&[seed]);
    let body = &prepared[8..prepared.len() - 64];
    let pk_m = &pk[..XWing::PK_M];
    assert!(
        contains(body, &pk_m[XWing::PK_M - 32..]),
        "rho not in the prepared key"
    );
    assert!(
        contains(body, &sha3_256(pk_m)),
        "H(pk_M) not in the prepared key"
    );
    assert!(
        contains(body, &expanded[32..64]),
        "z not in the prepared key"
    );
    let tail = &prepared[prepared.len() - 64..];
    assert_eq!(
        &tail[..32],
        &expanded[64..],
        "sk_X is not SHAKE256(seed)[64..96]"
    );
    assert_eq!(
        &tail[32..],
        &pk[XWing::PK_M..],
        "pk_X is not the public key's"
    );
}

/// The secret coefficients of an expanded ML-DSA private key (FIPS 204 skEncode): after rho (32),
/// K (32) and tr (64) come s1 then s2, each coefficient stored as eta - c in 3 bits (eta 2) or 4
/// bits (eta 4), least significant bit first. Returns the stored values (0..=7 or 0..=15).
pub fn dsa_secret_fields(dsa: Dsa, sk: &[u8]) -> Vec<u32> {
    let bits = if dsa.eta == 2 { 3 } else { 4 };
    let count = (dsa.k + dsa.l) * 256;
    (0..count)
        .map(|i| {
            let bit = 128 * 8 + i * bits;
            (0..bits).fold(0u32, |v, j| {
                let at = bit + j;
                v | ((((sk[at / 8] >> (at % 8)) & 1) as u32) << j)
            })
        })
        .collect()
}

/// FIPS 204: every coefficient of s1 and s2 lies in [-eta, eta], i.e. every stored eta - c is at
/// most 2 eta.
pub fn dsa_secrets_in_range(dsa: Dsa, sk: &[u8]) -> bool {
    sk.len() == dsa.sk && dsa_secret_fields(dsa, sk).iter().all(|&v| v <= 2 * dsa.eta)
}

/// Whether a signing call may refuse the key it was passed with `Status::InvalidSigningKey`:
/// every signing path refuses a key of the right length whose secrets are out of range.
pub fn dsa_key_refusable(dsa: Option<Dsa>, sk: Option<&[u8]>) -> bool {
    match (dsa, sk) {
        (Some(dsa), Some(sk)) if sk.len() == dsa.sk => !dsa_secrets_in_range(dsa, sk),
        _ => false,
    }
}

/// Rewrites every stored secret coefficient of `sk` into range (v mod 2 eta + 1).
pub fn dsa_secrets_into_range(dsa: Dsa, sk: &mut [u8]) {
    let bits = if dsa.eta == 2 { 3 } else { 4 };
    for (i, v) in dsa_secret_fields(dsa, sk).into_iter().enumerate() {
        let v = v % (2 * dsa.eta + 1);
        for j in 0..bits {
            let at = 128 * 8 + i * bits + j;
            sk[at / 8] = (sk[at / 8] & !(1 << (at % 8))) | ((((v >> j) & 1) as u8) << (at % 8));
        }
    }
}

/// FIPS 204: `sk` belongs to `pk` when both carry the same rho and the tr of `sk` is H(pk),
/// SHAKE256 with 64 bytes of output.
pub fn dsa_pair_matches(dsa: Dsa, pk: &[u8], sk: &[u8]) -> bool {
    pk.len() == dsa.pk
        && sk.len() == dsa.sk
        && sk[..32] == pk[..32]
        && sk[64..128] == shake256::<64>(&[pk])
}

/// SHAKE128 (`bits` 128) or SHAKE256 (`bits` 256) of `data`, `n` bytes.
pub fn shake(bits: u32, data: &[u8], n: usize) -> Vec<u8> {
    let mut out = vec![0u8; n];
    match bits {
        128 => Shake128::default()
            .chain(data)
            .finalize_xof()
            .read(&mut out),
        256 => Shake256::default()
            .chain(data)
            .finalize_xof()
            .read(&mut out),
        _ => panic!("no SHAKE{bits}"),
    }
    out
}

/// The rate and position of a SHAKE state buffer the library must accept (rust/src/shake.rs):
/// 208 bytes whose header is "RPX", version 1, the rate of SHAKE128 or SHAKE256, a position in
/// the current block below the rate, and two zero bytes. Its lanes can be anything.
pub fn shake_state_header(state: &[u8]) -> Option<(usize, usize)> {
    if state.len() != SHAKE_STATE_LEN {
        return None;
    }
    let (rate, position) = (state[4] as usize, state[5] as usize);
    let known = [shake_rate(128), shake_rate(256)].contains(&Some(rate));
    (state[..4] == *b"RPX\x01" && state[6..8] == [0, 0] && known && position < rate)
        .then_some((rate, position))
}

/// The state `rustpqc_shake_init` must leave: the header of an empty sponge, 25 zero lanes.
pub fn fresh_shake_state(bits: u32) -> Vec<u8> {
    let mut state = vec![0u8; SHAKE_STATE_LEN];
    state[..4].copy_from_slice(b"RPX\x01");
    state[4] = shake_rate(bits).expect("SHAKE128 or SHAKE256") as u8;
    state
}

/// The header a state with header `before` must have after absorbing `len` more bytes: the same,
/// with the position advanced modulo the rate.
pub fn shake_header_after(before: &[u8], len: usize) -> [u8; 8] {
    let (rate, position) = shake_state_header(before).expect("a well-formed state");
    let mut header: [u8; 8] = before[..8].try_into().unwrap();
    header[5] = ((position + len % rate) % rate) as u8;
    header
}

/// FIPS 204 Algorithm 6: tr = H(pk, 64).
pub fn dsa_tr(pk: &[u8]) -> [u8; 64] {
    shake256::<64>(&[pk])
}

/// The mu of pure ML-DSA (FIPS 204 Algorithms 2 and 7): H(tr || 0 || |ctx| || ctx || M, 64).
pub fn pure_mu(pk: &[u8], msg: &[u8], ctx: &[u8]) -> [u8; 64] {
    let ctx_len = u8::try_from(ctx.len()).expect("a context of at most 255 bytes");
    shake256::<64>(&[&dsa_tr(pk), &[0, ctx_len], ctx, msg])
}

/// The DER encoding of the OID 2.16.840.1.101.3.4.2.`hash` of a pre-hash function, which
/// HashML-DSA and HashSLH-DSA put into M'.
pub fn prehash_oid(hash: u32) -> [u8; 11] {
    let arc = u8::try_from(hash).expect("a pre-hash function number");
    [
        0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, arc,
    ]
}

/// The mu of HashML-DSA (FIPS 204 Algorithms 4 and 7): H(tr || 1 || |ctx| || ctx || OID(PH) ||
/// PH(M), 64), so a HashML-DSA signature is an external-mu signature of this mu.
pub fn prehash_mu(pk: &[u8], hash: u32, digest: &[u8], ctx: &[u8]) -> [u8; 64] {
    let ctx_len = u8::try_from(ctx.len()).expect("a context of at most 255 bytes");
    let oid = prehash_oid(hash);
    shake256::<64>(&[&dsa_tr(pk), &[1, ctx_len], ctx, &oid, digest])
}

/// Through the C ABI, the three self-test digests the C ABI can reproduce (rust/src/self_test.rs):
/// SHA3-256 of ek || dk of an ML-KEM-768 seed, of pk || sk of an ML-DSA-65 seed, and of the
/// deterministic signature of `message` under `context` with that key.
pub fn self_test_digests(
    kem_seed: &[u8],
    dsa_seed: &[u8],
    message: &[u8],
    context: &[u8],
) -> [[u8; 32]; 3] {
    let (ek, dk) = kem_from_seed(768, kem_seed);
    let (pk, sk) = dsa_from_seed(65, dsa_seed);
    let signature = dsa_sign(65, &sk, message, context, true);
    [
        sha3_256(&[ek, dk].concat()),
        sha3_256(&[pk, sk].concat()),
        sha3_256(&signature),
    ]
}

/// Checks what an SLH-DSA key pair must satisfy (FIPS 205 section 9.1): the private key is
/// `SK.seed || SK.prf || PK.seed || PK.root` and ends with the public key `PK.seed || PK.root`.
pub fn check_slh_pair(slh: Slh, pk: &[u8], sk: &[u8]) {
    assert_eq!(pk.len(), slh.pk());
    assert_eq!(sk.len(), slh.sk());
    assert_eq!(&sk[2 * slh.n..], pk, "sk does not end with pk");
}

/// `(pk, sk)` of `SK.seed || SK.prf || PK.seed`.
pub type SlhKeyGen = fn(&[u8]) -> (Vec<u8>, Vec<u8>);
/// `(pk, message, context, signature)`: whether the signature verifies.
pub type SlhVerify = fn(&[u8], &[u8], &[u8], &[u8]) -> bool;
/// `(pk, digest, DER OID of the pre-hash function, context, signature)`: whether it verifies.
pub type SlhVerifyPrehash = fn(&[u8], &[u8], &[u8], &[u8], &[u8]) -> bool;

/// SLH-DSA of one parameter set in fips205.
pub struct SlhOracle {
    pub keygen: SlhKeyGen,
    pub verify: SlhVerify,
    pub verify_prehash: SlhVerifyPrehash,
}

macro_rules! fips205_oracle {
    ($module:ident) => {{
        use fips205::traits::{KeyGen, SerDes, Verifier};
        use fips205::$module as m;
        SlhOracle {
            keygen: |seed| {
                let n = seed.len() / 3;
                let (pk, sk) = m::KG::keygen_from_seed::<{ m::N }>(
                    seed[..n].try_into().unwrap(),
                    seed[n..2 * n].try_into().unwrap(),
                    seed[2 * n..].try_into().unwrap(),
                );
                (pk.into_bytes().to_vec(), sk.into_bytes().to_vec())
            },
            verify: |pk, message, context, sig| {
                let (Ok(pk), Ok(sig)) = (pk.try_into(), sig.try_into()) else {
                    return false;
                };
                m::PublicKey::try_from_bytes(pk).is_ok_and(|pk| pk.verify(message, sig, context))
            },
            verify_prehash: |pk, digest, oid, context, sig| {
                let (Ok(pk), Ok(sig)) = (pk.try_into(), sig.try_into()) else {
                    return false;
                };
                m::PublicKey::try_from_bytes(pk)
                    .is_ok_and(|pk| pk.hash_verify(digest, sig, context, oid))
            },
        }
    }};
}

/// fips205 for the SLH-DSA set numbered `id` at the C ABI.
pub fn slh_oracle(id: u32) -> SlhOracle {
    match id {
        20 => fips205_oracle!(slh_dsa_sha2_128s),
        21 => fips205_oracle!(slh_dsa_sha2_128f),
        22 => fips205_oracle!(slh_dsa_sha2_192s),
        23 => fips205_oracle!(slh_dsa_sha2_192f),
        24 => fips205_oracle!(slh_dsa_sha2_256s),
        25 => fips205_oracle!(slh_dsa_sha2_256f),
        26 => fips205_oracle!(slh_dsa_shake_128s),
        27 => fips205_oracle!(slh_dsa_shake_128f),
        28 => fips205_oracle!(slh_dsa_shake_192s),
        29 => fips205_oracle!(slh_dsa_shake_192f),
        30 => fips205_oracle!(slh_dsa_shake_256s),
        31 => fips205_oracle!(slh_dsa_shake_256f),
        _ => panic!("no SLH-DSA set {id}"),
    }
}

/// The harness checks itself: each oracle must agree with the library and be able to fail.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::*;
    use crate::fails;
    use crate::input::Input;
    use crate::sets::{sibling_hash, DSA_IDS, KEM_IDS, PREHASHES};
    use rustpqc::ffi::{
        rustpqc_mlkem_encapsulate_prepared, rustpqc_self_test, Status,
        RUSTPQC_PREPARED_DECAPSULATION_KEY,
    };

    #[test]
    fn oracles_agree_with_genuine_keys_and_catch_tampering() {
        for id in KEM_IDS {
            let kem = Kem::of(id).unwrap();
            let (mut ek, mut dk) = kem_from_seed(id, &[7u8; 64]);
            check_kem_pair(kem, &ek, &dk, Some(&[7u8; 64]));
            assert_eq!(kem_check_ek(id, &ek), Status::Ok);
            // The first coefficient set to q.
            ek[0] = 0x01;
            ek[1] = (ek[1] & 0xF0) | 0x0D;
            assert!(!modulus_check(kem, &ek));
            assert_eq!(kem_check_ek(id, &ek), Status::InvalidEncapsulationKey);
            reduce_coefficients(kem, &mut ek);
            assert!(modulus_check(kem, &ek));
            // Decapsulating a tampered ciphertext gives J(z || c).
            let (ek, _) = kem_from_seed(id, &[7u8; 64]);
            let (mut ct, ss) = kem_encapsulate(id, &ek);
            assert_eq!(kem_decapsulate(id, &dk, &ct), ss);
            ct[5] ^= 0x20;
            assert_eq!(
                kem_decapsulate(id, &dk, &ct),
                implicit_rejection(kem, &dk, &ct)
            );
            dk[768 * kem.k + 40] ^= 1;
            assert!(!hash_check(kem, &dk));
            assert_eq!(kem_check_dk(id, &dk), Status::InvalidDecapsulationKey);
        }
        for id in DSA_IDS {
            let dsa = Dsa::of(id).unwrap();
            let (pk, mut sk) = dsa_from_seed(id, &[9u8; 32]);
            check_dsa_pair(dsa, &pk, &sk);
            sk[70] ^= 1;
            assert!(fails(|| check_dsa_pair(dsa, &pk, &sk)));
        }
    }

    /// `rustpqc_mlkem_encapsulate_prepared` with exact outputs; the status only.
    fn encapsulate_prepared_status(id: u32, prepared: &[u8]) -> Status {
        let kem = Kem::of(id).unwrap();
        let (mut ct, mut ss) = (vec![0u8; kem.ct], [0u8; 32]);
        // SAFETY: every pointer is valid for its length; distinct allocations.
        unsafe {
            rustpqc_mlkem_encapsulate_prepared(
                id,
                prepared.as_ptr(),
                prepared.len(),
                ct.as_mut_ptr(),
                ct.len(),
                ss.as_mut_ptr(),
                ss.len(),
            )
        }
    }

    #[test]
    fn prepared_key_oracles_agree_with_the_library_and_catch_tampering() {
        for id in KEM_IDS {
            let kem = Kem::of(id).unwrap();
            let (ek, dk) = kem_from_seed(id, &[5u8; 64]);
            for kind in [
                RUSTPQC_PREPARED_ENCAPSULATION_KEY,
                RUSTPQC_PREPARED_DECAPSULATION_KEY,
            ] {
                assert_eq!(prepared_len(id, kind), expected_prepared_len(kem, kind));
            }
            let prepared_ek = kem_prepare_ek(id, &ek);
            let prepared_dk = kem_prepare_dk(id, &dk);
            check_prepared(kem, id, 1, &prepared_ek, &ek, None);
            check_prepared(kem, id, 2, &prepared_dk, &ek, Some(kem.z(&dk)));
            // The oracle needs z in a prepared decapsulation key, and the right kind.
            assert!(fails(|| check_prepared(
                kem,
                id,
                2,
                &prepared_dk,
                &ek,
                Some(&[9u8; 32])
            )));
            assert!(fails(|| check_prepared(
                kem,
                id,
                1,
                &prepared_dk,
                &ek,
                None
            )));
            // Any changed header byte: the oracle and the library refuse the key.
            for at in 0..8 {
                let mut bad = prepared_ek.clone();
                bad[at] ^= 1;
                assert_ne!(bad[..8], prepared_header(id, 1));
                assert!(fails(|| check_prepared(kem, id, 1, &bad, &ek, None)));
                assert_eq!(
                    encapsulate_prepared_status(id, &bad),
                    Status::InvalidPreparedKey
                );
            }
            // rho or H(ek) gone from the body.
            for needle in [sha3_256(&ek).to_vec(), ek[384 * kem.k..].to_vec()] {
                let mut bad = prepared_ek.clone();
                let at = 8 + bad[8..].windows(32).position(|w| w == needle).unwrap();
                bad[at + 31] ^= 0x40;
                assert!(fails(|| check_prepared(kem, id, 1, &bad, &ek, None)));
            }
            // The prepared and packed paths agree, and the comparison can tell a difference.
            let (ct, ss) = kem_encapsulate_prepared(id, &prepared_ek);
            assert_eq!(kem_decapsulate(id, &dk, &ct), ss);
            assert_eq!(kem_decapsulate_prepared(id, &prepared_dk, &ct), ss);
            let mut tampered = ct.clone();
            tampered[0] ^= 1;
            let rejected = kem_decapsulate_prepared(id, &prepared_dk, &tampered);
            assert_eq!(rejected, implicit_rejection(kem, &dk, &tampered));
            assert_ne!(rejected, ss);
        }
    }

    #[test]
    fn x_wing_oracles_agree_with_the_library_and_catch_tampering() {
        let seed = [4u8; 32];
        let pk = xwing_from_seed(&seed);
        assert_eq!(xwing_public_key(&seed), pk);
        assert_ne!(xwing_public_key(&[5u8; 32]), pk);
        assert!(xwing_pk_valid(&pk));
        assert_eq!(xwing_check_pk(&pk), Status::Ok);
        let mut bad = pk.clone();
        bad[0] = 0x01;
        bad[1] = (bad[1] & 0xF0) | 0x0D;
        assert!(!xwing_pk_valid(&bad));
        assert_eq!(xwing_check_pk(&bad), Status::InvalidEncapsulationKey);
        let (ct, ss) = xwing_encapsulate(&pk);
        assert_eq!(xwing_secret(&seed, &ct), ss);
        let mut tampered = ct.clone();
        tampered[3] ^= 1;
        assert_eq!(
            xwing_decapsulate(&seed, &tampered),
            xwing_secret(&seed, &tampered)
        );
        assert_ne!(xwing_secret(&seed, &tampered), ss);
        // The combiner oracle gives the honest secret with the honest ss_X, and tells zero apart.
        let expanded = shake256::<96>(&[&seed]);
        let sk_x: [u8; 32] = expanded[64..].try_into().unwrap();
        let ss_x = x25519_dalek::x25519(sk_x, ct[XWing::CT_M..].try_into().unwrap());
        assert_eq!(xwing_combiner(&seed, &ct, &ss_x, &pk[XWing::PK_M..]), ss);
        assert_ne!(xwing_combiner(&seed, &ct, &[0; 32], &pk[XWing::PK_M..]), ss);
        assert!(is_low_order(&[0u8; 32]) && !is_low_order(&pk[XWing::PK_M..]));

        assert_eq!(xwing_prepared_len(), expected_xwing_prepared_len());
        let prepared = xwing_prepare(&seed);
        check_xwing_prepared(&prepared, &seed, &pk);
        assert!(fails(|| check_xwing_prepared(&prepared, &[5u8; 32], &pk)));
        let n = prepared.len();
        for at in [5, n - 40, n - 1] {
            let mut bad = prepared.clone();
            bad[at] ^= 1;
            assert!(
                fails(|| check_xwing_prepared(&bad, &seed, &pk)),
                "byte {at}"
            );
        }
    }

    #[test]
    fn the_range_oracle_agrees_with_the_library_and_catches_each_end() {
        for id in DSA_IDS {
            let dsa = Dsa::of(id).unwrap();
            let (_, sk) = dsa_from_seed(id, &[1u8; 32]);
            assert!(dsa_secrets_in_range(dsa, &sk));
            assert_eq!(dsa_check_sk(id, &sk), Status::Ok);
            let bits = if dsa.eta == 2 { 3 } else { 4 };
            let end = 128 + (dsa.k + dsa.l) * 256 * bits / 8;
            // The first coefficient of s1 and the last of s2 set to 2 eta + 1 (= eta - c for
            // c = -eta - 1), or to the largest field value.
            for (at, value) in [
                (0, 2 * dsa.eta + 1),
                ((dsa.k + dsa.l) * 256 - 1, (1 << bits) - 1),
            ] {
                let mut bad = sk.clone();
                for j in 0..bits {
                    let bit = 128 * 8 + at * bits + j;
                    bad[bit / 8] &= !(1 << (bit % 8));
                    bad[bit / 8] |= (((value >> j) & 1) as u8) << (bit % 8);
                }
                assert_eq!(dsa_secret_fields(dsa, &bad)[at], value);
                assert!(!dsa_secrets_in_range(dsa, &bad));
                assert_eq!(dsa_check_sk(id, &bad), Status::InvalidSigningKey);
            }
            // t0 is not part of the check.
            let mut t0 = sk.clone();
            t0[end] ^= 0xFF;
            assert!(dsa_secrets_in_range(dsa, &t0));
            assert_eq!(dsa_check_sk(id, &t0), Status::Ok);
            // Random bytes are almost surely out of range; brought into range they pass.
            let mut random = Input::new(&[]).blob(dsa.sk);
            assert!(!dsa_secrets_in_range(dsa, &random));
            assert_eq!(dsa_check_sk(id, &random), Status::InvalidSigningKey);
            dsa_secrets_into_range(dsa, &mut random);
            assert!(dsa_secrets_in_range(dsa, &random));
            assert_eq!(dsa_check_sk(id, &random), Status::Ok);
        }
    }

    #[test]
    fn the_pair_oracle_agrees_with_the_library_and_catches_rho_and_tr() {
        for id in DSA_IDS {
            let dsa = Dsa::of(id).unwrap();
            let (pk, sk) = dsa_from_seed(id, &[2u8; 32]);
            let (other_pk, _) = dsa_from_seed(id, &[3u8; 32]);
            assert!(dsa_pair_matches(dsa, &pk, &sk));
            assert_eq!(dsa_check_pair(id, &pk, &sk), Status::Ok);
            assert!(!dsa_pair_matches(dsa, &other_pk, &sk));
            assert_eq!(
                dsa_check_pair(id, &other_pk, &sk),
                Status::InvalidSigningKey
            );
            for at in [0, 31, 64, 127] {
                let mut bad = sk.clone();
                bad[at] ^= 0x08;
                assert!(!dsa_pair_matches(dsa, &pk, &bad));
                assert_eq!(dsa_check_pair(id, &pk, &bad), Status::InvalidSigningKey);
            }
            // K (bytes 32..64) is not part of the check.
            let mut k = sk.clone();
            k[40] ^= 1;
            assert!(dsa_pair_matches(dsa, &pk, &k));
            assert_eq!(dsa_check_pair(id, &pk, &k), Status::Ok);
        }
    }

    /// The mu oracles give the mu the library signs: pure ML-DSA's of a message and context,
    /// HashML-DSA's of a digest under each pre-hash function; and a change of context or OID
    /// shows.
    #[test]
    fn the_mu_oracles_agree_with_the_library_and_catch_a_change() {
        for (i, id) in DSA_IDS.into_iter().enumerate() {
            let (pk, sk) = dsa_from_seed(id, &[3u8; 32]);
            let (msg, ctx) = (&b"message"[..], &b"ctx"[..]);
            let sig = dsa_sign(id, &sk, msg, ctx, true);
            let mu = pure_mu(&pk, msg, ctx);
            assert_eq!(dsa_verify_mu(id, &pk, &mu, &sig), Status::Ok);
            assert_eq!(dsa_sign_mu(id, &sk, &mu, true), Ok(sig.clone()));
            let other = pure_mu(&pk, msg, b"ctX");
            assert_eq!(
                dsa_verify_mu(id, &pk, &other, &sig),
                Status::VerificationFailed
            );
            // Each pre-hash function with one of the sets.
            for (hash, len) in PREHASHES.into_iter().filter(|(h, _)| *h as usize % 3 == i) {
                let digest = vec![hash as u8; len];
                let sig = dsa_sign_prehashed(id, &sk, hash, &digest, ctx, true).unwrap();
                let mu = prehash_mu(&pk, hash, &digest, ctx);
                assert_eq!(dsa_verify_mu(id, &pk, &mu, &sig), Status::Ok);
                assert_eq!(dsa_sign_mu(id, &sk, &mu, true), Ok(sig.clone()));
                let other = prehash_mu(&pk, sibling_hash(hash), &digest, ctx);
                assert_eq!(
                    dsa_verify_mu(id, &pk, &other, &sig),
                    Status::VerificationFailed
                );
            }
        }
    }

    #[test]
    fn the_self_test_digests_are_reproduced_and_a_change_shows() {
        use rustpqc::self_test as kat;
        let recorded = [kat::ML_KEM_KEYS, kat::ML_DSA_KEYS, kat::ML_DSA_SIGNATURE];
        let digests = self_test_digests(
            &kat::ML_KEM_SEED,
            &kat::ML_DSA_SEED,
            kat::MESSAGE,
            kat::CONTEXT,
        );
        assert_eq!(digests, recorded);
        assert_eq!(rustpqc_self_test(), Status::Ok);
        let mut kem_seed = kat::ML_KEM_SEED;
        kem_seed[63] ^= 1;
        let changed = self_test_digests(&kem_seed, &kat::ML_DSA_SEED, kat::MESSAGE, b"kaT");
        assert_ne!(changed[0], recorded[0]);
        assert_eq!(changed[1], recorded[1]);
        assert_ne!(changed[2], recorded[2]);
    }

    #[test]
    fn the_slh_dsa_oracle_agrees_with_the_library_and_catches_tampering() {
        let id = 21;
        let slh = Slh::of(id).unwrap();
        let seed = [9u8; 48];
        let (pk, sk) = slh_from_seed(id, &seed);
        check_slh_pair(slh, &pk, &sk);
        let oracle = slh_oracle(id);
        assert_eq!((oracle.keygen)(&seed), (pk.clone(), sk.clone()));
        let sig = slh_sign(id, &sk, b"m", b"c", true);
        assert!((oracle.verify)(&pk, b"m", b"c", &sig));
        assert!(!(oracle.verify)(&pk, b"m", b"", &sig));
        let digest = [3u8; 64];
        let prehashed = slh_sign_prehash(id, &sk, 12, &digest, b"", false);
        assert!((oracle.verify_prehash)(
            &pk,
            &digest,
            &prehash_oid(12),
            b"",
            &prehashed
        ));
        assert!(!(oracle.verify_prehash)(
            &pk,
            &digest,
            &prehash_oid(10),
            b"",
            &prehashed
        ));
        assert!(fails(|| check_slh_pair(slh, &pk[1..], &sk)));
        assert!(fails(|| check_slh_pair(slh, &[0u8; 32], &sk)));
    }
}
