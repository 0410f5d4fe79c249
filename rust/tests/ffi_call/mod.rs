//! [`ffi_call!`], the one way the Rust-side callers of the C ABI pass their buffers: the C ABI
//! tests, the secret-independence driver and the fuzz harness's well-formed calls each include
//! this file as a module.

/// Calls a C function of the library with Rust buffers, written the way the function's Rust
/// definition takes them: `&buf` passes `buf.as_ptr(), buf.len()`, `&mut buf` passes
/// `buf.as_mut_ptr(), buf.len()` (`buf` a name or a field path; the function a name or a path), and any other argument (a set
/// number, a flag, or a pointer and length written out to pass something else) is passed as it
/// is. So `ffi_call!(rustpqc_mlkem_encapsulate(768, &ek, &mut ct, &mut ss))` is
/// `rustpqc_mlkem_encapsulate(768, ek.as_ptr(), ek.len(), ct.as_mut_ptr(), ct.len(),
/// ss.as_mut_ptr(), ss.len())`.
///
/// It expands to the call itself, so it goes inside the caller's `unsafe` block, whose safety
/// argument is that of the buffers: each is valid for its length.
#[macro_export]
macro_rules! ffi_call {
    ($($function:ident)::+($($args:tt)*)) => {
        $crate::ffi_call!(@ ($($function)::+) [] $($args)*)
    };
    // Every argument translated: the call.
    (@ $function:tt [$($done:expr),*] $(,)?) => {
        $function($($done),*)
    };
    // `&mut buf`: the mutable pointer and the length.
    (@ $function:tt [$($done:expr),*] &mut $($buf:ident).+ $(, $($rest:tt)*)?) => {
        $crate::ffi_call!(
            @ $function [$($done,)* $($buf).+.as_mut_ptr(), $($buf).+.len()] $($($rest)*)?
        )
    };
    // `&buf`: the const pointer and the length.
    (@ $function:tt [$($done:expr),*] & $($buf:ident).+ $(, $($rest:tt)*)?) => {
        $crate::ffi_call!(@ $function [$($done,)* $($buf).+.as_ptr(), $($buf).+.len()] $($($rest)*)?)
    };
    // Anything else: as it is.
    (@ $function:tt [$($done:expr),*] $arg:expr $(, $($rest:tt)*)?) => {
        $crate::ffi_call!(@ $function [$($done,)* $arg] $($($rest)*)?)
    };
}
