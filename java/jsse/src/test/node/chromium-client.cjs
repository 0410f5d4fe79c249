// Headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core: never a downloaded
// browser) as a real client of the server recipe tests. For each URL it starts Chromium with a
// fresh profile (a fresh connection pool: one full TLS handshake), loads the page and prints one
// line of JSON: the HTTP status and protocol, and the key exchange group from the DevTools
// protocol's Network.responseReceived securityDetails, the group Chromium itself negotiated.
//
//   PLAYWRIGHT_DIR=<dir with node_modules/playwright-core> SPKI_SHA256=<base64> node chromium-client.cjs URL...
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { createRequire } = require('module');

const playwrightDir = process.env.PLAYWRIGHT_DIR;
if (!playwrightDir) {
  console.error('chromium-client: PLAYWRIGHT_DIR is not set');
  process.exit(2);
}
const { chromium } = createRequire(path.join(playwrightDir, 'node_modules', 'x.js'))('playwright-core');
const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';

async function load(url) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rustpqc-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    // The test's throwaway certificate is trusted by its key (SPKI_SHA256, base64), so that no
    // certificate error path (which aborts and retries connections) runs.
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--ignore-certificate-errors-spki-list=' + (process.env.SPKI_SHA256 || '')],
    // Debian's Chromium 156 took 35 to 50 s to come up on a loaded 2-core machine (3 s when quiet).
    timeout: 150000,
  });
  try {
    const page = context.pages()[0] || await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    const seen = [];
    devtools.on('Network.responseReceived', (event) => {
      if (event.response.url === url) {
        seen.push(event.response);
      }
    });
    const response = await page.goto(url, { timeout: 60000 });
    const body = (await response.text()).trim();
    const reported = seen[0] || {};
    const security = reported.securityDetails || {};
    return { url, status: response.status(), protocol: reported.protocol, group: security.keyExchangeGroup,
      tls: security.protocol, body, version: context.browser() ? context.browser().version() : '' };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

(async () => {
  for (const url of process.argv.slice(2)) {
    console.log('RESULT ' + JSON.stringify(await load(url)));
  }
})().catch((error) => {
  console.error('chromium-client: ' + (error && error.stack || error));
  process.exit(1);
});
