//! The FIPS flavour's engine (feature `fips`): ML-KEM-512/768/1024 and ML-DSA-44/65/87 computed by
//! the AWS-LC FIPS module, built unmodified by `aws-lc-fips-sys` and linked statically into this
//! library, through its public EVP functions. [`mlkem`] and [`mldsa`] offer the functions of the
//! core modules of the same names, so that the boundary (`crate::ffi`) switches engine by one
//! `use`; nothing of ours computes these algorithms in this flavour. What the module does not
//! offer as an approved service (contexts and deterministic signing through its pure ML-DSA,
//! external mu, HashML-DSA, SLH-DSA, X-Wing) is refused with [`Error::OutsideFipsBoundary`].
//!
//! The module runs its power-on self-tests and its integrity check when the library is loaded
//! (a constructor of the module); a failure there, or in a self-test the module runs before a
//! first use, aborts the process, as the module is built to do. Every service call reads the
//! module's approved-service indicator and counts the answer ([`indicator`]).
//!
//! This module is the FIPS flavour's one outbound C boundary: it checks every length before the
//! module sees a pointer, and owns each object the module allocates until it frees it.

use crate::Error;
use aws_lc_fips_sys as module;
use std::cell::Cell;
use std::ffi::{c_int, CStr, CString};
use std::ptr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// Operations the module indicated approved, and those it did not, since the library loaded.
static APPROVED: AtomicU64 = AtomicU64::new(0);
static NOT_APPROVED: AtomicU64 = AtomicU64::new(0);

thread_local! {
    /// The indicator of the calling thread's last operation: 0 none yet, 1 approved, 2 not.
    static LAST: Cell<u64> = const { Cell::new(0) };
}

/// `[approved, not approved, the calling thread's last operation (0 none, 1 approved, 2 not)]`:
/// not approved are the operations the module performed without indicating them approved, and
/// those refused as outside its boundary.
pub fn indicator() -> [u64; 3] {
    [
        APPROVED.load(Ordering::Relaxed),
        NOT_APPROVED.load(Ordering::Relaxed),
        LAST.with(Cell::get),
    ]
}

/// Records one operation's indicator: approved or not.
fn record(approved: bool) {
    if approved { &APPROVED } else { &NOT_APPROVED }.fetch_add(1, Ordering::Relaxed);
    LAST.with(|last| last.set(if approved { 1 } else { 2 }));
}

/// An operation outside the module's approved services, refused before the module is asked:
/// the indicator records it as not approved.
pub fn refused() -> Error {
    record(false);
    Error::OutsideFipsBoundary
}

/// Runs one module service and records what the module's indicator says of it: approved when
/// the module's per-thread counter moved across the call (its documented protocol). A call that
/// failed records nothing.
fn indicated<T>(service: impl FnOnce() -> Result<T, Error>) -> Result<T, Error> {
    // SAFETY: the indicator functions take no arguments and read a thread-local counter.
    let before = unsafe { module::FIPS_service_indicator_before_call() };
    let result = service();
    // SAFETY: as above.
    let after = unsafe { module::FIPS_service_indicator_after_call() };
    if result.is_ok() {
        record(before != after);
    }
    // The module's error queue is per thread and would only grow: the status says what failed.
    // SAFETY: no arguments.
    unsafe { module::ERR_clear_error() };
    result
}

/// What the module says of itself, for the diagnosis: `version=...;fips_mode=...;self_test=...`.
/// The module's self-tests (all of them, also those it otherwise runs before a first use) run on
/// the first call; a failure aborts the process before this returns.
pub fn describe() -> &'static CStr {
    static DESCRIPTION: OnceLock<CString> = OnceLock::new();
    DESCRIPTION.get_or_init(|| {
        // SAFETY: a static NUL-terminated string of the module.
        let version = unsafe { CStr::from_ptr(module::awslc_version_string()) };
        // SAFETY: no arguments.
        let fips_mode = unsafe { module::FIPS_mode() };
        let self_test = if self_test() { "passed" } else { "failed" };
        CString::new(format!(
            "module=AWS-LC Cryptographic Module;version={};fips_mode={fips_mode};self_test={self_test};approved=ML-KEM-512,ML-KEM-768,ML-KEM-1024,ML-DSA-44,ML-DSA-65,ML-DSA-87",
            version.to_string_lossy()
        ))
        .expect("no NUL in the description")
    })
}

/// The module's complete self-tests (`BORINGSSL_self_test`), once; true when they passed.
pub fn self_test() -> bool {
    static PASSED: OnceLock<bool> = OnceLock::new();
    // SAFETY: no arguments; the module serialises its own tests.
    *PASSED.get_or_init(|| unsafe { module::BORINGSSL_self_test() } == 1)
}

/// Owns an `EVP_PKEY` of the module.
struct Key(*mut module::EVP_PKEY);

impl Drop for Key {
    fn drop(&mut self) {
        // SAFETY: the pointer came from the module and is freed once; the module wipes secrets.
        unsafe { module::EVP_PKEY_free(self.0) }
    }
}

/// Owns an `EVP_PKEY_CTX` of the module.
struct Context(*mut module::EVP_PKEY_CTX);

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: the pointer came from the module and is freed once.
        unsafe { module::EVP_PKEY_CTX_free(self.0) }
    }
}

/// Owns an `EVP_MD_CTX` of the module.
struct DigestContext(*mut module::EVP_MD_CTX);

impl Drop for DigestContext {
    fn drop(&mut self) {
        // SAFETY: the pointer came from the module and is freed once (with its EVP_PKEY_CTX).
        unsafe { module::EVP_MD_CTX_free(self.0) }
    }
}

/// A key the module made from raw bytes, or `error` when it refused them.
fn key(made: *mut module::EVP_PKEY, error: Error) -> Result<Key, Error> {
    if made.is_null() {
        Err(error)
    } else {
        Ok(Key(made))
    }
}

/// A context for an operation with `key`.
fn context_for(key: &Key) -> Result<Context, Error> {
    // SAFETY: key.0 is a live EVP_PKEY; the context takes its own reference.
    let made = unsafe { module::EVP_PKEY_CTX_new(key.0, ptr::null_mut()) };
    if made.is_null() {
        Err(Error::OutOfMemory)
    } else {
        Ok(Context(made))
    }
}

/// A key-generation context of type `kind` (`EVP_PKEY_KEM` or `EVP_PKEY_PQDSA`) for the set `nid`.
fn generation_context(kind: c_int, nid: c_int) -> Result<Context, Error> {
    // SAFETY: creates a context of a built-in type; null on failure.
    let made = unsafe { module::EVP_PKEY_CTX_new_id(kind, ptr::null_mut()) };
    if made.is_null() {
        return Err(Error::OutOfMemory);
    }
    let context = Context(made);
    // SAFETY: context.0 is live; the set functions take a NID of the module's tables.
    let set = unsafe {
        if kind == module::NID_kem {
            module::EVP_PKEY_CTX_kem_set_params(context.0, nid)
        } else {
            module::EVP_PKEY_CTX_pqdsa_set_params(context.0, nid)
        }
    };
    // SAFETY: context.0 is live.
    if set != 1 || unsafe { module::EVP_PKEY_keygen_init(context.0) } != 1 {
        return Err(Error::UnknownParameterSet(nid as u32));
    }
    Ok(context)
}

/// Copies a key's raw public and private parts into the caller's buffers, each of its exact length.
fn raw_parts(key: &Key, public_out: &mut [u8], private_out: &mut [u8]) -> Result<(), Error> {
    let mut public_len = public_out.len();
    let mut private_len = private_out.len();
    // SAFETY: each buffer is writable for the length passed with it; the module writes at most
    // that and reports what it wrote.
    let copied = unsafe {
        module::EVP_PKEY_get_raw_public_key(key.0, public_out.as_mut_ptr(), &mut public_len) == 1
            && module::EVP_PKEY_get_raw_private_key(
                key.0,
                private_out.as_mut_ptr(),
                &mut private_len,
            ) == 1
    };
    if copied && public_len == public_out.len() && private_len == private_out.len() {
        Ok(())
    } else {
        Err(Error::OutOfMemory)
    }
}

/// ML-KEM through the module's EVP KEM functions.
pub mod mlkem {
    use super::{context_for, generation_context, indicated, key, module, raw_parts, Key};
    use crate::error::expect_len;
    use crate::mlkem::{MlKem, PreparedKey, SHARED_SECRET_LEN};
    use crate::Error;
    use std::ffi::c_int;
    use std::ptr;
    use zeroize::Zeroize;

    fn nid(set: MlKem) -> c_int {
        match set {
            MlKem::MlKem512 => module::NID_MLKEM512,
            MlKem::MlKem768 => module::NID_MLKEM768,
            MlKem::MlKem1024 => module::NID_MLKEM1024,
        }
    }

    fn check_output_lens(set: MlKem, ek_out: &[u8], dk_out: &[u8]) -> Result<(), Error> {
        expect_len("encapsulation key", ek_out, set.encapsulation_key_len())?;
        expect_len("decapsulation key", dk_out, set.decapsulation_key_len())
    }

    /// ML-KEM.KeyGen in the module, with the module's DRBG. The module keeps no seed of the keys
    /// it generates, so `seed_out` must be empty: these keys have no PKCS#8 `seed` form.
    pub fn generate(
        set: MlKem,
        seed_out: &mut [u8],
        ek_out: &mut [u8],
        dk_out: &mut [u8],
    ) -> Result<(), Error> {
        expect_len("seed (the FIPS module keeps none)", seed_out, 0)?;
        check_output_lens(set, ek_out, dk_out)?;
        let context = generation_context(module::NID_kem, nid(set))?;
        let mut made = ptr::null_mut();
        // SAFETY: context.0 is a live key-generation context; the module allocates the key.
        indicated(
            || match unsafe { module::EVP_PKEY_keygen(context.0, &mut made) } {
                1 => Ok(()),
                _ => Err(Error::RandomnessUnavailable),
            },
        )?;
        raw_parts(&key(made, Error::OutOfMemory)?, ek_out, dk_out)
    }

    /// ML-KEM.KeyGen_internal of a stored 64-byte seed `d || z`, in the module (FIPS 203 section
    /// 3.3 lets a seed be kept and expanded again); the module's indicator calls this not
    /// approved.
    pub fn keypair_from_seed(
        set: MlKem,
        seed: &[u8],
        ek_out: &mut [u8],
        dk_out: &mut [u8],
    ) -> Result<(), Error> {
        expect_len("seed", seed, crate::mlkem::SEED_LEN)?;
        check_output_lens(set, ek_out, dk_out)?;
        let context = generation_context(module::NID_kem, nid(set))?;
        let mut made = ptr::null_mut();
        let mut seed_len = seed.len();
        // SAFETY: the seed is readable for seed_len bytes, which the module checks against the set.
        indicated(|| {
            match unsafe {
                module::EVP_PKEY_keygen_deterministic(
                    context.0,
                    &mut made,
                    seed.as_ptr(),
                    &mut seed_len,
                )
            } {
                1 => Ok(()),
                _ => Err(Error::BadLength {
                    what: "seed",
                    expected: crate::mlkem::SEED_LEN,
                    actual: seed.len(),
                }),
            }
        })?;
        raw_parts(&key(made, Error::OutOfMemory)?, ek_out, dk_out)
    }

    fn public_key(set: MlKem, ek: &[u8]) -> Result<Key, Error> {
        expect_len("encapsulation key", ek, set.encapsulation_key_len())?;
        // SAFETY: ek is readable for its length, which the module checks against the set.
        key(
            unsafe { module::EVP_PKEY_kem_new_raw_public_key(nid(set), ek.as_ptr(), ek.len()) },
            Error::InvalidEncapsulationKey,
        )
    }

    fn private_key(set: MlKem, dk: &[u8]) -> Result<Key, Error> {
        expect_len("decapsulation key", dk, set.decapsulation_key_len())?;
        // SAFETY: dk is readable for its length, which the module checks against the set.
        key(
            unsafe { module::EVP_PKEY_kem_new_raw_secret_key(nid(set), dk.as_ptr(), dk.len()) },
            Error::InvalidDecapsulationKey,
        )
    }

    fn encapsulate_to(key: &Key, ct_out: &mut [u8], ss_out: &mut [u8]) -> Result<(), Error> {
        let context = context_for(key)?;
        let mut ct_len = ct_out.len();
        let mut ss_len = ss_out.len();
        // SAFETY: context.0 is live; the outputs are writable for the lengths passed with them,
        // which the module checks against the set.
        let done = unsafe {
            module::EVP_PKEY_encapsulate(
                context.0,
                ct_out.as_mut_ptr(),
                &mut ct_len,
                ss_out.as_mut_ptr(),
                &mut ss_len,
            )
        };
        // The module refuses an encapsulation key that fails the FIPS 203 modulus check.
        if done == 1 && ct_len == ct_out.len() && ss_len == ss_out.len() {
            Ok(())
        } else {
            Err(Error::InvalidEncapsulationKey)
        }
    }

    fn decapsulate_with(key: &Key, ct: &[u8], ss_out: &mut [u8]) -> Result<(), Error> {
        let context = context_for(key)?;
        let mut ss_len = ss_out.len();
        // SAFETY: context.0 is live; ct is readable and ss_out writable for their lengths.
        let done = unsafe {
            module::EVP_PKEY_decapsulate(
                context.0,
                ss_out.as_mut_ptr(),
                &mut ss_len,
                ct.as_ptr(),
                ct.len(),
            )
        };
        // The module refuses a decapsulation key that fails the FIPS 203 hash check.
        if done == 1 && ss_len == ss_out.len() {
            Ok(())
        } else {
            Err(Error::InvalidDecapsulationKey)
        }
    }

    /// The module's FIPS 203 modulus check, which it makes in every encapsulation: one
    /// encapsulation to `ek`, its results wiped.
    pub fn check_encapsulation_key(set: MlKem, ek: &[u8]) -> Result<(), Error> {
        let key = public_key(set, ek)?;
        let mut ct = vec![0u8; set.ciphertext_len()];
        let mut ss = [0u8; SHARED_SECRET_LEN];
        let checked = encapsulate_to(&key, &mut ct, &mut ss);
        ss.zeroize();
        checked
    }

    /// The module's FIPS 203 hash check, which it makes in every decapsulation: one
    /// decapsulation of an all-zero ciphertext with `dk`, its secret wiped.
    pub fn check_decapsulation_key(set: MlKem, dk: &[u8]) -> Result<(), Error> {
        let key = private_key(set, dk)?;
        let ct = vec![0u8; set.ciphertext_len()];
        let mut ss = [0u8; SHARED_SECRET_LEN];
        let checked = decapsulate_with(&key, &ct, &mut ss);
        ss.zeroize();
        checked
    }

    fn check_encapsulation_outputs(set: MlKem, ct: &[u8], ss: &[u8]) -> Result<(), Error> {
        expect_len("ciphertext", ct, set.ciphertext_len())?;
        expect_len("shared secret", ss, SHARED_SECRET_LEN)
    }

    /// ML-KEM.Encaps in the module, with the module's DRBG.
    pub fn encapsulate(
        set: MlKem,
        ek: &[u8],
        ct_out: &mut [u8],
        ss_out: &mut [u8],
    ) -> Result<(), Error> {
        check_encapsulation_outputs(set, ct_out, ss_out)?;
        let key = public_key(set, ek)?;
        indicated(|| encapsulate_to(&key, ct_out, ss_out))
    }

    /// ML-KEM.Decaps in the module.
    pub fn decapsulate(set: MlKem, dk: &[u8], ct: &[u8], ss_out: &mut [u8]) -> Result<(), Error> {
        check_encapsulation_outputs(set, ct, ss_out)?;
        let key = private_key(set, dk)?;
        indicated(|| decapsulate_with(&key, ct, ss_out))
    }

    /// A prepared key of this flavour is the checked raw key: the module parses a key for each
    /// operation.
    pub fn prepared_len(set: MlKem, kind: PreparedKey) -> usize {
        match kind {
            PreparedKey::Encapsulation => set.encapsulation_key_len(),
            PreparedKey::Decapsulation => set.decapsulation_key_len(),
        }
    }

    fn prepared(set: MlKem, kind: PreparedKey, prepared: &[u8]) -> Result<(), Error> {
        if prepared.len() == prepared_len(set, kind) {
            Ok(())
        } else {
            Err(Error::InvalidPreparedKey)
        }
    }

    pub fn prepare_encapsulation_key(set: MlKem, ek: &[u8], out: &mut [u8]) -> Result<(), Error> {
        prepared(set, PreparedKey::Encapsulation, out)?;
        check_encapsulation_key(set, ek)?;
        out.copy_from_slice(ek);
        Ok(())
    }

    pub fn prepare_decapsulation_key(set: MlKem, dk: &[u8], out: &mut [u8]) -> Result<(), Error> {
        prepared(set, PreparedKey::Decapsulation, out)?;
        check_decapsulation_key(set, dk)?;
        out.copy_from_slice(dk);
        Ok(())
    }

    pub fn encapsulate_prepared(
        set: MlKem,
        prepared_key: &[u8],
        ct_out: &mut [u8],
        ss_out: &mut [u8],
    ) -> Result<(), Error> {
        prepared(set, PreparedKey::Encapsulation, prepared_key)?;
        encapsulate(set, prepared_key, ct_out, ss_out)
    }

    pub fn decapsulate_prepared(
        set: MlKem,
        prepared_key: &[u8],
        ct: &[u8],
        ss_out: &mut [u8],
    ) -> Result<(), Error> {
        prepared(set, PreparedKey::Decapsulation, prepared_key)?;
        decapsulate(set, prepared_key, ct, ss_out)
    }
}

/// ML-DSA through the module's EVP signature functions: pure ML-DSA with the empty context,
/// hedged with the module's DRBG, which is what the module offers as an approved service.
pub mod mldsa {
    use super::{generation_context, indicated, key, module, raw_parts, DigestContext, Key};
    use crate::error::{expect_len, MAX_CONTEXT_LEN};
    use crate::mldsa::{MlDsa, SEED_LEN};
    use crate::prehash::PreHash;
    use crate::Error;
    use std::ffi::c_int;
    use std::ptr;

    fn nid(set: MlDsa) -> c_int {
        match set {
            MlDsa::MlDsa44 => module::NID_MLDSA44,
            MlDsa::MlDsa65 => module::NID_MLDSA65,
            MlDsa::MlDsa87 => module::NID_MLDSA87,
        }
    }

    fn check_output_lens(set: MlDsa, pk_out: &[u8], sk_out: &[u8]) -> Result<(), Error> {
        expect_len("public key", pk_out, set.public_key_len())?;
        expect_len("private key", sk_out, set.private_key_len())
    }

    /// ML-DSA.KeyGen in the module, with the module's DRBG; the module keeps the 32-byte seed and
    /// writes it in its PKCS#8 encoding, from which it is copied into `seed_out`.
    pub fn generate(
        set: MlDsa,
        seed_out: &mut [u8],
        pk_out: &mut [u8],
        sk_out: &mut [u8],
    ) -> Result<(), Error> {
        expect_len("seed", seed_out, SEED_LEN)?;
        check_output_lens(set, pk_out, sk_out)?;
        let context = generation_context(module::NID_PQDSA, nid(set))?;
        let mut made = ptr::null_mut();
        // SAFETY: context.0 is a live key-generation context; the module allocates the key.
        indicated(
            || match unsafe { module::EVP_PKEY_keygen(context.0, &mut made) } {
                1 => Ok(()),
                _ => Err(Error::RandomnessUnavailable),
            },
        )?;
        let key = key(made, Error::OutOfMemory)?;
        raw_parts(&key, pk_out, sk_out)?;
        seed_of(&key, seed_out)
    }

    /// Copies the seed out of the module's PKCS#8 encoding of `key`, which ends with the seed
    /// choice `[0] IMPLICIT OCTET STRING (32 bytes)`.
    fn seed_of(key: &Key, seed_out: &mut [u8]) -> Result<(), Error> {
        let mut encoding = module::CBB {
            ..
            // SAFETY: CBB is a plain C struct that CBB_init initialises fully.
            unsafe { std::mem::zeroed() }
        };
        // SAFETY: CBB_init allocates its buffer; CBB_cleanup frees it (wiping is the module's:
        // the buffer is freed with OPENSSL_free, which cleanses).
        let copied = unsafe {
            let mut copied = false;
            if module::CBB_init(&mut encoding, 64) == 1
                && module::EVP_marshal_private_key(&mut encoding, key.0) == 1
            {
                let len = module::CBB_len(&encoding);
                let der = std::slice::from_raw_parts(module::CBB_data(&encoding), len);
                if len > SEED_LEN + 2 && der[len - SEED_LEN - 2..len - SEED_LEN] == [0x80, 0x20] {
                    seed_out.copy_from_slice(&der[len - SEED_LEN..]);
                    copied = true;
                }
            }
            module::CBB_cleanup(&mut encoding);
            copied
        };
        if copied {
            Ok(())
        } else {
            Err(Error::OutOfMemory)
        }
    }

    /// ML-DSA.KeyGen_internal of a stored 32-byte seed, in the module (key import); the module's
    /// indicator calls this not approved.
    pub fn keypair_from_seed(
        set: MlDsa,
        seed: &[u8],
        pk_out: &mut [u8],
        sk_out: &mut [u8],
    ) -> Result<(), Error> {
        expect_len("seed", seed, SEED_LEN)?;
        check_output_lens(set, pk_out, sk_out)?;
        let key = indicated(|| {
            // SAFETY: the seed is readable for its length, which selects the seed form.
            key(
                unsafe {
                    module::EVP_PKEY_pqdsa_new_raw_private_key(nid(set), seed.as_ptr(), seed.len())
                },
                Error::InvalidSigningKey,
            )
        })?;
        raw_parts(&key, pk_out, sk_out)
    }

    fn signing_key(set: MlDsa, sk: &[u8]) -> Result<Key, Error> {
        expect_len("private key", sk, set.private_key_len())?;
        // A range check of the secret coefficients (bytes only, no arithmetic of the algorithm).
        crate::mldsa::check_private_key(set, sk)?;
        // SAFETY: sk is readable for its length, which selects the expanded form.
        key(
            unsafe { module::EVP_PKEY_pqdsa_new_raw_private_key(nid(set), sk.as_ptr(), sk.len()) },
            Error::InvalidSigningKey,
        )
    }

    fn verification_key(set: MlDsa, pk: &[u8]) -> Result<Key, Error> {
        expect_len("public key", pk, set.public_key_len())?;
        // SAFETY: pk is readable for its length, which the module checks against the set.
        key(
            unsafe { module::EVP_PKEY_pqdsa_new_raw_public_key(nid(set), pk.as_ptr(), pk.len()) },
            Error::VerificationFailed,
        )
    }

    /// The checks of a private key: its length and secret coefficients, and the module's parse.
    pub fn check_private_key(set: MlDsa, sk: &[u8]) -> Result<(), Error> {
        signing_key(set, sk).map(drop)
    }

    /// Whether `sk` belongs to `pk`: the same rho, and tr = H(pk), SHAKE256 in the module.
    pub fn check_key_pair(set: MlDsa, pk: &[u8], sk: &[u8]) -> Result<(), Error> {
        expect_len("public key", pk, set.public_key_len())?;
        expect_len("private key", sk, set.private_key_len())?;
        let mut tr = [0u8; 64];
        // SAFETY: a digest context of the module's SHAKE256, fed pk and read for 64 bytes.
        let hashed = unsafe {
            let digest = DigestContext(module::EVP_MD_CTX_new());
            !digest.0.is_null()
                && module::EVP_DigestInit_ex(digest.0, module::EVP_shake256(), ptr::null_mut()) == 1
                && module::EVP_DigestUpdate(digest.0, pk.as_ptr().cast(), pk.len()) == 1
                && module::EVP_DigestFinalXOF(digest.0, tr.as_mut_ptr(), tr.len()) == 1
        };
        if !hashed {
            return Err(Error::OutOfMemory);
        }
        if pk[..32] == sk[..32] && tr[..] == sk[64..128] {
            Ok(())
        } else {
            Err(Error::InvalidSigningKey)
        }
    }

    /// Pure ML-DSA.Sign in the module, hedged with its DRBG. The module signs with the empty
    /// context only, and only hedged: a context or deterministic signing is outside its boundary.
    pub fn sign(
        set: MlDsa,
        sk: &[u8],
        message: &[u8],
        context: &[u8],
        deterministic: bool,
        signature_out: &mut [u8],
    ) -> Result<(), Error> {
        crate::error::check_signing_inputs(
            sk,
            set.private_key_len(),
            context,
            signature_out,
            set.signature_len(),
        )?;
        if !context.is_empty() || deterministic {
            return Err(super::refused());
        }
        let key = signing_key(set, sk)?;
        let digest = digest_context()?;
        // SAFETY: digest.0 is live and key.0 a live private key; a null digest selects pure
        // ML-DSA over the whole message; the signature buffer has the set's exact length.
        indicated(|| unsafe {
            let mut len = signature_out.len();
            if module::EVP_DigestSignInit(
                digest.0,
                ptr::null_mut(),
                ptr::null(),
                ptr::null_mut(),
                key.0,
            ) == 1
                && module::EVP_DigestSign(
                    digest.0,
                    signature_out.as_mut_ptr(),
                    &mut len,
                    message.as_ptr(),
                    message.len(),
                ) == 1
                && len == set.signature_len()
            {
                Ok(())
            } else {
                Err(Error::SigningFailed)
            }
        })
    }

    fn digest_context() -> Result<DigestContext, Error> {
        // SAFETY: allocates a context; null on failure.
        let made = unsafe { module::EVP_MD_CTX_new() };
        if made.is_null() {
            Err(Error::OutOfMemory)
        } else {
            Ok(DigestContext(made))
        }
    }

    /// Pure ML-DSA.Verify in the module, empty context only.
    pub fn verify(
        set: MlDsa,
        pk: &[u8],
        message: &[u8],
        context: &[u8],
        signature: &[u8],
    ) -> Result<(), Error> {
        expect_len("public key", pk, set.public_key_len())?;
        if context.len() > MAX_CONTEXT_LEN {
            return Err(Error::ContextTooLong);
        }
        if !context.is_empty() {
            return Err(super::refused());
        }
        if signature.len() != set.signature_len() {
            return Err(Error::VerificationFailed);
        }
        let key = verification_key(set, pk)?;
        let digest = digest_context()?;
        // SAFETY: digest.0 is live and key.0 a live public key; the inputs are readable for the
        // lengths passed with them.
        indicated(|| unsafe {
            if module::EVP_DigestVerifyInit(
                digest.0,
                ptr::null_mut(),
                ptr::null(),
                ptr::null_mut(),
                key.0,
            ) == 1
                && module::EVP_DigestVerify(
                    digest.0,
                    signature.as_ptr(),
                    signature.len(),
                    message.as_ptr(),
                    message.len(),
                ) == 1
            {
                Ok(())
            } else {
                Err(Error::VerificationFailed)
            }
        })
    }

    /// External mu: the module's mu signing is not an approved service (its indicator stays
    /// off), so this flavour refuses it.
    pub fn sign_mu(_: MlDsa, _: &[u8], _: &[u8], _: bool, _: &mut [u8]) -> Result<(), Error> {
        Err(super::refused())
    }

    /// External mu: refused, as [`sign_mu`].
    pub fn verify_mu(_: MlDsa, _: &[u8], _: &[u8], _: &[u8]) -> Result<(), Error> {
        Err(super::refused())
    }

    /// HashML-DSA: the module has none.
    pub fn sign_prehashed(
        _: MlDsa,
        _: &[u8],
        _: PreHash,
        _: &[u8],
        _: &[u8],
        _: bool,
        _: &mut [u8],
    ) -> Result<(), Error> {
        Err(super::refused())
    }

    /// HashML-DSA: the module has none.
    pub fn verify_prehashed(
        _: MlDsa,
        _: &[u8],
        _: PreHash,
        _: &[u8],
        _: &[u8],
        _: &[u8],
    ) -> Result<(), Error> {
        Err(super::refused())
    }
}
