//! Inputs shared by the X-Wing differential and hostile-input tests.

#![allow(dead_code)]

/// Sets the 12-bit coefficient `i` of the ML-KEM part of `pk`.
pub fn set_coefficient(pk: &mut [u8], i: usize, value: u16) {
    let at = i / 2 * 3;
    if i % 2 == 0 {
        pk[at] = value as u8;
        pk[at + 1] = (pk[at + 1] & 0xf0) | (value >> 8) as u8;
    } else {
        pk[at + 1] = (pk[at + 1] & 0x0f) | ((value & 0x0f) << 4) as u8;
        pk[at + 2] = (value >> 4) as u8;
    }
}

/// u-coordinates for which X25519 gives the all-zero output for every scalar: the points of
/// order 1, 2, 4 and 8 and their non-canonical encodings (p, p + 1), each also with the top bit
/// set (RFC 7748 ignores it). Checked against a Python RFC 7748 ladder.
pub const LOW_ORDER: [&str; 14] = [
    "0000000000000000000000000000000000000000000000000000000000000000", // 0
    "0100000000000000000000000000000000000000000000000000000000000000", // 1
    "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800", // order 8
    "5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157", // order 8
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", // p - 1 (order 2)
    "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", // p (= 0)
    "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", // p + 1 (= 1)
    "0000000000000000000000000000000000000000000000000000000000000080",
    "0100000000000000000000000000000000000000000000000000000000000080",
    "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b880",
    "5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f11d7",
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
    "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
    "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
];
