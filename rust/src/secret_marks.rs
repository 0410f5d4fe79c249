//! The marks of the secret-independence check (`scripts/secret-independence.sh`). Told that the
//! secret bytes are undefined, valgrind's memcheck reports every branch and every memory index
//! that depends on them. The marks compile to nothing unless the build sets
//! `--cfg valgrind_ct_test`, and a build with it runs only under valgrind.

/// Marks `value` secret: from here on memcheck reports any branch or index that depends on it.
#[inline(always)]
pub(crate) fn classify<T: ?Sized>(value: &T) {
    libcrux_secrets::mem_requests::ct_classify(value);
}

/// Marks `value` public again: for what the operation reveals anyway (a refusal the caller sees,
/// a signature it returns, or a fact the standard lets leak).
#[inline(always)]
pub(crate) fn declassify<T: ?Sized>(value: &T) {
    libcrux_secrets::mem_requests::ct_declassify(value);
}

/// The check's test of itself: with `RUSTPQC_CT_PLANT` set, the check build indexes a table
/// with a secret byte here, which the check must report.
#[cfg(valgrind_ct_test)]
pub(crate) fn planted_leak(secret: &[u8]) {
    static PLANTED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    static TABLE: [u8; 256] = [0; 256];
    if *PLANTED.get_or_init(|| std::env::var_os("RUSTPQC_CT_PLANT").is_some()) {
        if let Some(&byte) = secret.first() {
            std::hint::black_box(std::hint::black_box(&TABLE)[usize::from(byte)]);
        }
    }
}
