//! The hash functions FIPS 204 (HashML-DSA, section 5.4) and FIPS 205 (HashSLH-DSA, section 10.2)
//! allow for pre-hashing, named at the boundary by the last arc of their NIST OID
//! (2.16.840.1.101.3.4.2.x), which is also what goes into the signed message M'.

use crate::Error;

/// A pre-hash function, numbered as its OID's last arc.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PreHash {
    Sha256 = 1,
    Sha384 = 2,
    Sha512 = 3,
    Sha224 = 4,
    Sha512_224 = 5,
    Sha512_256 = 6,
    Sha3_224 = 7,
    Sha3_256 = 8,
    Sha3_384 = 9,
    Sha3_512 = 10,
    /// SHAKE128 with a 256-bit output.
    Shake128 = 11,
    /// SHAKE256 with a 512-bit output.
    Shake256 = 12,
}

impl PreHash {
    /// Every pre-hash function, in OID order.
    pub const ALL: [PreHash; 12] = [
        PreHash::Sha256,
        PreHash::Sha384,
        PreHash::Sha512,
        PreHash::Sha224,
        PreHash::Sha512_224,
        PreHash::Sha512_256,
        PreHash::Sha3_224,
        PreHash::Sha3_256,
        PreHash::Sha3_384,
        PreHash::Sha3_512,
        PreHash::Shake128,
        PreHash::Shake256,
    ];

    /// The function for its number at the boundary (its OID's last arc).
    pub fn from_id(id: u32) -> Result<PreHash, Error> {
        PreHash::ALL
            .into_iter()
            .find(|h| *h as u32 == id)
            .ok_or(Error::UnknownHashFunction(id))
    }

    /// The digest length in bytes.
    pub const fn digest_len(self) -> usize {
        match self {
            PreHash::Sha224 | PreHash::Sha512_224 | PreHash::Sha3_224 => 28,
            PreHash::Sha256 | PreHash::Sha512_256 | PreHash::Sha3_256 | PreHash::Shake128 => 32,
            PreHash::Sha384 | PreHash::Sha3_384 => 48,
            PreHash::Sha512 | PreHash::Sha3_512 | PreHash::Shake256 => 64,
        }
    }

    /// The DER encoding of the OID (tag, length, value), as it goes into M'.
    pub const fn oid_der(self) -> [u8; 11] {
        [
            0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, self as u8,
        ]
    }

    /// Checks that `digest` has this function's length.
    pub fn check_digest(self, digest: &[u8]) -> Result<(), Error> {
        crate::error::expect_len("digest", digest, self.digest_len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_the_oid_arcs() {
        for (i, hash) in PreHash::ALL.iter().enumerate() {
            assert_eq!(*hash as usize, i + 1);
            assert_eq!(PreHash::from_id(i as u32 + 1), Ok(*hash));
        }
        assert_eq!(PreHash::from_id(13), Err(Error::UnknownHashFunction(13)));
        assert_eq!(PreHash::from_id(0), Err(Error::UnknownHashFunction(0)));
        assert_eq!(
            PreHash::Sha512.oid_der(),
            [0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x03]
        );
    }
}
