import { defineConfig, devices } from '@playwright/test';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Where Debian's chromium-headless-shell puts the browser (scripts/ensure-test-programs.mjs installs it). */
const CHROMIUM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

// Chosen once in the runner process; the workers inherit the environment, so they all agree on it.
process.env.REKRY_E2E_PORT ??= String(await freePort());
// Where the server takes answers to staff mail (its inbound SMTP receiver); the journeys send them there.
process.env.REKRY_E2E_INBOUND_PORT ??= String(await freePort());
const port = Number(process.env.REKRY_E2E_PORT);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  // Measured on CI's two cores: 432 s with two workers, 396 s with three, 420 s with four (journeys wait on
  // the server, the database and mail as much as on the CPU).
  workers: process.env.CI ? 3 : 4,
  retries: 0,
  // A journey drives a real browser, server and database; on a loaded two-core CI machine the long ones
  // (test.slow(): three times this) took up to 72 s, so the budget leaves room to spare.
  timeout: 60_000,
  // A page drawn while the other worker's browser, the server and LibreOffice share the two cores has been
  // seen to take over 7.5 s; waiting longer costs nothing when it comes sooner.
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  // The JSON report feeds npm test's timing table (scripts/test-timings.mjs).
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.REKRY_PLAYWRIGHT_JSON ??
          fileURLToPath(new URL('../test-results/playwright.json', import.meta.url)),
      },
    ],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // The app's CSS cuts every animation and transition to 1 ms for reduced motion: a dialog or menu is
    // drawn in its final place at once, so screenshots and axe never catch one mid-way.
    reducedMotion: 'reduce',
    // A trace records every action's page and a screencast: a quarter of a journey's time. CI keeps only
    // what it prints, so there it is off; a local run keeps the trace of a journey that failed.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium in its headless shell (package chromium-headless-shell), never a downloaded
      // browser. The same Blink as /usr/bin/chromium without the full browser around it: three journey files
      // took 22 % less of the browser's CPU (222 → 174 s). Playwright itself runs headless this way.
      executablePath: CHROMIUM_HEADLESS_SHELL,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
