#!/usr/bin/env bash
# Audits the Rust dependency tree against the RustSec advisory database, offline: every crate in
# the product's Cargo.lock (the library's dependencies, the proc-macro crates that generate its
# boundary and the test-only oracles) and in the fuzz and engine-comparison workspaces' lockfiles.
# Any vulnerability, unsound-code or yanked-release advisory that affects a locked version fails
# the run; "unmaintained" notices are printed, and each one the project has looked at is listed,
# with what was decided, in the README (Supply chain). A notice not listed there fails too.
#
# The database is ../shared/advisory-db (RustSec's crates/ at the commit in its SOURCE.txt), or
# the directory RUSTPQC_ADVISORY_DB names: a clone of github.com/rustsec/advisory-db, for example,
# to audit against today's advisories. cargo-audit wants a git repository, so a copy of it is
# committed to a throwaway one (dated as SOURCE.txt says, so cargo-audit can judge its age).
# cargo-audit itself is built once from crates.io into ${RUSTPQC_CACHE:-~/.cache/rustpqc}/tools.
#
# Usage: scripts/audit.sh [Cargo.lock ...]   (default: the three lockfiles of the repository)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
CARGO_AUDIT_VERSION=0.22.2
tools=${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}/tools
audit_bin=$tools/cargo-audit-$CARGO_AUDIT_VERSION/bin/cargo-audit
db_source=${RUSTPQC_ADVISORY_DB:-$root/../shared/advisory-db}

die() { echo "audit.sh: $*" >&2; exit 1; }

if [ ! -x "$audit_bin" ]; then
  echo "audit.sh: building cargo-audit $CARGO_AUDIT_VERSION (once) into $tools" >&2
  build_dir=$(mktemp -d)
  # No binary scanning (auditing built executables): the lockfiles are what is audited, and it
  # keeps the build smaller. A debug build: on an empty machine it is CPU time that the suite's
  # other builds wait for, and an audit of a few lockfiles takes seconds either way.
  CARGO_TARGET_DIR=$build_dir cargo install --quiet --locked --no-default-features --debug \
    --version "$CARGO_AUDIT_VERSION" --root "$tools/cargo-audit-$CARGO_AUDIT_VERSION.tmp" cargo-audit
  rm -rf "$build_dir" "$tools/cargo-audit-$CARGO_AUDIT_VERSION"
  mv "$tools/cargo-audit-$CARGO_AUDIT_VERSION.tmp" "$tools/cargo-audit-$CARGO_AUDIT_VERSION"
fi

[ -d "$db_source/crates" ] ||
  die "no advisory database at $db_source (expected its crates/ folder): set RUSTPQC_ADVISORY_DB"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db=$work/advisory-db
if [ -d "$db_source/.git" ]; then
  git clone --quiet --no-hardlinks "$db_source" "$db"
  described="$(git -C "$db" log -1 --format='commit %H (%cs)')"
else
  mkdir -p "$db"
  cp -r "$db_source/crates" "$db/"
  date=
  if [ -f "$db_source/SOURCE.txt" ]; then
    date=$(grep -oE '\([0-9]{4}-[0-9]{2}-[0-9]{2}\)' "$db_source/SOURCE.txt" | head -1 | tr -d '()')
    described=$(head -1 "$db_source/SOURCE.txt" | sed 's/[.,; ]*$//')
  fi
  [ -n "$date" ] || { date=$(date -u +%F); described="a copy without SOURCE.txt"; }
  (
    cd "$db"
    git init --quiet
    git add -A
    GIT_AUTHOR_DATE="${date}T00:00:00Z" GIT_COMMITTER_DATE="${date}T00:00:00Z" \
      git -c user.name=audit -c user.email=audit@localhost commit --quiet -m "RustSec advisories, $date"
  )
fi
count=$(find "$db/crates" -name 'RUSTSEC-*.md' | wc -l)
echo "advisory database: $described, $count advisories"

# The unmaintained crates the README explains (crate name, then the advisory id).
allowed_unmaintained=$(sed -n 's/^| *`\([A-Za-z0-9_-]*\)` *| *\(RUSTSEC-[0-9]*-[0-9]*\) *|.*/\1 \2/p' "$root/README.md")

[ $# -gt 0 ] || set -- "$root/Cargo.lock" "$root/rust/fuzz/Cargo.lock" "$root/benchmarks/engines/Cargo.lock"
status=0
for lock in "$@"; do
  report=$work/report.json
  # --no-fetch: offline; --stale: the copy's age is stated above, not a reason to refuse it.
  # Exit status 1 means a vulnerability was found; the JSON below is read for the rest.
  "$audit_bin" audit --no-fetch --stale --db "$db" --file "$lock" --json >"$report" 2>"$work/stderr" || true
  python3 - "$lock" "$report" "$work/stderr" "$allowed_unmaintained" <<'EOF' || status=1
import json, sys
lock, report, stderr, allowed = sys.argv[1:5]
allowed = {tuple(line.split()) for line in allowed.splitlines() if line.strip()}
try:
    data = json.load(open(report))
except ValueError:
    sys.stderr.write(open(stderr).read())
    sys.exit(f"audit.sh: cargo-audit gave no report for {lock}")
crates = data["lockfile"]["dependency-count"]
failed = False
found = data["vulnerabilities"]["list"]
for v in found:
    a, p = v["advisory"], v["package"]
    print(f"  VULNERABLE {p['name']} {p['version']}: {a['id']} {a['title']} (patched: {', '.join(v['versions']['patched']) or 'none'})")
    failed = True
for kind, entries in sorted(data.get("warnings", {}).items()):
    for w in entries:
        p, a = w["package"], w.get("advisory") or {}
        ident = a.get("id", "")
        line = f"{kind} {p['name']} {p['version']}: {ident} {a.get('title', '')}".rstrip()
        if kind == "unmaintained" and (p["name"], ident) in allowed:
            print(f"  notice (explained in the README): {line}")
        elif kind == "unmaintained":
            print(f"  UNMAINTAINED, not explained in the README: {line}")
            failed = True
        else:
            print(f"  {kind.upper()}: {line}")
            failed = True
print(f"{lock}: {crates} crates, {len(found)} vulnerable" + (": FAILED" if failed else ", ok"))
sys.exit(1 if failed else 0)
EOF
done
exit $status
