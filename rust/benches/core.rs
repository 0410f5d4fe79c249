//! Criterion benchmarks of the Rust core: the functions the JCA path reaches through FFM or JNI,
//! called directly, so that "JMH ops/s / criterion ops/s" is the share of native speed the Java
//! layer keeps. Build it as the shipped x86-64-v3 library is built (`benchmarks/run.sh` does):
//! `RUSTFLAGS="-C target-cpu=x86-64-v3" cargo bench -p rustpqc --bench core`.
//!
//! Like the JMH benchmarks, each operation takes the next of 16 keys (ciphertexts, messages,
//! signatures); randomness comes from the OS as in the provider; signing is hedged.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode};
use rustpqc::mldsa::{self, MlDsa};
use rustpqc::mlkem::{self, MlKem, PreparedKey};
use rustpqc::slhdsa::{self, SlhDsa};
use std::hint::black_box;
use std::time::Duration;

/// Keys and inputs per pool, as in the JMH benchmarks.
const POOL: usize = 16;
/// Message lengths for ML-DSA, as in the JMH benchmarks.
const MESSAGE_SIZES: [usize; 3] = [256, 1024, 65536];

/// Cycles through `0..POOL`.
struct Rotation(usize);

impl Rotation {
    fn next(&mut self) -> usize {
        self.0 = (self.0 + 1) % POOL;
        self.0
    }
}

fn kem_name(set: MlKem) -> String {
    format!("ML-KEM-{}", set.id())
}

fn dsa_name(set: MlDsa) -> String {
    format!("ML-DSA-{}", set.id())
}

/// An ML-KEM key pair in the forms the provider keeps: packed, and prepared for each side.
struct KemKey {
    dk: Vec<u8>,
    ek_prepared: Vec<u8>,
    dk_prepared: Vec<u8>,
    ciphertext: Vec<u8>,
}

impl KemKey {
    /// A fresh key pair and one ciphertext for it, checked to decapsulate to its secret on both paths.
    fn new(set: MlKem) -> Self {
        let mut seed = [0u8; mlkem::SEED_LEN];
        let mut ek = vec![0u8; set.encapsulation_key_len()];
        let mut dk = vec![0u8; set.decapsulation_key_len()];
        mlkem::generate(set, &mut seed, &mut ek, &mut dk).expect("key generation");
        let mut ek_prepared = vec![0u8; mlkem::prepared_len(set, PreparedKey::Encapsulation)];
        let mut dk_prepared = vec![0u8; mlkem::prepared_len(set, PreparedKey::Decapsulation)];
        mlkem::prepare_encapsulation_key(set, &ek, &mut ek_prepared).expect("prepare ek");
        mlkem::prepare_decapsulation_key(set, &dk, &mut dk_prepared).expect("prepare dk");
        let mut ciphertext = vec![0u8; set.ciphertext_len()];
        let mut sent = [0u8; mlkem::SHARED_SECRET_LEN];
        mlkem::encapsulate_prepared(set, &ek_prepared, &mut ciphertext, &mut sent)
            .expect("encapsulate");
        let mut received = [0u8; mlkem::SHARED_SECRET_LEN];
        mlkem::decapsulate_prepared(set, &dk_prepared, &ciphertext, &mut received)
            .expect("decapsulate");
        assert_eq!(
            sent, received,
            "prepared decapsulation gives the sent secret"
        );
        mlkem::decapsulate(set, &dk, &ciphertext, &mut received).expect("decapsulate");
        assert_eq!(sent, received, "packed decapsulation gives the sent secret");
        KemKey {
            dk,
            ek_prepared,
            dk_prepared,
            ciphertext,
        }
    }
}

fn ml_kem(c: &mut Criterion) {
    for set in MlKem::ALL {
        let mut group = c.benchmark_group(kem_name(set));
        let keys: Vec<KemKey> = (0..POOL).map(|_| KemKey::new(set)).collect();
        let mut ciphertext = vec![0u8; set.ciphertext_len()];
        let mut secret = [0u8; mlkem::SHARED_SECRET_LEN];

        group.bench_function("keygen", |b| {
            let mut seed = [0u8; mlkem::SEED_LEN];
            let mut ek = vec![0u8; set.encapsulation_key_len()];
            let mut dk = vec![0u8; set.decapsulation_key_len()];
            b.iter(|| mlkem::generate(set, &mut seed, &mut ek, &mut dk).unwrap());
        });
        let mut i = Rotation(0);
        group.bench_function("encapsulate", |b| {
            b.iter(|| {
                let key = &keys[i.next()];
                mlkem::encapsulate_prepared(
                    set,
                    black_box(&key.ek_prepared),
                    &mut ciphertext,
                    &mut secret,
                )
                .unwrap()
            })
        });
        group.bench_function("decapsulate", |b| {
            b.iter(|| {
                let key = &keys[i.next()];
                mlkem::decapsulate_prepared(
                    set,
                    black_box(&key.dk_prepared),
                    &key.ciphertext,
                    &mut secret,
                )
                .unwrap()
            })
        });
        group.bench_function("decapsulate_packed", |b| {
            b.iter(|| {
                let key = &keys[i.next()];
                mlkem::decapsulate(set, black_box(&key.dk), &key.ciphertext, &mut secret).unwrap()
            })
        });
        group.finish();
    }
}

/// An ML-DSA key pair and, per message size, a message and its signature.
struct DsaKey {
    pk: Vec<u8>,
    sk: Vec<u8>,
    messages: Vec<Vec<u8>>,
    signatures: Vec<Vec<u8>>,
}

impl DsaKey {
    fn new(set: MlDsa, index: usize) -> Self {
        let mut seed = [0u8; mldsa::SEED_LEN];
        let mut pk = vec![0u8; set.public_key_len()];
        let mut sk = vec![0u8; set.private_key_len()];
        mldsa::generate(set, &mut seed, &mut pk, &mut sk).expect("key generation");
        let mut messages = Vec::new();
        let mut signatures = Vec::new();
        for size in MESSAGE_SIZES {
            let message: Vec<u8> = (0..size).map(|j| (j * 31 + index * 7) as u8).collect();
            let mut signature = vec![0u8; set.signature_len()];
            mldsa::sign(set, &sk, &message, b"", false, &mut signature).expect("sign");
            mldsa::verify(set, &pk, &message, b"", &signature).expect("the signature verifies");
            messages.push(message);
            signatures.push(signature);
        }
        DsaKey {
            pk,
            sk,
            messages,
            signatures,
        }
    }
}

fn ml_dsa(c: &mut Criterion) {
    for set in MlDsa::ALL {
        let mut group = c.benchmark_group(dsa_name(set));
        let keys: Vec<DsaKey> = (0..POOL).map(|index| DsaKey::new(set, index)).collect();
        let mut signature = vec![0u8; set.signature_len()];

        group.bench_function("keygen", |b| {
            let mut seed = [0u8; mldsa::SEED_LEN];
            let mut pk = vec![0u8; set.public_key_len()];
            let mut sk = vec![0u8; set.private_key_len()];
            b.iter(|| mldsa::generate(set, &mut seed, &mut pk, &mut sk).unwrap());
        });
        let mut i = Rotation(0);
        for (s, size) in MESSAGE_SIZES.into_iter().enumerate() {
            group.bench_with_input(BenchmarkId::new("sign", size), &s, |b, &s| {
                b.iter(|| {
                    let key = &keys[i.next()];
                    mldsa::sign(
                        set,
                        black_box(&key.sk),
                        &key.messages[s],
                        b"",
                        false,
                        &mut signature,
                    )
                    .unwrap()
                })
            });
        }
        for (s, size) in MESSAGE_SIZES.into_iter().enumerate() {
            group.bench_with_input(BenchmarkId::new("verify", size), &s, |b, &s| {
                b.iter(|| {
                    let key = &keys[i.next()];
                    mldsa::verify(
                        set,
                        black_box(&key.pk),
                        &key.messages[s],
                        b"",
                        &key.signatures[s],
                    )
                    .unwrap()
                })
            });
        }
        group.finish();
    }
}

/// SLH-DSA: every set at 1 KiB; SHA2-128s and SHA2-128f also at 256 B and 64 KiB (signing reads
/// the message twice, so its length matters little next to the hypertree). Two keys per set: an
/// `s` set takes up to 0.3 s to generate a key and 2.4 s to sign.
fn slh_dsa(c: &mut Criterion) {
    for set in SlhDsa::ALL {
        let sizes: &[usize] = match set {
            SlhDsa::Sha2_128s | SlhDsa::Sha2_128f => &MESSAGE_SIZES,
            _ => &[1024],
        };
        let mut group = c.benchmark_group(set.name());
        group.sampling_mode(SamplingMode::Flat);
        let keys: Vec<(Vec<u8>, Vec<u8>)> = (0..2)
            .map(|_| {
                let mut pk = vec![0u8; set.public_key_len()];
                let mut sk = vec![0u8; set.private_key_len()];
                slhdsa::generate(set, &mut pk, &mut sk).expect("key generation");
                (pk, sk)
            })
            .collect();
        let mut signature = vec![0u8; set.signature_len()];
        group.bench_function("keygen", |b| {
            let mut pk = vec![0u8; set.public_key_len()];
            let mut sk = vec![0u8; set.private_key_len()];
            b.iter(|| slhdsa::generate(set, &mut pk, &mut sk).unwrap());
        });
        for &size in sizes {
            let message: Vec<u8> = (0..size).map(|j| (j * 31) as u8).collect();
            let mut k = 0;
            group.bench_with_input(BenchmarkId::new("sign", size), &message, |b, message| {
                b.iter(|| {
                    k ^= 1;
                    slhdsa::sign(
                        set,
                        black_box(&keys[k].1),
                        message,
                        b"",
                        false,
                        &mut signature,
                    )
                    .unwrap()
                })
            });
            let signed: Vec<Vec<u8>> = keys
                .iter()
                .map(|(_, sk)| {
                    let mut signature = vec![0u8; set.signature_len()];
                    slhdsa::sign(set, sk, &message, b"", false, &mut signature).expect("sign");
                    signature
                })
                .collect();
            group.bench_with_input(BenchmarkId::new("verify", size), &message, |b, message| {
                b.iter(|| {
                    k ^= 1;
                    slhdsa::verify(set, black_box(&keys[k].0), message, b"", &signed[k]).unwrap()
                })
            });
        }
        group.finish();
    }
}

criterion_group! {
    name = core;
    // The full run's settings; benchmarks/run.sh --quick shortens them on the command line.
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2))
        .sample_size(30);
    targets = ml_kem, ml_dsa
}
criterion_group! {
    name = slh;
    // Ten samples of one signature each are already 24 s for SLH-DSA-SHAKE-192s.
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(10);
    targets = slh_dsa
}
criterion_main!(core, slh);
