# Criterion estimates of the runs below -> the Markdown table of benchmarks/results/engines.md.
# Usage: python3 table.py (run in the directory holding the criterion-* output directories).
import json, os
def load(root):
    d = {}
    for dp, ds, fs in os.walk(root):
        if dp.endswith("/new") and "estimates.json" in fs:
            bj = json.load(open(os.path.join(dp, "benchmark.json")))
            est = json.load(open(os.path.join(dp, "estimates.json")))
            d[(bj["group_id"], bj.get("function_id") or bj.get("value_str"))] = 1e9 / est["median"]["point_estimate"]
    return d
v3 = load("criterion-v3-cpu-run2"); base = load("criterion-x86-64-cpu"); nb = load("criterion-awslc-nobackend")
def f(x): return f"{x/1000:.1f}k" if x >= 1000 else f"{x:.0f}"
print("| set / op | libcrux | aws-lc | aws-lc extmu (mu given) | aws-lc mu+extmu | PQClean | libcrux x86-64 | aws-lc x86-64 | aws-lc w/o AVX2 backend (≈Windows) |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
for s in ["ML-DSA-44","ML-DSA-65","ML-DSA-87","ML-KEM-512","ML-KEM-768","ML-KEM-1024"]:
    ops = ["keygen","sign-1KiB","verify-1KiB"] if "DSA" in s else ["keygen","encaps","decaps"]
    for op in ops:
        g = f"{s}/{op}"; L = v3[(g,"libcrux")]
        def c(d, e, ref=L):
            x = d.get((g, e)); return "" if x is None else f"{f(x)} ({x/ref:.2f})"
        combo = "awslc-extmu+mu(libcrux-sha3)" if op.startswith("sign") else "awslc-extmu+mu+tr(libcrux-sha3)"
        print(f"| {g} | {f(L)} | {c(v3,'awslc')} | {c(v3,'awslc-extmu(mu given)')} | {c(v3,combo)} | {c(v3,'pqclean')} | {c(base,'libcrux')} | {c(base,'awslc')} | {c(nb,'awslc', nb.get((g,'libcrux'), L))} |")
