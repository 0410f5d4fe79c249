//! The guest program of `benchmarks/aarch64-count/engines.sh`: one operation of one engine,
//! `warmup` times and then `count` times, under qemu-aarch64 with the instruction-counting plugin.
//! Two runs that differ only in `count` give the instructions per operation in steady state, the
//! set-up below and the warm-up cancelling out.
//!
//! Every engine gets the same inputs: one key pair, a 1 KiB message signed with an empty context,
//! and operation `i` takes input `i % INPUTS` of fixed pools (key-generation seeds, signing
//! randomness, signatures of that randomness, encapsulation coins, ciphertexts of those coins).
//! So signing runs the same rejection-loop rounds on every engine.
//!
//! Usage: count <libcrux|awslc|pqclean> <ML-DSA-44|ML-DSA-65|ML-DSA-87|ML-KEM-512|ML-KEM-768|
//! ML-KEM-1024> <keygen|sign|verify|encapsulate|decapsulate> <warmup> <count>
use engines::{det_bytes, det_vec};
use std::hint::black_box;

/// The length of each input pool. A count difference that is a multiple of it weighs every
/// input alike, whatever the warm-up.
const INPUTS: usize = 50;

type Step = Box<dyn FnMut(usize)>;

fn usage(problem: &str) -> ! {
    eprintln!(
        "count: {problem}\nusage: count <libcrux|awslc|pqclean> <ML-DSA-44|ML-DSA-65|ML-DSA-87|\
         ML-KEM-512|ML-KEM-768|ML-KEM-1024> <keygen|sign|verify|encapsulate|decapsulate> \
         <warmup> <count>"
    );
    std::process::exit(2)
}

fn pool<const N: usize>(label: &str) -> Vec<[u8; N]> {
    (0..INPUTS as u64).map(|i| det_bytes(label, i)).collect()
}

/// The function `$function` of the engine named `$engine`, among the engine modules listed.
macro_rules! engine_function {
    ($engine:expr, $function:ident in $($module:ident)+) => {
        match $engine {
            $(stringify!($module) => $module::$function,)+
            other => usage(&format!("no engine {other} for this operation")),
        }
    };
}

/// Key generation from seed `i` (ML-DSA and ML-KEM alike).
fn keygen_step<const SEED: usize, const PK: usize, const SK: usize>(
    keygen: fn([u8; SEED], &mut [u8; PK], &mut [u8; SK]),
    seeds: Vec<[u8; SEED]>,
) -> Step {
    let (mut pk, mut sk) = ([0u8; PK], [0u8; SK]);
    Box::new(move |i| {
        keygen(seeds[i], &mut pk, &mut sk);
        black_box((&pk, &sk));
    })
}

macro_rules! dsa_step {
    ($set:ident, $engine:expr, $operation:expr) => {{
        use engines::$set::*;
        let rnds: Vec<[u8; 32]> = pool("count-rnd");
        let (mut pk, mut sk) = ([0u8; PK], [0u8; SK]);
        libcrux::keygen(det_bytes("count-key", 0), &mut pk, &mut sk);
        let msg = det_vec("count-msg", 0, 1024);
        let step: Step = match $operation {
            "keygen" => keygen_step(
                engine_function!($engine, keygen in libcrux awslc pqclean),
                pool("count-keygen-seed"),
            ),
            "sign" => {
                let sign: fn(&[u8; SK], &[u8], &[u8], [u8; 32], &mut [u8; SIG]) -> bool =
                    engine_function!($engine, sign in libcrux awslc pqclean);
                let mut sig = [0u8; SIG];
                Box::new(move |i| {
                    assert!(sign(&sk, &msg, b"", rnds[i], &mut sig));
                    black_box(&sig);
                })
            }
            "verify" => {
                let verify: fn(&[u8; PK], &[u8], &[u8], &[u8; SIG]) -> bool =
                    engine_function!($engine, verify in libcrux awslc pqclean);
                let signatures: Vec<[u8; SIG]> = rnds
                    .iter()
                    .map(|rnd| {
                        let mut sig = [0u8; SIG];
                        assert!(libcrux::sign(&sk, &msg, b"", *rnd, &mut sig));
                        sig
                    })
                    .collect();
                Box::new(move |i| assert!(verify(&pk, &msg, b"", &signatures[i])))
            }
            other => usage(&format!("no operation {other} for ML-DSA")),
        };
        step
    }};
}

macro_rules! kem_step {
    ($set:ident, $engine:expr, $operation:expr) => {{
        use engines::$set::*;
        use libcrux_ml_kem::{MlKemCiphertext, MlKemPrivateKey, MlKemPublicKey};
        let coins: Vec<[u8; 32]> = pool("count-kem-coins");
        let (mut pk, mut sk) = ([0u8; PK], [0u8; SK]);
        libcrux::keygen(det_bytes("count-kem-key", 0), &mut pk, &mut sk);
        // libcrux takes its own key and ciphertext types, made once as rustpqc keeps its keys.
        let (libcrux_pk, libcrux_sk) = (MlKemPublicKey::from(pk), MlKemPrivateKey::from(sk));
        let (ciphertexts, secrets): (Vec<[u8; CT]>, Vec<[u8; 32]>) = coins
            .iter()
            .map(|c| {
                let mut ct = [0u8; CT];
                let ss = libcrux::encaps(&libcrux_pk, *c, &mut ct);
                (ct, ss)
            })
            .unzip();
        let mut ct = [0u8; CT];
        let step: Step = match ($engine, $operation) {
            (engine, "keygen") => keygen_step(
                engine_function!(engine, keygen in libcrux awslc pqclean),
                pool("count-kem-seed"),
            ),
            ("libcrux", "encapsulate") => Box::new(move |i| {
                black_box(libcrux::encaps(&libcrux_pk, coins[i], &mut ct));
                black_box(&ct);
            }),
            (engine, "encapsulate") => {
                let encaps: fn(&[u8; PK], [u8; 32], &mut [u8; CT]) -> [u8; 32] =
                    engine_function!(engine, encaps in awslc pqclean);
                Box::new(move |i| {
                    black_box(encaps(&pk, coins[i], &mut ct));
                    black_box(&ct);
                })
            }
            ("libcrux", "decapsulate") => {
                let ciphertexts: Vec<MlKemCiphertext<CT>> =
                    ciphertexts.into_iter().map(MlKemCiphertext::from).collect();
                Box::new(move |i| {
                    assert_eq!(libcrux::decaps(&libcrux_sk, &ciphertexts[i]), secrets[i])
                })
            }
            (engine, "decapsulate") => {
                let decaps: fn(&[u8; SK], &[u8; CT]) -> [u8; 32] =
                    engine_function!(engine, decaps in awslc pqclean);
                Box::new(move |i| assert_eq!(decaps(&sk, &ciphertexts[i]), secrets[i]))
            }
            (_, other) => usage(&format!("no operation {other} for ML-KEM")),
        };
        step
    }};
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [engine, set, operation, warmup, count] = args.as_slice() else {
        usage("five arguments expected")
    };
    let number = |text: &str| {
        text.parse::<usize>()
            .unwrap_or_else(|_| usage(&format!("not a count: {text}")))
    };
    let (warmup, count) = (number(warmup), number(count));
    let (engine, operation) = (engine.as_str(), operation.as_str());
    let mut step = match set.as_str() {
        "ML-DSA-44" => dsa_step!(mldsa44, engine, operation),
        "ML-DSA-65" => dsa_step!(mldsa65, engine, operation),
        "ML-DSA-87" => dsa_step!(mldsa87, engine, operation),
        "ML-KEM-512" => kem_step!(mlkem512, engine, operation),
        "ML-KEM-768" => kem_step!(mlkem768, engine, operation),
        "ML-KEM-1024" => kem_step!(mlkem1024, engine, operation),
        other => usage(&format!("no parameter set {other}")),
    };
    for i in 0..warmup + count {
        step(i % INPUTS);
    }
    println!("done {engine} {set} {operation} {warmup}+{count}");
}
