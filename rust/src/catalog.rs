//! Every parameter set the library serves, with what a caller outside Rust needs to name, encode
//! and size its keys: its family, its JCA name and NIST OID, its number at the C ABI, its sizes
//! and its NIST security category. The sizes come from the families' own definitions; the Java
//! side's parameter tables are generated from this one (`cargo xtask bindings`).

use crate::mldsa::{self, MlDsa};
use crate::mlkem::{self, MlKem};
use crate::slhdsa::SlhDsa;
use crate::xwing;

/// An algorithm family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    MlKem,
    MlDsa,
    SlhDsa,
    XWing,
}

/// One parameter set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParameterSet {
    pub family: Family,
    /// The JCA name: the JDK's for ML-KEM and ML-DSA, BouncyCastle's for SLH-DSA (upper case) and
    /// the draft's for X-Wing.
    pub name: String,
    /// The OID of its keys (NIST's; the draft's for X-Wing).
    pub oid: &'static str,
    /// The OID of the pre-hash variant over the set (HashML-DSA with SHA-512, RFC 9881;
    /// HashSLH-DSA with the set's hash function, RFC 9909), if it has one.
    pub pre_hash_oid: Option<String>,
    /// Its number at the C ABI (X-Wing has one set and takes none: 0).
    pub id: u32,
    pub public_key_len: usize,
    /// The private key as the native code keeps it: the expanded key (ML-KEM, ML-DSA), the key
    /// itself (SLH-DSA) or the seed (X-Wing).
    pub private_key_len: usize,
    /// The seed a key pair derives from, when the family's private keys have a seed form (0 when not).
    pub seed_len: usize,
    /// The ciphertext (KEMs) or signature length.
    pub output_len: usize,
    /// The shared-secret length (KEMs; 0 for signatures).
    pub shared_secret_len: usize,
    /// The NIST security category (FIPS 203, 204 and 205; X-Wing's is its ML-KEM-768's).
    pub nist_category: u8,
    /// The set a service named by the family alone uses: the JDK's defaults for ML-KEM and
    /// ML-DSA (768, 65), BouncyCastle's for SLH-DSA (SHA2-128F), X-Wing's only set.
    pub is_default: bool,
}

const NIST: &str = "2.16.840.1.101.3.4";

/// Every set, family by family, weakest first within a family (SLH-DSA in OID order).
pub fn parameter_sets() -> Vec<ParameterSet> {
    let mut sets: Vec<ParameterSet> = MlKem::ALL.iter().map(|&set| ml_kem(set)).collect();
    sets.extend(MlDsa::ALL.iter().map(|&set| ml_dsa(set)));
    sets.extend(SlhDsa::ALL.iter().map(|&set| slh_dsa(set)));
    sets.push(x_wing());
    sets
}

fn ml_kem(set: MlKem) -> ParameterSet {
    let (oid, nist_category) = match set {
        MlKem::MlKem512 => ("2.16.840.1.101.3.4.4.1", 1),
        MlKem::MlKem768 => ("2.16.840.1.101.3.4.4.2", 3),
        MlKem::MlKem1024 => ("2.16.840.1.101.3.4.4.3", 5),
    };
    ParameterSet {
        family: Family::MlKem,
        name: format!("ML-KEM-{}", set.id()),
        oid,
        pre_hash_oid: None,
        id: set.id(),
        public_key_len: set.encapsulation_key_len(),
        private_key_len: set.decapsulation_key_len(),
        seed_len: mlkem::SEED_LEN,
        output_len: set.ciphertext_len(),
        shared_secret_len: mlkem::SHARED_SECRET_LEN,
        nist_category,
        is_default: set == MlKem::MlKem768,
    }
}

fn ml_dsa(set: MlDsa) -> ParameterSet {
    let (oid, pre_hash_arc, nist_category) = match set {
        MlDsa::MlDsa44 => ("2.16.840.1.101.3.4.3.17", 32, 2),
        MlDsa::MlDsa65 => ("2.16.840.1.101.3.4.3.18", 33, 3),
        MlDsa::MlDsa87 => ("2.16.840.1.101.3.4.3.19", 34, 5),
    };
    ParameterSet {
        family: Family::MlDsa,
        name: format!("ML-DSA-{}", set.id()),
        oid,
        pre_hash_oid: Some(format!("{NIST}.3.{pre_hash_arc}")),
        id: set.id(),
        public_key_len: set.public_key_len(),
        private_key_len: set.private_key_len(),
        seed_len: mldsa::SEED_LEN,
        output_len: set.signature_len(),
        shared_secret_len: 0,
        nist_category,
        is_default: set == MlDsa::MlDsa65,
    }
}

/// SLH-DSA's OIDs end in its number at the C ABI (20 to 31); HashSLH-DSA's come 15 arcs later.
fn slh_dsa(set: SlhDsa) -> ParameterSet {
    const OIDS: [&str; 12] = [
        "2.16.840.1.101.3.4.3.20",
        "2.16.840.1.101.3.4.3.21",
        "2.16.840.1.101.3.4.3.22",
        "2.16.840.1.101.3.4.3.23",
        "2.16.840.1.101.3.4.3.24",
        "2.16.840.1.101.3.4.3.25",
        "2.16.840.1.101.3.4.3.26",
        "2.16.840.1.101.3.4.3.27",
        "2.16.840.1.101.3.4.3.28",
        "2.16.840.1.101.3.4.3.29",
        "2.16.840.1.101.3.4.3.30",
        "2.16.840.1.101.3.4.3.31",
    ];
    ParameterSet {
        family: Family::SlhDsa,
        name: set.name().to_uppercase(),
        oid: OIDS[(set.id() - 20) as usize],
        pre_hash_oid: Some(format!("{NIST}.3.{}", set.id() + 15)),
        id: set.id(),
        public_key_len: set.public_key_len(),
        private_key_len: set.private_key_len(),
        // The private key is the key itself: there is no seed form.
        seed_len: 0,
        output_len: set.signature_len(),
        shared_secret_len: 0,
        nist_category: match set.n() {
            16 => 1,
            24 => 3,
            _ => 5,
        },
        is_default: set == SlhDsa::Sha2_128f,
    }
}

fn x_wing() -> ParameterSet {
    ParameterSet {
        family: Family::XWing,
        name: "X-Wing".into(),
        oid: "1.3.6.1.4.1.62253.25722",
        pre_hash_oid: None,
        id: 0,
        public_key_len: xwing::PUBLIC_KEY_LEN,
        private_key_len: xwing::SEED_LEN,
        seed_len: xwing::SEED_LEN,
        output_len: xwing::CIPHERTEXT_LEN,
        shared_secret_len: xwing::SHARED_SECRET_LEN,
        nist_category: 3,
        is_default: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The OIDs are written out above; each must end in what the sets' definitions imply.
    #[test]
    fn oids_follow_the_standards_numbering() {
        for set in parameter_sets() {
            match set.family {
                Family::SlhDsa => assert!(set.oid.ends_with(&format!(".{}", set.id)), "{set:?}"),
                Family::MlKem | Family::MlDsa => assert!(set.oid.starts_with(NIST), "{set:?}"),
                Family::XWing => assert_eq!(set.id, 0),
            }
        }
        for family in [Family::MlKem, Family::MlDsa, Family::SlhDsa, Family::XWing] {
            let defaults = parameter_sets()
                .into_iter()
                .filter(|s| s.family == family && s.is_default)
                .count();
            assert_eq!(defaults, 1, "{family:?} has one default set");
        }
        let names: Vec<String> = parameter_sets().into_iter().map(|s| s.name).collect();
        assert_eq!(names.len(), 19);
        assert!(names.contains(&"SLH-DSA-SHAKE-256F".to_string()));
    }
}
