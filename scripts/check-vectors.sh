#!/usr/bin/env bash
# Checks that the test vectors are where the tests read them ($RUSTPQC_VECTORS, else ../shared/vectors
# beside the clone) and are the upstream versions (scripts/vectors.sha256), and prints that
# directory. Otherwise it names what is missing or different, where it goes and where it comes
# from, and fails: the tests run every vector, and none may be skipped for want of the data.
# Usage: dir=$(scripts/check-vectors.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${RUSTPQC_VECTORS:-$root/../shared/vectors}
manifest=$root/scripts/vectors.sha256

missing=() different=()
if [ -d "$dir" ]; then
  dir=$(cd "$dir" && pwd)
  while read -r sum file; do
    case $sum in '#'* | '') continue ;; esac
    if [ ! -f "$dir/$file" ]; then
      missing+=("$file")
    fi
  done <"$manifest"
  if [ ${#missing[@]} -eq 0 ]; then
    while IFS= read -r line; do
      different+=("${line%: FAILED*}")
    done < <(cd "$dir" && grep -v '^#' "$manifest" | sha256sum --check --quiet 2>/dev/null | grep ': FAILED' || true)
  fi
fi
total=$(grep -vc '^#' "$manifest")
if [ -d "$dir" ] && [ ${#missing[@]} -eq 0 ] && [ ${#different[@]} -eq 0 ]; then
  echo "$dir"
  exit 0
fi

{
  if [ ! -d "$dir" ]; then
    echo "test.sh: no test vectors: $dir does not exist."
  elif [ ${#missing[@]} -gt 0 ]; then
    echo "test.sh: ${#missing[@]} of the $total test vector files are missing from $dir:"
    printf '  %s\n' "${missing[@]:0:12}"
    [ ${#missing[@]} -le 12 ] || echo "  ... and $((${#missing[@]} - 12)) more (scripts/vectors.sha256 lists all $total)"
  else
    echo "test.sh: ${#different[@]} test vector files in $dir differ from the upstream versions the tests"
    echo "expect (another release or commit?):"
    printf '  %s\n' "${different[@]:0:12}"
    [ ${#different[@]} -le 12 ] || echo "  ... and $((${#different[@]} - 12)) more"
  fi
  cat <<'TEXT'
The tests run every vector of NIST ACVP, Wycheproof and CCTV. The data is third-party and is not in
the repository: put it in ../shared/vectors beside the clone, or anywhere and set RUSTPQC_VECTORS to
that directory, laid out as below (scripts/vectors.sha256 lists every file with its SHA-256):
  acvp/<set>/...   NIST ACVP-Server, tag v1.1.0.43 (commit 975de31eb83d), gen-val/json-files/<set>/:
                   internalProjection.json of ML-KEM-keyGen-FIPS203, ML-KEM-encapDecap-FIPS203,
                   ML-KEM-encapDecap-FIPS203-tr1, ML-DSA-keyGen-FIPS204, ML-DSA-sigVer-FIPS204 and
                   SLH-DSA-keyGen-FIPS205; prompt.json and expectedResults.json of
                   ML-DSA-sigGen-FIPS204 and ML-DSA-sigGen-FIPS204-tr1
  acvp-legacy/SLH-DSA-sigVer-FIPS205/internalProjection.json
                   RustCrypto/signatures commit 5595c3b1bfa14022b46ec3cc662a87e49b954266,
                   slh-dsa/tests/acvp/SLH-DSA-sigVer-FIPS205/internalProjection.json
  wycheproof/*.json  C2SP/wycheproof commit dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166,
                   testvectors_v1/mlkem_*.json and mldsa_*.json
  cctv/ML-KEM/...  C2SP/CCTV commit 1e3d2860d46e94e777e1b17c7a6f2436387e3ecc, ML-KEM/strcmp,
                   ML-KEM/unluckysample and ML-KEM/modulus
TEXT
} >&2
exit 1
