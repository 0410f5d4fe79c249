//! SLH-DSA (FIPS 205), all twelve parameter sets: key generation, pure signing with a context
//! string of at most 255 bytes (hedged with fresh OS randomness by default, or deterministic),
//! HashSLH-DSA (pre-hash) signing over a caller-supplied digest, and verification.
//!
//! The SHA-2 sets run on RustCrypto's `slh-dsa` crate, whose SHA-256 uses the CPU's SHA
//! instructions. The SHAKE sets run on this module's own core ([`hypertree`]), which hashes four
//! independent calls at a time with libcrux's multi-lane Keccak: one Keccak at a time, as the
//! crate hashes, they were slower than BouncyCastle's Java. Both compute the same bytes as each
//! other, fips205 and the ACVP vectors (the differential tests).
//!
//! Keys are the FIPS 205 encodings: private key `SK.seed || SK.prf || PK.seed || PK.root` (4n
//! bytes), public key `PK.seed || PK.root` (2n bytes). [`keypair_from_seed`] takes
//! `SK.seed || SK.prf || PK.seed` (3n bytes), the input of `slh_keygen_internal` (FIPS 205
//! Algorithm 18), which is also the first 3n bytes of the private key.
//!
//! Every signature is verified under the private key's own `PK.seed || PK.root` before it is
//! released: a key whose `PK.root` its seeds do not give, or a fault during signing (the attack
//! on SPHINCS+ that grafts a faulted subtree needs such invalid signatures), fails with
//! [`Error::InvalidSigningKey`] and writes nothing. Verification costs 1-8% of a signature.
//!
//! SLH-DSA reads the whole message twice when signing (PRF_msg, then H_msg), so a message cannot
//! be streamed through one signing call; the caller buffers it, or uses pre-hash signing.
//!
//! Timing for the boundary: one signature takes milliseconds (the `f` sets) to about a second
//! (the `s` sets), and so does key generation of an `s` set. Those calls must not hold the JVM's
//! GC off: no FFM critical call or JNI critical array access around them, copy the inputs
//! instead. Signing with the crate needs up to 240 KiB of thread stack (256f; 48 KiB for 128s),
//! verification up to 184 KiB; the SHAKE core keeps its trees on the heap.

mod address;
mod fors;
mod hasher;
mod hypertree;
mod merkle;
mod params;
mod wots;

use crate::error::expect_len;
use crate::prehash::PreHash;
use crate::{entropy, Error};
use params::Params;
use slh_dsa::{ParameterSet, Signature, SigningKey, VerifyingKey};
use zeroize::Zeroize;

/// Longest context string FIPS 205 allows.
pub const MAX_CONTEXT_LEN: usize = crate::error::MAX_CONTEXT_LEN;

/// An SLH-DSA parameter set.
///
/// The number at the C ABI ([`SlhDsa::id`]) is the last arc of the parameter set's NIST OID
/// `2.16.840.1.101.3.4.3.<id>` (`id-slh-dsa-sha2-128s` = 20 ... `id-slh-dsa-shake-256f` = 31):
/// stable, documented elsewhere, and disjoint from the ML-KEM (512/768/1024) and ML-DSA
/// (44/65/87) numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SlhDsa {
    Sha2_128s,
    Sha2_128f,
    Sha2_192s,
    Sha2_192f,
    Sha2_256s,
    Sha2_256f,
    Shake128s,
    Shake128f,
    Shake192s,
    Shake192f,
    Shake256s,
    Shake256f,
}

impl SlhDsa {
    /// All parameter sets, in OID order.
    pub const ALL: [SlhDsa; 12] = [
        SlhDsa::Sha2_128s,
        SlhDsa::Sha2_128f,
        SlhDsa::Sha2_192s,
        SlhDsa::Sha2_192f,
        SlhDsa::Sha2_256s,
        SlhDsa::Sha2_256f,
        SlhDsa::Shake128s,
        SlhDsa::Shake128f,
        SlhDsa::Shake192s,
        SlhDsa::Shake192f,
        SlhDsa::Shake256s,
        SlhDsa::Shake256f,
    ];

    /// The parameter set for its number at the C ABI (20..=31, see [`SlhDsa`]).
    pub fn from_id(id: u32) -> Result<Self, Error> {
        match id {
            20..=31 => Ok(Self::ALL[(id - 20) as usize]),
            other => Err(Error::UnknownParameterSet(other)),
        }
    }

    /// The number of this parameter set at the C ABI: the last arc of its OID.
    pub const fn id(self) -> u32 {
        match self {
            SlhDsa::Sha2_128s => 20,
            SlhDsa::Sha2_128f => 21,
            SlhDsa::Sha2_192s => 22,
            SlhDsa::Sha2_192f => 23,
            SlhDsa::Sha2_256s => 24,
            SlhDsa::Sha2_256f => 25,
            SlhDsa::Shake128s => 26,
            SlhDsa::Shake128f => 27,
            SlhDsa::Shake192s => 28,
            SlhDsa::Shake192f => 29,
            SlhDsa::Shake256s => 30,
            SlhDsa::Shake256f => 31,
        }
    }

    /// The FIPS 205 name, e.g. `SLH-DSA-SHA2-128s` (also the JCA parameter-set name).
    pub const fn name(self) -> &'static str {
        match self {
            SlhDsa::Sha2_128s => "SLH-DSA-SHA2-128s",
            SlhDsa::Sha2_128f => "SLH-DSA-SHA2-128f",
            SlhDsa::Sha2_192s => "SLH-DSA-SHA2-192s",
            SlhDsa::Sha2_192f => "SLH-DSA-SHA2-192f",
            SlhDsa::Sha2_256s => "SLH-DSA-SHA2-256s",
            SlhDsa::Sha2_256f => "SLH-DSA-SHA2-256f",
            SlhDsa::Shake128s => "SLH-DSA-SHAKE-128s",
            SlhDsa::Shake128f => "SLH-DSA-SHAKE-128f",
            SlhDsa::Shake192s => "SLH-DSA-SHAKE-192s",
            SlhDsa::Shake192f => "SLH-DSA-SHAKE-192f",
            SlhDsa::Shake256s => "SLH-DSA-SHAKE-256s",
            SlhDsa::Shake256f => "SLH-DSA-SHAKE-256f",
        }
    }

    /// The parameter set of a FIPS 205 name (as ACVP files spell them).
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|set| set.name() == name)
    }

    /// n, the security parameter in bytes: 16, 24 or 32.
    pub const fn n(self) -> usize {
        match self {
            SlhDsa::Sha2_128s | SlhDsa::Sha2_128f | SlhDsa::Shake128s | SlhDsa::Shake128f => 16,
            SlhDsa::Sha2_192s | SlhDsa::Sha2_192f | SlhDsa::Shake192s | SlhDsa::Shake192f => 24,
            SlhDsa::Sha2_256s | SlhDsa::Sha2_256f | SlhDsa::Shake256s | SlhDsa::Shake256f => 32,
        }
    }

    /// Key-generation seed length: `SK.seed || SK.prf || PK.seed`, 3n bytes.
    pub const fn seed_len(self) -> usize {
        3 * self.n()
    }

    /// Public key length: `PK.seed || PK.root`, 2n bytes.
    pub const fn public_key_len(self) -> usize {
        2 * self.n()
    }

    /// Private key length: `SK.seed || SK.prf || PK.seed || PK.root`, 4n bytes.
    pub const fn private_key_len(self) -> usize {
        4 * self.n()
    }

    /// Length of `opt_rand`, the per-signature randomness: n bytes.
    pub const fn signing_randomness_len(self) -> usize {
        self.n()
    }

    /// Signature length (FIPS 205 Table 2).
    pub const fn signature_len(self) -> usize {
        self.params().signature_len()
    }

    /// The set's numbers (FIPS 205 Table 2).
    pub(crate) const fn params(self) -> Params {
        let (h, d, a, k) = match self {
            SlhDsa::Sha2_128s | SlhDsa::Shake128s => (63, 7, 12, 14),
            SlhDsa::Sha2_128f | SlhDsa::Shake128f => (66, 22, 6, 33),
            SlhDsa::Sha2_192s | SlhDsa::Shake192s => (63, 7, 14, 17),
            SlhDsa::Sha2_192f | SlhDsa::Shake192f => (66, 22, 8, 33),
            SlhDsa::Sha2_256s | SlhDsa::Shake256s => (64, 8, 14, 22),
            SlhDsa::Sha2_256f | SlhDsa::Shake256f => (68, 17, 9, 35),
        };
        Params {
            n: self.n(),
            h,
            d,
            a,
            k,
        }
    }

    /// Whether the set hashes with SHAKE256 (else with SHA-2).
    const fn is_shake(self) -> bool {
        matches!(
            self,
            SlhDsa::Shake128s
                | SlhDsa::Shake128f
                | SlhDsa::Shake192s
                | SlhDsa::Shake192f
                | SlhDsa::Shake256s
                | SlhDsa::Shake256f
        )
    }
}

/// Runs `$body` with `$p` bound to the `slh-dsa` type of the parameter set, for the sets
/// listed. Every generic entry point is instantiated once per listed set, so keep their number
/// small.
macro_rules! dispatch_crate {
    ($set:expr, $p:ident => $body:expr; $($variant:ident)|+) => {
        match $set {
            $(
                SlhDsa::$variant => {
                    type $p = slh_dsa::$variant;
                    $body
                }
            )+
            #[allow(unreachable_patterns)]
            other => unreachable!("{other:?} does not run on the slh-dsa crate"),
        }
    };
}

/// [`dispatch_crate`] over the SHA-2 sets, the ones that run on RustCrypto's `slh-dsa` crate (the
/// SHAKE sets run on [`hypertree`]).
macro_rules! dispatch_sha2 {
    ($set:expr, $p:ident => $body:expr) => {
        dispatch_crate!($set, $p => $body; Sha2_128s | Sha2_128f | Sha2_192s | Sha2_192f | Sha2_256s | Sha2_256f)
    };
}

/// Overwrites `chunks` x 16 KiB of stack below the caller's frame, where the code it just called
/// ran. `slh-dsa` zeroizes `SK.seed` and `SK.prf` when a `SigningKey` drops, but not the secret
/// intermediate values (PRF outputs, WOTS+ and FORS secret chain values, hash states) it leaves
/// on the stack, nor the copies that moves leave behind. Each frame keeps its chunk live across
/// the recursive call, so the frames stack up instead of reusing one.
#[inline(never)]
fn wipe_stack(chunks: usize) {
    let mut area = [0u8; 16 * 1024];
    area.zeroize();
    if chunks > 1 {
        wipe_stack(chunks - 1);
    }
    std::hint::black_box(&area);
}

/// Chunks to wipe after signing: 4 x the signature length. Signing with `slh-dsa` itself uses
/// more stack than that (measured, release build: 48 KiB for 128s ... 240 KiB for 256f, about
/// 5-6 x the signature length), so the wipe never needs stack the signing did not.
const fn signing_wipe_chunks(set: SlhDsa) -> usize {
    (4 * set.signature_len()).div_ceil(16 * 1024)
}

// ---------------------------------------------------------------------------------------------
// Key generation

/// Generates a key pair from fresh OS randomness: the public key into `pk_out`, the private key
/// (whose first 3n bytes are the seeds `SK.seed || SK.prf || PK.seed`) into `sk_out`.
pub fn generate(set: SlhDsa, pk_out: &mut [u8], sk_out: &mut [u8]) -> Result<(), Error> {
    check_output_lens(set, pk_out, sk_out)?;
    let mut seed = [0u8; 96];
    let seed = &mut seed[..set.seed_len()];
    let result = entropy::fill(seed).map(|()| expand_seed(set, seed, pk_out, sk_out));
    seed.zeroize();
    result
}

/// Derives the key pair of a 3n-byte seed `SK.seed || SK.prf || PK.seed` (FIPS 205
/// `slh_keygen_internal`). Deterministic: used to import a key given as its seeds and by
/// known-answer tests.
pub fn keypair_from_seed(
    set: SlhDsa,
    seed: &[u8],
    pk_out: &mut [u8],
    sk_out: &mut [u8],
) -> Result<(), Error> {
    expect_len("seed", seed, set.seed_len())?;
    check_output_lens(set, pk_out, sk_out)?;
    expand_seed(set, seed, pk_out, sk_out);
    Ok(())
}

fn check_output_lens(set: SlhDsa, pk_out: &[u8], sk_out: &[u8]) -> Result<(), Error> {
    expect_len("public key", pk_out, set.public_key_len())?;
    expect_len("private key", sk_out, set.private_key_len())
}

fn expand_seed(set: SlhDsa, seed: &[u8], pk_out: &mut [u8], sk_out: &mut [u8]) {
    if set.is_shake() {
        let n = set.n();
        let (seeds, root) = sk_out.split_at_mut(3 * n);
        seeds.copy_from_slice(seed);
        hypertree::public_root(set.params(), &seed[..n], &seed[2 * n..], root);
    } else {
        dispatch_sha2!(set, P => keygen_generic::<P>(seed, sk_out));
    }
    wipe_stack(1);
    // The private key ends with the public key.
    pk_out.copy_from_slice(&sk_out[2 * set.n()..]);
}

/// `slh_keygen_internal` on `SK.seed || SK.prf || PK.seed`; writes the 4n-byte private key.
/// Not inlined: the twelve instantiations must not share one stack frame.
#[inline(never)]
fn keygen_generic<P: ParameterSet>(seed: &[u8], sk_out: &mut [u8]) {
    let n = seed.len() / 3;
    // The SigningKey zeroizes its seeds when it drops ("zeroize" feature).
    let key = SigningKey::<P>::slh_keygen_internal(&seed[..n], &seed[n..2 * n], &seed[2 * n..]);
    let mut bytes = key.to_bytes();
    sk_out.copy_from_slice(&bytes);
    bytes.zeroize();
}

// ---------------------------------------------------------------------------------------------
// Pure SLH-DSA (FIPS 205 Algorithms 22 and 24)

/// Signs `message` with context `context` (FIPS 205 `slh_sign`). Hedged by default: `opt_rand`
/// is n fresh bytes of OS randomness; with `deterministic`, `opt_rand` is `PK.seed` as FIPS 205
/// defines the deterministic variant.
pub fn sign(
    set: SlhDsa,
    sk: &[u8],
    message: &[u8],
    context: &[u8],
    deterministic: bool,
    signature_out: &mut [u8],
) -> Result<(), Error> {
    check_signing_inputs(set, sk, context, signature_out)?;
    with_opt_rand(set, deterministic, |opt_rand| {
        sign_parts(
            set,
            sk,
            &[&[0, context.len() as u8], context, message],
            opt_rand,
            signature_out,
        )
    })
}

/// Signs with caller-chosen `opt_rand` (n bytes). Only for known-answer tests; never exported at
/// the C ABI.
pub fn sign_with_randomness(
    set: SlhDsa,
    sk: &[u8],
    message: &[u8],
    context: &[u8],
    opt_rand: &[u8],
    signature_out: &mut [u8],
) -> Result<(), Error> {
    check_signing_inputs(set, sk, context, signature_out)?;
    expect_len("signing randomness", opt_rand, set.signing_randomness_len())?;
    sign_parts(
        set,
        sk,
        &[&[0, context.len() as u8], context, message],
        Some(opt_rand),
        signature_out,
    )
}

/// Verifies `signature` on `message` under `context` (FIPS 205 `slh_verify`). Returns
/// [`Error::VerificationFailed`] for a signature that does not verify, including one of the
/// wrong length.
pub fn verify(
    set: SlhDsa,
    pk: &[u8],
    message: &[u8],
    context: &[u8],
    signature: &[u8],
) -> Result<(), Error> {
    expect_len("public key", pk, set.public_key_len())?;
    if context.len() > MAX_CONTEXT_LEN {
        return Err(Error::ContextTooLong);
    }
    verify_parts(
        set,
        pk,
        &[&[0, context.len() as u8], context, message],
        signature,
    )
}

// ---------------------------------------------------------------------------------------------
// HashSLH-DSA (FIPS 205 Algorithms 23 and 25), over the pre-hash functions of [`PreHash`]

/// Signs a pre-hashed message (FIPS 205 `hash_slh_sign`): `digest` is PH(M), computed with
/// `hash` by the caller (who can stream a large message through it). Hedged or deterministic
/// as [`sign`].
pub fn sign_prehash(
    set: SlhDsa,
    sk: &[u8],
    hash: PreHash,
    digest: &[u8],
    context: &[u8],
    deterministic: bool,
    signature_out: &mut [u8],
) -> Result<(), Error> {
    check_signing_inputs(set, sk, context, signature_out)?;
    hash.check_digest(digest)?;
    let oid = hash.oid_der();
    with_opt_rand(set, deterministic, |opt_rand| {
        sign_parts(
            set,
            sk,
            &[&[1, context.len() as u8], context, &oid, digest],
            opt_rand,
            signature_out,
        )
    })
}

/// Verifies a HashSLH-DSA signature (FIPS 205 `hash_slh_verify`) on the digest PH(M).
pub fn verify_prehash(
    set: SlhDsa,
    pk: &[u8],
    hash: PreHash,
    digest: &[u8],
    context: &[u8],
    signature: &[u8],
) -> Result<(), Error> {
    expect_len("public key", pk, set.public_key_len())?;
    hash.check_digest(digest)?;
    if context.len() > MAX_CONTEXT_LEN {
        return Err(Error::ContextTooLong);
    }
    let oid = hash.oid_der();
    verify_parts(
        set,
        pk,
        &[&[1, context.len() as u8], context, &oid, digest],
        signature,
    )
}

// ---------------------------------------------------------------------------------------------
// The internal interface (FIPS 205 Algorithms 19 and 20), for ACVP tests only

/// `slh_sign_internal` on a raw M' (no domain separator, no context). Known-answer tests only;
/// never exported at the C ABI. `opt_rand` None means PK.seed (deterministic).
pub fn sign_internal(
    set: SlhDsa,
    sk: &[u8],
    m_prime: &[u8],
    opt_rand: Option<&[u8]>,
    signature_out: &mut [u8],
) -> Result<(), Error> {
    check_signing_inputs(set, sk, &[], signature_out)?;
    if let Some(r) = opt_rand {
        expect_len("signing randomness", r, set.signing_randomness_len())?;
    }
    sign_parts(set, sk, &[m_prime], opt_rand, signature_out)
}

/// `slh_verify_internal` on a raw M'. Known-answer tests only; never exported at the C ABI.
pub fn verify_internal(
    set: SlhDsa,
    pk: &[u8],
    m_prime: &[u8],
    signature: &[u8],
) -> Result<(), Error> {
    expect_len("public key", pk, set.public_key_len())?;
    verify_parts(set, pk, &[m_prime], signature)
}

// ---------------------------------------------------------------------------------------------
// Shared core

fn check_signing_inputs(
    set: SlhDsa,
    sk: &[u8],
    context: &[u8],
    signature_out: &[u8],
) -> Result<(), Error> {
    crate::error::check_signing_inputs(
        sk,
        set.private_key_len(),
        context,
        signature_out,
        set.signature_len(),
    )
}

/// Runs `f` with `opt_rand`: None (deterministic: the crate uses PK.seed) or n fresh bytes of OS
/// randomness, wiped afterwards.
fn with_opt_rand(
    set: SlhDsa,
    deterministic: bool,
    f: impl FnOnce(Option<&[u8]>) -> Result<(), Error>,
) -> Result<(), Error> {
    if deterministic {
        return f(None);
    }
    entropy::with_fresh(set.signing_randomness_len(), |opt_rand| f(Some(opt_rand)))
}

/// `slh_sign_internal` on M' given in pieces (lengths already checked), then the signature
/// verified under the key's own `PK.seed || PK.root` (see the module documentation). The one
/// signing instantiation per parameter set.
fn sign_parts(
    set: SlhDsa,
    sk: &[u8],
    m_prime: &[&[u8]],
    opt_rand: Option<&[u8]>,
    signature_out: &mut [u8],
) -> Result<(), Error> {
    if set.is_shake() {
        let opt_rand = opt_rand.unwrap_or(&sk[2 * set.n()..3 * set.n()]);
        hypertree::sign(set.params(), sk, m_prime, opt_rand, signature_out);
    } else {
        dispatch_sha2!(set, P => sign_generic::<P>(sk, m_prime, opt_rand, signature_out));
    }
    wipe_stack(signing_wipe_chunks(set));
    crate::secret_marks::declassify(&*signature_out);
    let own_public_key = &sk[2 * set.n()..];
    if verify_parts(set, own_public_key, m_prime, signature_out).is_err() {
        signature_out.zeroize();
        return Err(Error::InvalidSigningKey);
    }
    Ok(())
}

/// Not inlined: the twelve instantiations must not share one stack frame (measured: inlined
/// into the dispatch, one call took 370 KiB of stack whatever the set).
#[inline(never)]
fn sign_generic<P: ParameterSet>(
    sk: &[u8],
    m_prime: &[&[u8]],
    opt_rand: Option<&[u8]>,
    signature_out: &mut [u8],
) {
    // Parsing copies the seeds into the key, which wipes them when it drops. PK.root is not
    // checked here (that costs a key generation): the signature is verified afterwards.
    let key = SigningKey::<P>::try_from(sk).expect("length checked");
    let signature = key.slh_sign_internal(m_prime, opt_rand);
    drop(key);
    signature_out.copy_from_slice(&signature.to_bytes());
}

/// `slh_verify_internal` on M' given in pieces.
fn verify_parts(set: SlhDsa, pk: &[u8], m_prime: &[&[u8]], signature: &[u8]) -> Result<(), Error> {
    if signature.len() != set.signature_len() {
        return Err(Error::VerificationFailed);
    }
    let ok = if set.is_shake() {
        hypertree::verify(set.params(), pk, m_prime, signature)
    } else {
        dispatch_sha2!(set, P => verify_generic::<P>(pk, m_prime, signature))
    };
    if ok {
        Ok(())
    } else {
        Err(Error::VerificationFailed)
    }
}

#[inline(never)]
fn verify_generic<P: ParameterSet>(pk: &[u8], m_prime: &[&[u8]], signature: &[u8]) -> bool {
    let key = VerifyingKey::<P>::try_from(pk).expect("length checked");
    let signature = Signature::<P>::try_from(signature).expect("length checked");
    key.slh_verify_internal(m_prime, &signature).is_ok()
}

#[cfg(test)]
mod tests;
