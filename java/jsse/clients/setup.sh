#!/usr/bin/env bash
# Installs the real TLS clients of the server recipe tests (java/jsse: *ServerTest), once, into the
# machine and the caches outside the clone, so that later runs need no network:
#   - curl in the Debian sid root (built on its OpenSSL 3.6: --curves X25519MLKEM768), beside the
#     root's openssl, and chromium and node there too, for the tests on JDK 26 and 27, whose JVMs
#     run inside that root; chromium and node in the Debian 13 root too (JDK 25.0.5);
#     scripts/debian-root.sh must have made the roots (test.sh does, first);
#   - Debian's chromium on the host (/usr/bin/chromium);
#   - playwright-core from npm (it drives that chromium; no browser download, ever), in
#     ${RUSTPQC_CACHE:-~/.cache/rustpqc}/node/playwright-core-$PLAYWRIGHT_VERSION.
# Prints the directory holding playwright-core's node_modules, for -Drustpqc.playwright=.
set -euo pipefail
cache=${RUSTPQC_CACHE:-$HOME/.cache/rustpqc}
here=$(cd "$(dirname "$0")" && pwd)
root_script=$here/../../../scripts/debian-root.sh
PLAYWRIGHT_VERSION=1.65.1

if [ ! -x "$cache/debian-sid/usr/bin/curl" ] || [ ! -x "$cache/debian-sid/usr/bin/chromium" ] ||
    [ ! -x "$cache/debian-sid/usr/bin/node" ]; then
  echo "installing curl, chromium and node into the Debian sid root" >&2
  bash "$root_script" run sid env DEBIAN_FRONTEND=noninteractive sh -c \
    'apt-get update -qq && apt-get install -y -qq --no-install-recommends curl chromium nodejs >/dev/null && apt-get clean && rm -rf /var/lib/apt/lists/*' >&2
fi

# The Debian 13 root (JDK 21.0.13 and 25.0.5, scripts/lts-updates) runs its JVMs' Chromium and node
# too, for SunJSSE's hybrid on 25.0.5; its curl and s_client come from the sid root's wrapper.
if [ -d "$cache/debian-trixie" ] &&
    { [ ! -x "$cache/debian-trixie/usr/bin/chromium" ] || [ ! -x "$cache/debian-trixie/usr/bin/node" ]; }; then
  echo "installing chromium and node into the Debian trixie root" >&2
  bash "$root_script" run trixie env DEBIAN_FRONTEND=noninteractive sh -c \
    'apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium nodejs >/dev/null && apt-get clean && rm -rf /var/lib/apt/lists/*' >&2
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "installing Debian's chromium" >&2
  apt-get -o Acquire::Check-Valid-Until=false update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >&2
fi

playwright=$cache/node/playwright-core-$PLAYWRIGHT_VERSION
if [ ! -f "$playwright/node_modules/playwright-core/package.json" ]; then
  echo "installing playwright-core $PLAYWRIGHT_VERSION from npm (no browser download)" >&2
  mkdir -p "$playwright"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --silent --no-audit --no-fund --prefix "$playwright" \
    "playwright-core@$PLAYWRIGHT_VERSION" >&2
fi
echo "$playwright"
