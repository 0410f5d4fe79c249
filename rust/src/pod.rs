//! Plain-old-data storage of libcrux's unpacked ML-KEM keys in caller-owned byte buffers, so that
//! a parsed key can live in a Java array (freed by the GC, never dangling) instead of behind a
//! native handle. This and the boundary (`ffi`) are the only unsafe code of the crate: here the
//! core reinterprets bytes as key structs.

use std::mem::{size_of, MaybeUninit};
use zeroize::Zeroize;

/// Types made only of integer arrays (and SIMD integer vectors): every bit pattern is a
/// valid value, they hold no pointers and have no `Drop`.
///
/// # Safety
/// Implement only for such types.
pub(crate) unsafe trait Pod: Sized {}

/// The byte length of `T`'s storage.
pub(crate) const fn len<T: Pod>() -> usize {
    size_of::<T>()
}

/// Builds a default `T` on the stack, lets `init` fill it, copies it into `out` and wipes the
/// stack copy.
pub(crate) fn store<T: Pod + Default>(out: &mut [u8], init: impl FnOnce(&mut T)) {
    assert_eq!(out.len(), size_of::<T>(), "pod buffer length");
    let mut value = T::default();
    init(&mut value);
    // SAFETY: `value` is a live, initialised `T`; viewing its bytes is valid for a Pod type
    // and the view ends before `value` is used again.
    let bytes = unsafe {
        std::slice::from_raw_parts_mut((&mut value as *mut T).cast::<u8>(), size_of::<T>())
    };
    out.copy_from_slice(bytes);
    bytes.zeroize();
}

/// Copies a `T` out of `bytes` into aligned stack memory, runs `f` on it, and wipes the copy.
pub(crate) fn with<T: Pod, R>(bytes: &[u8], f: impl FnOnce(&T) -> R) -> R {
    assert_eq!(bytes.len(), size_of::<T>(), "pod buffer length");
    let mut slot = MaybeUninit::<T>::uninit();
    // SAFETY: `slot` is `size_of::<T>()` writable, properly aligned bytes, disjoint from
    // `bytes`; after the copy every byte is initialised, and any bit pattern is a valid `T`.
    let value = unsafe {
        std::ptr::copy_nonoverlapping(bytes.as_ptr(), slot.as_mut_ptr().cast::<u8>(), bytes.len());
        slot.assume_init_mut()
    };
    let result = f(value);
    // SAFETY: as in `store`: a byte view of a live Pod value, used only to wipe it.
    unsafe {
        std::slice::from_raw_parts_mut((value as *mut T).cast::<u8>(), size_of::<T>()).zeroize();
    }
    result
}

/// Runs `f` on a default `T` built on the stack and wipes it afterwards: for a secret temporary
/// used once (X-Wing's unpacked ML-KEM key pair when it decapsulates from a seed).
pub(crate) fn scratch<T: Pod + Default, R>(f: impl FnOnce(&mut T) -> R) -> R {
    let mut value = T::default();
    let result = f(&mut value);
    // SAFETY: as in `store`: a byte view of a live Pod value, used only to wipe it.
    unsafe {
        std::slice::from_raw_parts_mut((&mut value as *mut T).cast::<u8>(), size_of::<T>())
            .zeroize();
    }
    result
}

macro_rules! pod {
    ($($set:ident: $public:ident, $pair:ident;)*) => {$(
        // SAFETY: libcrux's unpacked keys are arrays of polynomials, which are arrays of
        // i16 vectors (portable), __m256i (AVX2) or pairs of int16x8_t (NEON), plus byte
        // arrays: all bit patterns are valid and there are no pointers or destructors.
        unsafe impl Pod for libcrux_ml_kem::$set::portable::unpacked::$public {}
        unsafe impl Pod for libcrux_ml_kem::$set::portable::unpacked::$pair {}
        #[cfg(target_arch = "x86_64")]
        unsafe impl Pod for libcrux_ml_kem::$set::avx2::unpacked::$public {}
        #[cfg(target_arch = "x86_64")]
        unsafe impl Pod for libcrux_ml_kem::$set::avx2::unpacked::$pair {}
        #[cfg(target_arch = "aarch64")]
        unsafe impl Pod for libcrux_ml_kem::$set::neon::unpacked::$public {}
        #[cfg(target_arch = "aarch64")]
        unsafe impl Pod for libcrux_ml_kem::$set::neon::unpacked::$pair {}
    )*};
}

pod! {
    mlkem512: MlKem512PublicKeyUnpacked, MlKem512KeyPairUnpacked;
    mlkem768: MlKem768PublicKeyUnpacked, MlKem768KeyPairUnpacked;
    mlkem1024: MlKem1024PublicKeyUnpacked, MlKem1024KeyPairUnpacked;
}
