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
use sha3::{
    Digest, Sha3_256, Shake128, Shake256, TurboShake128, TurboShake128Core, TurboShake256,
    TurboShake256Core,
};

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

/// SHAKE128 (`bits` 128) or SHAKE256 (`bits` 256) of `data`, `n` bytes; with `turbo`,
/// TurboSHAKE128 or TurboSHAKE256 with the domain byte 0x1F (HPKE's).
pub fn shake(bits: u32, turbo: bool, data: &[u8], n: usize) -> Vec<u8> {
    let mut out = vec![0u8; n];
    match (bits, turbo) {
        (128, false) => Shake128::default()
            .chain(data)
            .finalize_xof()
            .read(&mut out),
        (256, false) => Shake256::default()
            .chain(data)
            .finalize_xof()
            .read(&mut out),
        (128, true) => TurboShake128::from_core(TurboShake128Core::new(0x1f))
            .chain(data)
            .finalize_xof()
            .read(&mut out),
        (256, true) => TurboShake256::from_core(TurboShake256Core::new(0x1f))
            .chain(data)
            .finalize_xof()
            .read(&mut out),
        _ => panic!("no SHAKE{bits}"),
    }
    out
}

/// The rate and position of a SHAKE state buffer the library must accept (rust/src/shake.rs):
/// 208 bytes whose header is "RPX", version 1, the rate of SHAKE128 or SHAKE256, a position in
/// the current block below the rate, 0 (SHAKE) or 12 (TurboSHAKE's rounds), and a zero byte.
/// Its lanes can be anything.
pub fn shake_state_header(state: &[u8]) -> Option<(usize, usize)> {
    if state.len() != SHAKE_STATE_LEN {
        return None;
    }
    let (rate, position) = (state[4] as usize, state[5] as usize);
    let known = [shake_rate(128), shake_rate(256)].contains(&Some(rate));
    let rounds = [0, 12].contains(&state[6]);
    (state[..4] == *b"RPX\x01" && rounds && state[7] == 0 && known && position < rate)
        .then_some((rate, position))
}

/// The state `rustpqc_shake_init` (`turbo`: `rustpqc_turboshake_init`) must leave: the header of
/// an empty sponge, 25 zero lanes.
pub fn fresh_shake_state(bits: u32, turbo: bool) -> Vec<u8> {
    let mut state = vec![0u8; SHAKE_STATE_LEN];
    state[..4].copy_from_slice(b"RPX\x01");
    state[4] = shake_rate(bits).expect("SHAKE128 or SHAKE256") as u8;
    state[6] = if turbo { 12 } else { 0 };
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

#[path = "../../tests/differential/fips205_oracle.rs"]
mod fips205_oracle;

/// fips205 for the SLH-DSA set numbered `id` at the C ABI.
pub fn slh_oracle(id: u32) -> SlhOracle {
    use fips205_oracle::{with_oracle, Fips205, WithOracle};
    struct Functions;
    impl WithOracle for Functions {
        type Output = SlhOracle;
        fn with<O: Fips205>(self) -> SlhOracle {
            SlhOracle {
                keygen: O::keygen,
                verify: O::verify,
                verify_prehash: O::verify_prehash,
            }
        }
    }
    // The numbers written out here (the last arcs of the sets' OIDs), not taken from the library.
    use rustpqc::slhdsa::SlhDsa::*;
    let set = match id {
        20 => Sha2_128s,
        21 => Sha2_128f,
        22 => Sha2_192s,
        23 => Sha2_192f,
        24 => Sha2_256s,
        25 => Sha2_256f,
        26 => Shake128s,
        27 => Shake128f,
        28 => Shake192s,
        29 => Shake192f,
        30 => Shake256s,
        31 => Shake256f,
        _ => panic!("no SLH-DSA set {id}"),
    };
    with_oracle(set, Functions)
}

#[cfg(test)]
mod tests;
