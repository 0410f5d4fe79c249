#!/usr/bin/env bash
# Debian roots for JDKs and tools this machine's glibc cannot run: JDK 26 and 27, OpenSSL 3.6 and
# wine 10 from Debian unstable (they need glibc 2.38+), the patched LTS updates 21 and 25 from
# Debian 13 (trixie-security; they need glibc 2.41) and, for old-glibc loading tests, Debian 11
# (bullseye, glibc 2.31) with JDK 17.
#
#   scripts/debian-root.sh ensure sid|trixie|bullseye|ea     make the root, or reuse it (idempotent)
#   scripts/debian-root.sh run sid|trixie|bullseye|ea CMD... run CMD inside it
#
# Roots live outside the clone, in ${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}/debian-SUITE, so every
# clone shares them and `git clean` keeps them; they are built only when missing (or when the
# package list below changes). `ensure` also writes JDK homes whose bin/ holds small wrappers that
# run the root's tools, so callers use them like any JDK:
#   sid:      $CACHE/jdk-26, $CACHE/jdk-27, $CACHE/openssl-3.6/bin/openssl (and beside it
#             openssl-batch, which runs a whole sh script in the root with $OPENSSL set)
#   trixie:   $CACHE/jdk-21-trixie, $CACHE/jdk-25-trixie (the versions pinned in scripts/lts-updates)
#   bullseye: $CACHE/jdk-17-bullseye
#   ea:       $CACHE/jdk-28-ea (Debian unstable's early-access JDK, for the benchmarks)
# `run` shows the command the current directory, the clone it is in, $HOME (Maven's ~/.m2, the
# caches), /tmp, /dev, /proc and /sys at the same paths as outside, in a mount namespace of its own
# that ends with the command: nothing is mounted on the host, and an interrupted run leaves nothing
# behind. More host directories: RUSTPQC_ROOT_BINDS=/dir1:/dir2.
# Needs root (debootstrap, mounts) and util-linux; .ci/run installs debootstrap. Mirror:
# RUSTPQC_DEBIAN_MIRROR (default http://deb.debian.org/debian).
set -euo pipefail

cache=${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}
mirror=${RUSTPQC_DEBIAN_MIRROR:-http://deb.debian.org/debian}
security_mirror=${RUSTPQC_DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
self=$(realpath "${BASH_SOURCE[0]}")
# The pinned LTS updates (JDK17_UPDATE, JDK21_UPDATE, JDK25_UPDATE). The wrappers run from a copy of
# this script in the cache, where the file is absent: only ensure and build need it.
lts_updates=$(dirname "$self")/lts-updates
# shellcheck source=lts-updates
[ -f "$lts_updates" ] && source "$lts_updates"

# What each root holds. Changing a list rebuilds that root (the list is recorded in the root).
# `mount` is listed because `run` unmounts the host's root from inside with it.
packages() {
  case $1 in
    # wine 10 runs the Windows tests: wine 8 (bookworm) lacks GetAnycastIpAddressTable, which
    # the JDK's NetworkInterface calls while seeding SecureRandom, and the JVM dies there.
    sid) echo "openjdk-27-jdk-headless openjdk-26-jdk-headless openssl curl ca-certificates mount wine wine64" ;;
    # The patched LTS updates with the JDK's own ML-KEM and ML-DSA, at the versions pinned in
    # scripts/lts-updates (trixie-security).
    trixie) echo "openjdk-21-jdk-headless=${JDK21_UPDATE:?} openjdk-21-jre-headless=$JDK21_UPDATE" \
      "openjdk-25-jdk-headless=${JDK25_UPDATE:?} openjdk-25-jre-headless=$JDK25_UPDATE ca-certificates mount" ;;
    bullseye) echo "openjdk-17-jdk-headless openssl ca-certificates mount" ;;
    # The early-access JDK, for the benchmarks only (benchmarks/headline.sh): Debian unstable
    # again, in a root of its own, so that the tests' root is not rebuilt for it.
    ea) echo "openjdk-28-jdk-headless ca-certificates mount" ;;
    *) echo "unknown suite '$1': sid, trixie, bullseye or ea" >&2; return 2 ;;
  esac
}

# The Debian release a root is made from: its own name, but for ea (unstable too).
release_of() { [ "$1" = ea ] && echo sid || echo "$1"; }

# Wrapper homes of a suite's root are named jdk-N (sid) or jdk-N-SUITE (others), so that a
# bullseye JDK 17 is never mistaken for the host's.
suffix() { [ "$1" = sid ] && echo "" || echo "-$1"; }

die() { echo "debian-root.sh: $*" >&2; exit 1; }

root_of() { echo "$cache/debian-$1"; }

# The directories a command inside the root sees at their host paths: the current directory,
# the clone it belongs to (its top, found by walking up to .git) and, beside that clone, the
# ../shared directory the tests read vectors from, the clone this script is in, $HOME, /tmp,
# and RUSTPQC_ROOT_BINDS. /usr/local/go too when present: the TLS interop tests build their Go
# peer with it.
user_dirs() {
  local dir=$PWD tops=()
  while [ "$dir" != / ]; do
    if [ -e "$dir/.git" ]; then tops+=("$dir"); break; fi
    dir=$(dirname "$dir")
  done
  local own
  own=$(dirname "$(dirname "$self")")
  [ -x "$own/mvnw" ] && tops+=("$own")
  local dirs=("$PWD" "$HOME" /tmp /usr/local/go)
  for top in "${tops[@]}"; do dirs+=("$top" "$top/../shared"); done
  local extra
  IFS=: read -r -a extra <<<"${RUSTPQC_ROOT_BINDS:-}"
  dirs+=("${extra[@]}")
  for dir in "${dirs[@]}"; do
    [ -n "$dir" ] && [ -d "$dir" ] || continue
    dir=$(cd "$dir" && pwd) # absolute, without .., as the command will name it
    # The root's own / or system directories must stay the root's.
    case $dir in /|/usr|/usr/lib|/usr/bin|/bin|/lib|/lib64|/sbin|/etc|/var) continue ;; esac
    echo "$dir"
  done | LC_ALL=C sort -u # parents before children: a child that is a mount of its own stays visible
}

# Runs in the new mount namespace (see `run`): bind what the command needs into the root, make
# the root /, then exec the command. $1: root directory, $2: "user" to bind user_dirs, else only
# the system directories (for building the root).
enter() {
  local root=$1 binds=$2; shift 2
  local cwd=/
  [ "$binds" = user ] && cwd=$PWD
  # pivot_root needs the new root to be a mount point. Bound without its submounts, so the root
  # seen through $HOME inside (the cache is under $HOME) is a plain directory.
  mount --bind "$root" "$root"
  local dir
  for dir in /dev /proc /sys; do mount --rbind "$dir" "$root$dir"; done
  # Names resolve as on the host (localhost for the loopback TLS tests; DNS for apt).
  for file in /etc/hosts /etc/resolv.conf; do
    if [ -f "$file" ] && [ -f "$root$file" ]; then mount --bind -o ro "$file" "$root$file"; fi
  done
  if [ "$binds" = user ]; then
    while read -r dir; do
      mkdir -p "$root$dir"
      mount --bind "$dir" "$root$dir"
    done < <(user_dirs)
  fi
  cd "$root"
  # pivot_root rather than chroot: in a chroot the kernel refuses new user namespaces, which a
  # test uses (unshare --map-root-user); pivot_root makes the root this namespace's real /.
  # The old / lands on top of the new one and is detached at once.
  if pivot_root . . 2>/dev/null; then
    umount -l .
    cd /
    exec /usr/bin/env --chdir="$cwd" PATH="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:$PATH" \
      RUSTPQC_DEBIAN_ROOT="$root" "$@"
  fi
  exec chroot "$root" /usr/bin/env --chdir="$cwd" PATH="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:$PATH" \
    RUSTPQC_DEBIAN_ROOT="$root" "$@"
}

# Runs a command in a root: a private mount namespace per call (unshare --mount), which ends
# with the command, so the mounts never reach the host. unshare and the script exec, so the
# command keeps this process: its stdin, stdout, stderr, exit status and signals.
# The root's PATH comes first (its java, sh, openssl), then the caller's.
in_root() { # <root dir> <user|system> <command...>
  local root=$1
  [ "$(id -u)" = 0 ] || die "run needs root (mount namespaces and bind mounts)"
  if [ "${RUSTPQC_DEBIAN_ROOT:-}" = "$root" ]; then exec "${@:3}"; fi # already inside it
  exec unshare --mount --propagation private -- bash "$self" __enter "$@"
}

run() { # <suite> <command...>
  local suite=$1; shift
  [ $# -gt 0 ] || die "usage: $0 run SUITE COMMAND..."
  case $suite in sid|trixie|bullseye|ea) ;; *) die "unknown suite '$suite': sid, trixie, bullseye or ea" ;; esac
  local root
  root=$(root_of "$suite")
  [ -f "$root/.rustpqc-recipe" ] || die "no $suite root at $root: run '$self ensure $suite' first"
  in_root "$root" user "$@"
}

# Writes a file only when its content changes (bash builtins only: ensure stays fast when all is
# in place), by rename, so that a wrapper another process is executing is never seen half-written.
write_file() { # <path> <mode> <content>
  if [ -f "$1" ] && [ "$(<"$1")" = "$3" ]; then return 0; fi
  printf '%s\n' "$3" >"$1.new.$$"
  chmod "$2" "$1.new.$$"
  mv -f "$1.new.$$" "$1"
}

# The wrapper homes: bin/ with one script per tool of the root's JDK, which runs it through a
# copy of this script in the cache (clones come and go; the cache stays), and the JDK's release
# file, from which Maven's Surefire reads the version. JAVA_HOME is the root's JDK, so that
# anything the tool starts finds the real home.
write_wrappers() { # <suite>
  local suite=$1 root
  root=$(root_of "$suite")
  # The copy is named by its contents: clones of other commits, whose scripts may know other
  # suites, keep their own copies and wrappers working side by side.
  local runner
  runner="$cache/debian-root.$(sha256sum <"$self" | cut -c1-12).sh"
  write_file "$runner" 755 "$(<"$self")"
  local jdk feature home tool
  for jdk in "$root"/usr/lib/jvm/java-*-openjdk-amd64; do
    [ -x "$jdk/bin/java" ] && [ ! -L "$jdk" ] || continue # not the java-1.N.0 alias links
    feature=${jdk##*/java-}; feature=${feature%%-*}
    home="$cache/jdk-$feature$(suffix "$suite")"
    mkdir -p "$home/bin"
    write_file "$home/release" 644 "$(<"$jdk/release")"
    for tool in "$jdk"/bin/*; do
      [ -x "$tool" ] || continue
      write_file "$home/bin/${tool##*/}" 755 "#!/usr/bin/env bash
# Written by scripts/debian-root.sh ensure $suite: ${tool##*/} of JDK $feature in the Debian $suite root.
export JAVA_HOME=${jdk#"$root"}
exec $(printf %q "$runner") run $suite \"\$JAVA_HOME/bin/${tool##*/}\" \"\$@\""
    done
  done
  if [ -x "$root/usr/bin/openssl" ]; then
    local version # the package's upstream version, e.g. 3.6.5 of 3.6.5-1, read without starting it
    version=$(awk '/^Package: /{p = $2 == "openssl"} p && /^Version: /{print $2; exit}' \
      "$root/var/lib/dpkg/status")
    version=${version%%-*}
    home="$cache/openssl-${version%.*}$(suffix "$suite")"
    mkdir -p "$home/bin"
    write_file "$home/bin/openssl" 755 "#!/usr/bin/env bash
# Written by scripts/debian-root.sh ensure $suite: OpenSSL $version in the Debian $suite root.
exec $(printf %q "$runner") run $suite /usr/bin/openssl \"\$@\""
    # Entering the root costs a new mount namespace per command (0.1 to 0.6 s): tests that run
    # many openssl commands run them as one script, entered once, with \$OPENSSL set.
    write_file "$home/bin/openssl-batch" 755 "#!/usr/bin/env bash
# Written by scripts/debian-root.sh ensure $suite: runs a sh script in the Debian $suite root, with
# OPENSSL set to its OpenSSL $version. Usage: openssl-batch SCRIPT [ARGUMENTS...]
exec $(printf %q "$runner") run $suite /usr/bin/env OPENSSL=/usr/bin/openssl /bin/sh \"\$@\""
  fi
}

in_root_and_return() { # <root dir> <command...>: in_root with only the system directories, in a
  (in_root "$1" system "${@:2}") # subshell: in_root execs, and the build goes on afterwards
}

# Builds into a temporary directory beside the final one and renames it at the end, so an
# interrupted build never leaves a root that looks complete; the next ensure removes the debris.
build() { # <suite>
  local suite=$1 root tmp log
  root=$(root_of "$suite")
  command -v debootstrap >/dev/null || die "debootstrap is missing: apt-get install -y debootstrap"
  tmp=$(mktemp -d "$cache/.debian-$suite.build.XXXXXX")
  log="$tmp.log"
  # No mounts can be left in $tmp (they all lived in namespaces that ended), so removing it
  # cannot reach the host; --one-file-system makes sure.
  trap 'rm -rf --one-file-system "$tmp"' EXIT
  echo "building the Debian $suite root in $root (log: $log)" >&2
  local start=$SECONDS
  # debootstrap mounts /proc and /sys inside the target: in a namespace of its own, they go with it.
  if ! unshare --mount --propagation private -- \
      debootstrap --variant=minbase "$(release_of "$suite")" "$tmp" "$mirror" >"$log" 2>&1; then
    tail -n 30 "$log" >&2; die "debootstrap $suite failed (log: $log)"
  fi
  # The mirror serves a Release file past its Valid-Until date; recommends are not needed.
  cat >"$tmp/etc/apt/apt.conf.d/99rustpqc" <<'EOF'
Acquire::Check-Valid-Until "false";
APT::Install-Recommends "false";
EOF
  touch "$tmp/etc/hosts" "$tmp/etc/resolv.conf"
  # A stable release's fixes (the LTS JDK updates among them) come from its security suite.
  if [ "$suite" = trixie ]; then
    echo "deb $security_mirror trixie-security main" >"$tmp/etc/apt/sources.list.d/security.list"
  fi
  # shellcheck disable=SC2046 # the package list is split on purpose
  if ! in_root_and_return "$tmp" env DEBIAN_FRONTEND=noninteractive sh -c \
      'apt-get update && apt-get install -y "$@" && apt-get clean && rm -rf /var/lib/apt/lists/*' \
      sh $(packages "$suite") >>"$log" 2>&1; then
    tail -n 30 "$log" >&2; die "installing packages into the $suite root failed (log: $log)"
  fi
  chmod 755 "$tmp" # mktemp made it 0700
  packages "$suite" >"$tmp/.rustpqc-recipe"
  if [ -e "$root" ]; then # an old recipe: move it aside, then remove it
    local old
    old=$(mktemp -d "$cache/.debian-$suite.old.XXXXXX")
    mv -T "$root" "$old/root"
    rm -rf --one-file-system "$old"
  fi
  mv -T "$tmp" "$root"
  trap - EXIT
  rm -f "$log"
  echo "built the Debian $suite root in $((SECONDS - start)) s ($(du -sh "$root" | cut -f1))" >&2
}

ensure() { # <suite>
  local suite=$1 root
  packages "$suite" >/dev/null
  [ "$(id -u)" = 0 ] || die "ensure needs root (debootstrap, mounts)"
  root=$(root_of "$suite")
  mkdir -p "$cache"
  # One builder at a time; the others wait and then find the root built.
  exec 9>"$cache/.debian-$suite.lock"
  flock 9
  if [ "$(cat "$root/.rustpqc-recipe" 2>/dev/null)" != "$(packages "$suite")" ]; then
    rm -rf --one-file-system "$cache/.debian-$suite".build.* "$cache/.debian-$suite".old.*
    build "$suite"
  fi
  write_wrappers "$suite"
  exec 9>&-
}

case ${1:-} in
  ensure) [ $# = 2 ] || die "usage: $0 ensure sid|trixie|bullseye|ea"; ensure "$2" ;;
  run) shift; run "$@" ;;
  __enter) shift; enter "$@" ;;
  *) die "usage: $0 ensure SUITE | run SUITE COMMAND... (SUITE: sid, trixie, bullseye or ea)" ;;
esac
