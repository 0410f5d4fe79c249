//! The KEM half of draft-ietf-hpke-pq's test vectors (`hpke-pq/test-vectors.json` in the vector
//! directory: github.com/hpkewg/hpke-pq, `test-vectors.json`) through the Rust core, for the KEMs
//! RustPqc's HPKE has: ML-KEM-512/768/1024 (kem_id 0x0040 to 0x0042) and X-Wing (0x647A). Each
//! vector's private key `skRm` (the 64-byte ML-KEM seed, the 32-byte X-Wing seed) gives its public
//! key `pkRm`; derandomized encapsulation with `ikmE` gives `enc` and `shared_secret`; decapsulation
//! of `enc` gives `shared_secret`. The Java tests (`HpkeVectorsTest`) run the rest of every vector
//! (key schedule, encryptions, exports) and the decapsulation through the JCA; derandomized
//! encapsulation exists only here, never at the C ABI.

mod common;

use common::*;
use rustpqc::mlkem::{self, MlKem};
use rustpqc::xwing;

#[test]
fn hpke_pq_kem_vectors() {
    let file = "hpke-pq/test-vectors.json";
    // Not in the shared vector set that ./test.sh requires: checked where a developer adds it.
    if !vectors_dir().join(file).is_file() {
        println!(
            "    note: {file} is not in the vector directory: the draft's vectors (hpkewg/hpke-pq \
             74dafaa, test-vectors.json) are checked when put there"
        );
        return;
    }
    let mut tally = Tally::new(file);
    for (index, v) in load(file)
        .as_array()
        .expect("an array of vectors")
        .iter()
        .enumerate()
    {
        let kem_id = v["kem_id"].as_u64().expect("kem_id");
        let id = format!(
            "vector {index} (kem 0x{kem_id:04x}, kdf {}, aead {})",
            v["kdf_id"], v["aead_id"]
        );
        let (sk, pk, ikm_e) = (
            hex_field(v, "skRm"),
            hex_field(v, "pkRm"),
            hex_field(v, "ikmE"),
        );
        let (enc, shared_secret) = (hex_field(v, "enc"), hex_field(v, "shared_secret"));
        match kem_id {
            0x40..=0x42 => {
                let set = [MlKem::MlKem512, MlKem::MlKem768, MlKem::MlKem1024][(kem_id - 0x40) as usize];
                let (ek, dk) = key_pair(
                    (set, &sk),
                    (set.encapsulation_key_len(), set.decapsulation_key_len()),
                    mlkem::keypair_from_seed,
                );
                tally.check(&id, ek == pk, "skRm's public key differs from pkRm");
                let (mut ct, mut ss) = (vec![0u8; set.ciphertext_len()], [0u8; 32]);
                mlkem::encapsulate_with_randomness(set, &pk, &ikm_e, &mut ct, &mut ss).unwrap();
                tally.check(&id, ct == enc && ss[..] == shared_secret[..], "encapsulation with ikmE differs");
                let mut decapsulated = [0u8; 32];
                mlkem::decapsulate(set, &dk, &enc, &mut decapsulated).unwrap();
                tally.check(&id, decapsulated[..] == shared_secret[..], "decapsulation differs");
            }
            0x647a => {
                let mut public = vec![0u8; pk.len()];
                xwing::public_key_from_seed(&sk, &mut public).unwrap();
                tally.check(&id, public == pk, "skRm's public key differs from pkRm");
                let (mut ct, mut ss) = (vec![0u8; enc.len()], [0u8; 32]);
                xwing::encapsulate_with_randomness(&pk, &ikm_e, &mut ct, &mut ss).unwrap();
                tally.check(&id, ct == enc && ss[..] == shared_secret[..], "encapsulation with ikmE differs");
                let mut decapsulated = [0u8; 32];
                xwing::decapsulate(&sk, &enc, &mut decapsulated).unwrap();
                tally.check(&id, decapsulated[..] == shared_secret[..], "decapsulation differs");
            }
            0x10..=0x21 => tally.skip("a DHKEM: its key schedule, encryptions and exports run in HpkeVectorsTest", 1),
            0x50 | 0x51 => tally.skip(
                "MLKEM768-P256 / MLKEM1024-P384, which RustPqc lacks: key schedule etc. in HpkeVectorsTest",
                1,
            ),
            other => tally.check(&id, false, format!("a KEM this test does not know: 0x{other:04x}")),
        }
    }
    tally.finish();
}
