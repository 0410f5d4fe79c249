#!/usr/bin/env bash
# Builds the Rust core for every platform the jar ships and puts each shared library, with its
# SHA-256 (checked by the loader), where the provider jar picks it up:
#   linux-x86_64/librustpqc-x86-64-v3.so   x86-64-v3 CPUs (AVX2, BMI2, FMA: libcrux runs about
#   linux-x86_64/librustpqc-x86-64.so      twice as fast when its AVX2 code can be inlined) and any
#                                          x86-64; both need glibc 2.17 at most (cargo-zigbuild)
#   linux-aarch64/librustpqc.so            ARMv8-A with NEON, glibc 2.17 (cargo-zigbuild)
#   windows-x86_64/rustpqc.dll             MinGW-w64; needs only system DLLs
#   macos-aarch64/librustpqc.dylib         macOS 11.0+, and 10.13+ for x86-64: linked by rust-lld
#   macos-x86_64/librustpqc.dylib          against zig's libSystem stubs; built, never run here
# Each build is cached outside the clone, in ${RUSTPQC_CACHE:-~/.cache/rustpqc}/native, under a
# key made of its sources, Cargo.lock, the toolchains, its target, flags and linker: a rebuild
# with unchanged inputs costs a copy. The tools come from scripts/setup-platforms.sh.
#
# The builds are reproducible: the same sources and toolchains give the same bytes in any
# directory, at any time (scripts/reproduce-native.sh checks it). Source paths that panic
# messages carry are remapped to fixed names (the workspace to /rustpqc, cargo's home to /cargo,
# the toolchain to /rustup/toolchain); SOURCE_DATE_EPOCH is the time of the last commit that
# touched the Rust inputs (unless set), for any tool that records a time; the Windows DLL is linked
# without a time stamp (--no-insert-timestamp) and without a COFF symbol table, which named
# rustc's temporary directories; zig's and Rust's lld needed nothing more. Any change to these flags changes the libraries, and so the SHA-256s the loader
# checks: they are written here, beside each library, so the jar always carries its own.
# Each build also records the crates compiled into it (cargo's build messages: the units built
# for the target) and the build-time crates (procedural macros, build scripts and their
# dependencies, built for the build machine), for the bill of materials (scripts/sbom.py).
#
# Usage: build-native.sh <classes-output-directory> [<crate-lists-directory>]
#          (the crate lists go to <crate-lists-directory>/<folder>/<file>.crates when given)
#          (RUSTPQC_PLATFORMS=a,b,... picks platforms; the default is every platform above; a
#          developer may build only linux-x86_64, but the jar then carries that one and the tests
#          say so. RUSTPQC_PLATFORMS=host, which ./demo.sh uses, builds only the one library this
#          machine loads, with cargo and the system linker: no cross tools, no glibc 2.17 floor.
#          It reuses the shipped build of that library when the cache already has it.)
#        RUSTPQC_PLATFORMS=linux-x86_64-fips builds the FIPS flavour alone (the rustpqc-fips
#          artifact, never part of the default list): linux-x86_64/librustpqc-fips.so, the crate's
#          `fips` feature, whose ML-KEM and ML-DSA run in the AWS-LC FIPS module that
#          aws-lc-fips-sys builds from its sources with CMake, Go, Perl and the system's GCC
#          (the module's delocation needs GNU assembly: zig's cross compiler is not used), for any
#          x86-64 (the module picks its code paths by CPU at run time).
#        build-native.sh --fault-injection <directory>   (a test-only build whose random source
#          tests can make fail; never shipped)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ "${1:-}" = "--fault-injection" ]; then
  out=${2:?usage: build-native.sh --fault-injection <directory>}
  cargo build --locked --manifest-path "$root/Cargo.toml" -p rustpqc --features entropy-fault-injection
  mkdir -p "$out"
  cp "${CARGO_TARGET_DIR:-$root/target}/debug/librustpqc.so" "$out/librustpqc-fault-injection.so"
  exit 0
fi
all_platforms=linux-x86_64,linux-aarch64,windows-x86_64,macos-aarch64,macos-x86_64
platforms=${RUSTPQC_PLATFORMS:-$all_platforms}
out=${1:?usage: build-native.sh <classes-output-directory> [<crate-lists-directory>]}
crate_lists=${2:-}
cache=${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}/native
tools=$cache/tools

die() { echo "build-native.sh: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null || die "$1 is missing: run scripts/setup-platforms.sh"; }

# What every build depends on besides its target and flags.
inputs_key() {
  {
    (cd "$root" && find Cargo.toml Cargo.lock rust/Cargo.toml rust/src rust/ffi-macros rust/ffi-kinds -type f \
      -not -path '*/target/*' | LC_ALL=C sort | xargs sha256sum)
    rustc -vV
    python3 -m ziglang version 2>/dev/null || true
    cargo zigbuild --version 2>/dev/null || true
  } | sha256sum | cut -c1-16
}

# A stand-in macOS SDK: zig's libSystem stubs, with the arm64 targets rust-lld expects (zig lists
# only arm64e) and the libc, libm and libiconv names the Rust standard library links.
macos_sdk() {
  local sdk=$tools/macos-sdk zig_lib
  if [ ! -f "$sdk/usr/lib/libSystem.tbd" ]; then
    zig_lib=$(python3 -c 'import os, ziglang; print(os.path.dirname(ziglang.__file__))')/lib/libc/darwin
    [ -f "$zig_lib/libSystem.tbd" ] || die "zig's libSystem.tbd is missing: run scripts/setup-platforms.sh"
    rm -rf "$sdk.tmp" # left by an interrupted run
    mkdir -p "$sdk.tmp/usr/lib"
    sed 's/arm64e\.x1-macos/arm64-macos/g; s/arm64e\.x1-maccatalyst/arm64-maccatalyst/g' \
      "$zig_lib/libSystem.tbd" > "$sdk.tmp/usr/lib/libSystem.tbd"
    ln -s libSystem.tbd "$sdk.tmp/usr/lib/libc.tbd"
    ln -s libSystem.tbd "$sdk.tmp/usr/lib/libm.tbd"
    cat > "$sdk.tmp/usr/lib/libiconv.tbd" <<'EOF'
--- !tapi-tbd
tbd-version:     4
targets:         [ x86_64-macos, arm64-macos ]
install-name:    '/usr/lib/libiconv.2.dylib'
current-version: 7
compatibility-version: 7
exports:
  - targets:         [ x86_64-macos, arm64-macos ]
    symbols:         [ _iconv, _iconv_open, _iconv_close ]
...
EOF
    rm -rf "$sdk" && mv "$sdk.tmp" "$sdk"
  fi
  echo "$sdk"
}

# build <folder> <file> <rust-target> <command...>: runs the cargo command (with --target-dir and
# the target appended) unless the cache has the result, then copies it and its hash into the jar.
# The cache id covers everything that shapes the library: the sources and toolchain (inputs_key),
# the target, the command, the flags and linker, and the macOS stub SDK.
# Uncached builds run in the background, three at a time: each ends in a long single-threaded LTO
# step (measured cold on 2 cores: 11.3 min for the six builds, against 13.3 one after another).
key=$(inputs_key)
# Paths are remapped (see the top), so they stay out of the cache id: a build in another clone
# makes the same bytes, and the id names the remapping by a version number instead.
reproducible_flags() {
  local cargo_home=${CARGO_HOME:-$HOME/.cargo} sysroot
  sysroot=$(rustc --print sysroot)
  case "$root$cargo_home$sysroot" in *' '*) die "a path with a space cannot be remapped: $root, $cargo_home, $sysroot" ;; esac
  echo "--remap-path-prefix=$root=/rustpqc --remap-path-prefix=$cargo_home=/cargo --remap-path-prefix=$sysroot=/rustup/toolchain"
}
remap=$(reproducible_flags)
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
  SOURCE_DATE_EPOCH=$(git -C "$root" log -1 --format=%ct -- Cargo.toml Cargo.lock rust/Cargo.toml rust/src \
    rust/ffi-macros rust/ffi-kinds 2>/dev/null || true)
fi
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-0}
logs=$(mktemp -d)
trap 'jobs -p | xargs -r kill 2>/dev/null; rm -rf "$logs"' EXIT
running=0
build_id() { # <target> <command...>: the cache id of a build, from its inputs and environment
  local target=$1 sdk_hash=""
  shift
  [ -z "${SDKROOT:-}" ] || sdk_hash=$(find "$SDKROOT" -type f | LC_ALL=C sort | xargs cat | sha256sum)
  # The linker by its name and contents, not its path: another checkout makes the same bytes.
  local linker=${CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER:-}
  [ ! -f "$linker" ] || linker="${linker##*/} $(sha256sum <"$linker" | cut -c1-16)"
  echo "$key $target $* ${RUSTFLAGS:-} ${MACOSX_DEPLOYMENT_TARGET:-} $linker $sdk_hash ${C_TOOLCHAIN:-} remap-1" |
    sha256sum | cut -c1-16
}
build() {
  local folder=$1 file=$2 target=$3
  shift 3
  local id
  id=$(build_id "$target" "$@")
  # The cache ids of the libraries, for scripts/reproduce-native.sh, which keeps its verdict there.
  [ -z "${RUSTPQC_NATIVE_IDS:-}" ] || echo "$folder/$file $id" >>"$RUSTPQC_NATIVE_IDS"
  if [ -s "$cache/$id/$file" ] && [ -f "$cache/$id/$file.crates" ]; then
    install_build "$folder" "$file" "$id"
    return
  fi
  if [ "$running" -ge 3 ]; then
    wait -n || die "a native build failed (see above)"
    running=$((running - 1))
  fi
  echo "build-native.sh: building $folder/$file ($target)"
  (
    target_dir=$root/target/native-${TARGET_DIR_PREFIX:-}$folder-${file%.*}
    messages=$logs/$folder-$file.json
    if ! RUSTFLAGS="${RUSTFLAGS:-} $remap" "$@" --release --locked --manifest-path "$root/Cargo.toml" -p rustpqc \
      --target-dir "$target_dir" --message-format=json-render-diagnostics >"$messages" 2>"$logs/$folder-$file.log"; then
      cat "$logs/$folder-$file.log" >&2
      exit 1
    fi
    built_name=librustpqc.so
    case $file in *.dll) built_name=rustpqc.dll ;; *.dylib) built_name=librustpqc.dylib ;; esac
    mkdir -p "$cache/$id"
    {
      echo "# target $target"
      echo "# rustflags ${RUSTFLAGS:-}"
      crates_built "$messages" "$target_dir/${target%.2.17}/"
    } >"$cache/$id/$file.crates"
    cp "$target_dir/${target%.2.17}/release/$built_name" "$cache/$id/$file.tmp"
    mv "$cache/$id/$file.tmp" "$cache/$id/$file"
    install_build "$folder" "$file" "$id"
    echo "build-native.sh: built $folder/$file (${SECONDS} s since the start)"
  ) &
  running=$((running + 1))
}

# crates_built <cargo's JSON messages> <the target's output directory>: one line per crate built
# (after two lines "# target ..." and "# rustflags ..." that the caller writes),
# "name version source role": the role is "linked" for units built for the target (they are in
# the library) and "build-time" for units built for the build machine (procedural macros, build
# scripts and their dependencies); the source is "crates.io", "workspace" or cargo's source id.
crates_built() {
  python3 - "$1" "$2" <<'EOF'
import json, sys
messages, target_dir = sys.argv[1:]
roles = {}
for line in open(messages):
    message = json.loads(line) if line.startswith("{") else {}
    if message.get("reason") != "compiler-artifact":
        continue
    source, _, name_version = message["package_id"].partition("#")
    name, _, version = name_version.rpartition("@")
    source = {"registry+https://github.com/rust-lang/crates.io-index": "crates.io"}.get(source, source)
    if source.startswith("path+"):
        source = "workspace"
    linked = "custom-build" not in message["target"]["kind"] and \
        any(f.startswith(target_dir) for f in message["filenames"])
    key = (name, version, source)
    roles[key] = "linked" if linked or roles.get(key) == "linked" else "build-time"
for (name, version, source), role in sorted(roles.items()):
    print(name, version, source, role)
EOF
}

install_build() { # <folder> <file> <cache id>
  touch "$cache/$3"
  mkdir -p "$out/dev/rustpqc/native/$1"
  cp "$cache/$3/$2" "$out/dev/rustpqc/native/$1/$2"
  sha256sum "$cache/$3/$2" | cut -d' ' -f1 >"$out/dev/rustpqc/native/$1/$2.sha256"
  if [ -n "$crate_lists" ]; then
    mkdir -p "$crate_lists/$1"
    cp "$cache/$3/$2.crates" "$crate_lists/$1/$2.crates"
  fi
}

# Builds unused for three weeks go; the rest stay for the next clone.
mkdir -p "$cache"
find "$cache" -mindepth 1 -maxdepth 1 -type d -name '????????????????' -mtime +21 -exec rm -rf {} +
# The jar carries what this run builds, nothing left by an earlier one.
rm -rf "$out/dev/rustpqc/native"

# The one library this machine loads, as the loader picks it (NativePlatform, NativeLibrary).
host_build() {
  local folder file flags=""
  case "$(uname -s)/$(uname -m)" in
    Linux/x86_64)
      folder=linux-x86_64 file=librustpqc-x86-64.so flags="-C target-cpu=x86-64"
      local flag missing=""
      for flag in avx2 bmi1 bmi2 f16c fma abm movbe xsave; do
        grep -m1 '^flags' /proc/cpuinfo | grep -qw "$flag" || missing+=" $flag"
      done
      [ -n "$missing" ] || file=librustpqc-x86-64-v3.so flags="-C target-cpu=x86-64-v3"
      ;;
    Linux/aarch64) folder=linux-aarch64 file=librustpqc.so ;;
    *) die "RUSTPQC_PLATFORMS=host builds on Linux x86-64 and aarch64; this is $(uname -s) $(uname -m)" ;;
  esac
  local shipped_target=$(uname -m)-unknown-linux-gnu.2.17 id
  if command -v cargo-zigbuild >/dev/null; then
    id=$(RUSTFLAGS="$flags" build_id "$shipped_target" cargo zigbuild --target "$shipped_target")
    if [ -s "$cache/$id/$file" ]; then
      install_build "$folder" "$file" "$id"
      return
    fi
  fi
  RUSTFLAGS="$flags" TARGET_DIR_PREFIX=host- build "$folder" "$file" "$(uname -m)-unknown-linux-gnu" \
    cargo build --target "$(uname -m)-unknown-linux-gnu"
}

for platform in ${platforms//,/ }; do
  case $platform in
    linux-x86_64)
      need cargo-zigbuild
      RUSTFLAGS="-C target-cpu=x86-64-v3" build linux-x86_64 librustpqc-x86-64-v3.so \
        x86_64-unknown-linux-gnu.2.17 cargo zigbuild --target x86_64-unknown-linux-gnu.2.17
      RUSTFLAGS="-C target-cpu=x86-64" build linux-x86_64 librustpqc-x86-64.so \
        x86_64-unknown-linux-gnu.2.17 cargo zigbuild --target x86_64-unknown-linux-gnu.2.17
      ;;
    linux-aarch64)
      need cargo-zigbuild
      RUSTFLAGS="" build linux-aarch64 librustpqc.so \
        aarch64-unknown-linux-gnu.2.17 cargo zigbuild --target aarch64-unknown-linux-gnu.2.17
      ;;
    windows-x86_64)
      need x86_64-w64-mingw32-gcc
      # No COFF symbol table (-C strip=symbols): it named the import libraries rustc writes for
      # raw-dylib in a temporary directory of random name under the target directory, and it is
      # not needed (the exports are in the export table). No time stamp in the headers.
      # MinGW's gcc through scripts/mingw-link.sh, which gives it relative paths: GNU ld orders
      # the import tables by the paths of the archives it is given.
      RUSTFLAGS="-C strip=symbols -C link-arg=-Wl,--no-insert-timestamp" \
        CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=$root/scripts/mingw-link.sh \
        build windows-x86_64 rustpqc.dll x86_64-pc-windows-gnu cargo build --target x86_64-pc-windows-gnu
      ;;
    macos-aarch64 | macos-x86_64)
      need python3
      arch=aarch64 minimum=11.0
      [ "$platform" = macos-x86_64 ] && arch=x86_64 minimum=10.13
      # rust-lld in ld64 mode honours the exported-symbols list rustc writes (only rustpqc_* and
      # JNI_OnLoad leave the library), the deployment target and an @rpath install name.
      SDKROOT=$(macos_sdk) MACOSX_DEPLOYMENT_TARGET=$minimum \
        RUSTFLAGS="-C linker=rust-lld -C linker-flavor=ld64.lld -C link-arg=-install_name -C link-arg=@rpath/librustpqc.dylib" \
        build "$platform" librustpqc.dylib "$arch-apple-darwin" cargo build --target "$arch-apple-darwin"
      ;;
    linux-x86_64-fips)
      need cmake
      need go
      need perl
      # The module's own tools are inputs too: they shape its bytes.
      C_TOOLCHAIN="$(gcc --version | head -1); $(cmake --version | head -1); $(go version); perl $(perl -e 'print $^V')" \
        RUSTFLAGS="-C target-cpu=x86-64" build linux-x86_64 librustpqc-fips.so x86_64-unknown-linux-gnu \
        cargo build --features fips --target x86_64-unknown-linux-gnu
      ;;
    host) host_build ;;
    *) die "unknown platform '$platform' (known: $all_platforms, or host)" ;;
  esac
done
while [ "$running" -gt 0 ]; do
  wait -n || die "a native build failed (see above)"
  running=$((running - 1))
done
