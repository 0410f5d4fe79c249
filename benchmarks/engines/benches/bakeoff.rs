//! Side-by-side: libcrux vs AWS-LC mldsa-native/mlkem-native vs PQClean, each in its SIMD code
//! (AVX2 on x86-64, NEON on aarch64).
//! Every engine gets the same keys, messages and randomness sequences (rotating through N values),
//! so signing does the same number of rejection-loop iterations on every engine.
use criterion::measurement::{Measurement, ValueFormatter, WallTime};
use criterion::{BenchmarkId, Criterion};
use engines::*;
use std::hint::black_box;
use std::time::Duration;

const N: usize = 16;

/// One engine's function in group `$g`, called with the next of the rotating inputs each time:
/// `$call` is the call for index `$k`.
macro_rules! rotating {
    ($g:ident, $id:literal, |$k:ident| $call:expr) => {{
        let mut $k = 0usize;
        $g.bench_function($id, |b| {
            b.iter(|| {
                let out = $call;
                $k += 1;
                black_box(out)
            })
        });
    }};
}

/// The key pair the set's benchmarks use (its module in scope): libcrux's, from a fixed seed.
macro_rules! bench_key_pair {
    ($seed_label:literal) => {{
        let (mut pk, mut sk) = ([0u8; PK], [0u8; SK]);
        libcrux::keygen(det_bytes($seed_label, 0), &mut pk, &mut sk);
        (pk, sk)
    }};
}

/// The keygen group of one set (its module in scope): each engine from the same rotating seeds.
macro_rules! keygen_group {
    ($c:expr, $label:literal, $seed_label:literal, $seed_len:literal) => {{
        let seeds: Vec<[u8; $seed_len]> = (0..N as u64).map(|i| det_bytes($seed_label, i)).collect();
        let mut g = $c.benchmark_group(concat!($label, "/keygen"));
        let (mut opk, mut osk) = ([0u8; PK], [0u8; SK]);
        macro_rules! kg { ($id:literal, $e:path) => {
            let mut k = 0usize;
            g.bench_function($id, |b| b.iter(|| { $e(seeds[k % N], &mut opk, &mut osk); k += 1; black_box(&opk); }));
        }}
        kg!("libcrux", libcrux::keygen);
        kg!("awslc", awslc::keygen);
        kg!("pqclean", pqclean::keygen);
        g.finish();
    }};
}

macro_rules! dsa_bench {
    ($fn:ident, $set:ident, $label:literal) => {
        fn $fn<Me: Measurement>(c: &mut Criterion<Me>) {
            use engines::$set::*;
            let rnds: Vec<[u8; 32]> = (0..N as u64).map(|i| det_bytes("bench-rnd", i)).collect();
            let (pk, sk) = bench_key_pair!("bench-key");
            let msg = det_vec("bench-msg", 0, 1024);
            let ctx: &[u8] = b"";
            let tr = mu::tr_from_sk(&sk);
            let mu = mu::libcrux(&tr, ctx, &msg);
            let sigs: Vec<[u8; SIG]> = rnds.iter().map(|r| {
                let mut s = [0u8; SIG];
                assert!(libcrux::sign(&sk, &msg, ctx, *r, &mut s));
                s
            }).collect();

            keygen_group!(c, $label, "bench-keygen", 32);

            let mut g = c.benchmark_group(concat!($label, "/sign-1KiB"));
            let mut sig = [0u8; SIG];
            macro_rules! sg { ($id:literal, $e:path) => {
                let mut k = 0usize;
                g.bench_function($id, |b| b.iter(|| { assert!($e(&sk, &msg, ctx, rnds[k % N], &mut sig)); k += 1; black_box(&sig); }));
            }}
            sg!("libcrux", libcrux::sign);
            sg!("awslc", awslc::sign);
            {
                let mut k = 0usize;
                g.bench_function("awslc-extmu(mu given)", |b| b.iter(|| { assert!(awslc::sign_mu(&sk, &mu, rnds[k % N], &mut sig)); k += 1; black_box(&sig); }));
                let mut k = 0usize;
                g.bench_function("awslc-extmu+mu(libcrux-sha3)", |b| b.iter(|| {
                    let m = mu::libcrux(&mu::tr_from_sk(&sk), ctx, &msg);
                    assert!(awslc::sign_mu(&sk, &m, rnds[k % N], &mut sig)); k += 1; black_box(&sig); }));
            }
            sg!("pqclean", pqclean::sign);
            g.finish();

            let mut g = c.benchmark_group(concat!($label, "/verify-1KiB"));
            macro_rules! vf { ($id:literal, $e:path) => {
                let mut k = 0usize;
                g.bench_function($id, |b| b.iter(|| { assert!($e(&pk, &msg, ctx, &sigs[k % N])); k += 1; }));
            }}
            vf!("libcrux", libcrux::verify);
            vf!("awslc", awslc::verify);
            {
                let mut k = 0usize;
                g.bench_function("awslc-extmu(mu given)", |b| b.iter(|| { assert!(awslc::verify_mu(&pk, &mu, &sigs[k % N])); k += 1; }));
                let mut k = 0usize;
                g.bench_function("awslc-extmu+mu+tr(libcrux-sha3)", |b| b.iter(|| {
                    let m = mu::libcrux(&mu::tr_from_pk(&pk), ctx, &msg);
                    assert!(awslc::verify_mu(&pk, &m, &sigs[k % N])); k += 1; }));
            }
            vf!("pqclean", pqclean::verify);
            g.finish();
        }
    };
}
dsa_bench!(bench_mldsa44, mldsa44, "ML-DSA-44");
dsa_bench!(bench_mldsa65, mldsa65, "ML-DSA-65");
dsa_bench!(bench_mldsa87, mldsa87, "ML-DSA-87");

macro_rules! kem_bench {
    ($fn:ident, $set:ident, $label:literal) => {
        fn $fn<Me: Measurement>(c: &mut Criterion<Me>) {
            use engines::$set::*;
            use libcrux_ml_kem::{MlKemCiphertext, MlKemPrivateKey, MlKemPublicKey};
            let coins: Vec<[u8; 32]> = (0..N as u64)
                .map(|i| det_bytes("bench-kem-coins", i))
                .collect();
            let (pk, sk) = bench_key_pair!("bench-kem-key");
            let lpk = MlKemPublicKey::from(pk);
            let lsk = MlKemPrivateKey::from(sk);
            let cts: Vec<[u8; CT]> = coins
                .iter()
                .map(|m| {
                    let mut ct = [0u8; CT];
                    libcrux::encaps(&lpk, *m, &mut ct);
                    ct
                })
                .collect();
            let lcts: Vec<MlKemCiphertext<CT>> =
                cts.iter().map(|c| MlKemCiphertext::from(*c)).collect();

            keygen_group!(c, $label, "bench-kem-seed", 64);

            let mut g = c.benchmark_group(concat!($label, "/encaps"));
            let mut ct = [0u8; CT];
            rotating!(g, "libcrux", |k| libcrux::encaps(
                &lpk,
                coins[k % N],
                &mut ct
            ));
            rotating!(g, "awslc", |k| awslc::encaps(&pk, coins[k % N], &mut ct));
            rotating!(g, "pqclean", |k| pqclean::encaps(
                &pk,
                coins[k % N],
                &mut ct
            ));
            g.finish();

            let mut g = c.benchmark_group(concat!($label, "/decaps"));
            rotating!(g, "libcrux", |k| libcrux::decaps(&lsk, &lcts[k % N]));
            rotating!(g, "awslc", |k| awslc::decaps(&sk, &cts[k % N]));
            rotating!(g, "pqclean", |k| pqclean::decaps(&sk, &cts[k % N]));
            g.finish();
        }
    };
}
kem_bench!(bench_mlkem512, mlkem512, "ML-KEM-512");
kem_bench!(bench_mlkem768, mlkem768, "ML-KEM-768");
kem_bench!(bench_mlkem1024, mlkem1024, "ML-KEM-1024");

fn bench_mu<Me: Measurement>(c: &mut Criterion<Me>) {
    use engines::mldsa65::*;
    let (mut pk, mut sk) = ([0u8; PK], [0u8; SK]);
    libcrux::keygen(det_bytes("bench-key", 0), &mut pk, &mut sk);
    let tr = mu::tr_from_sk(&sk);
    for len in [1024usize, 65536] {
        let msg = det_vec("bench-mu", 0, len);
        let label = if len == 1024 { "1KiB" } else { "64KiB" };
        let mut g = c.benchmark_group(format!("mu/{label}"));
        g.throughput(criterion::Throughput::Bytes(len as u64));
        g.bench_with_input(BenchmarkId::from_parameter("libcrux-sha3"), &msg, |b, m| {
            b.iter(|| mu::libcrux(&tr, b"", m))
        });
        g.bench_with_input(
            BenchmarkId::from_parameter("libcrux-sha3-4KiB-chunks"),
            &msg,
            |b, m| b.iter(|| mu::libcrux_chunked(&tr, b"", m, 4096)),
        );
        g.bench_with_input(
            BenchmarkId::from_parameter("rustcrypto-sha3"),
            &msg,
            |b, m| b.iter(|| mu::rustcrypto(&tr, b"", m)),
        );
        g.bench_with_input(BenchmarkId::from_parameter("awslc-evp"), &msg, |b, m| {
            b.iter(|| mu::awslc(&tr, b"", m))
        });
        g.finish();
    }
    let mut g = c.benchmark_group("mu/tr-from-pk-65");
    g.bench_function("libcrux-sha3", |b| {
        b.iter(|| mu::tr_from_pk(black_box(&pk)))
    });
    g.finish();
}

/// Thread CPU time (CLOCK_THREAD_CPUTIME_ID): time this thread actually ran, so the other jobs
/// sharing this 2-core machine (load average 8-9 during these runs) inflate it far less than wall
/// time. Select with BENCH_CLOCK=cpu (default) or BENCH_CLOCK=wall.
struct CpuTime;
static WALL: WallTime = WallTime;
fn thread_cpu() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}
impl Measurement for CpuTime {
    type Intermediate = Duration;
    type Value = Duration;
    fn start(&self) -> Duration {
        thread_cpu()
    }
    fn end(&self, i: Duration) -> Duration {
        thread_cpu() - i
    }
    fn add(&self, a: &Duration, b: &Duration) -> Duration {
        *a + *b
    }
    fn zero(&self) -> Duration {
        Duration::ZERO
    }
    fn to_f64(&self, v: &Duration) -> f64 {
        v.as_nanos() as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        WALL.formatter()
    }
}

fn run_all<Me: Measurement>(c: &mut Criterion<Me>) {
    bench_mldsa44(c);
    bench_mldsa65(c);
    bench_mldsa87(c);
    bench_mlkem512(c);
    bench_mlkem768(c);
    bench_mlkem1024(c);
    bench_mu(c);
}

fn main() {
    let base = || {
        Criterion::default()
            .sample_size(30)
            .warm_up_time(Duration::from_millis(700))
            .measurement_time(Duration::from_secs(2))
    };
    if std::env::var("BENCH_CLOCK").as_deref() == Ok("wall") {
        let mut c = base().configure_from_args();
        run_all(&mut c);
        c.final_summary();
    } else {
        let mut c = base().with_measurement(CpuTime).configure_from_args();
        run_all(&mut c);
        c.final_summary();
    }
}
