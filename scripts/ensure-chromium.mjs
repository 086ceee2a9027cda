#!/usr/bin/env node
// Makes sure Debian's Chromium is here (we never download a browser): its headless shell for the Playwright
// journeys, the full browser for the bench's Lighthouse. As root with apt-get at hand it installs what is
// missing; otherwise it says how, in one line, and fails.
import { existsSync } from 'node:fs';
import { aptInstall, canInstallWithApt } from './apt-install.mjs';

/** Each Debian package by the file it brings. */
const BROWSERS = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell',
};
const missing = () => Object.keys(BROWSERS).filter((pkg) => !existsSync(BROWSERS[pkg]));
const HINT = `Chromium saknas: kör 'sudo apt-get install -y ${Object.keys(BROWSERS).join(' ')}' (Debian) och försök igen.`;

const wanted = missing();
if (!wanted.length) process.exit(0);
if (!canInstallWithApt() || !aptInstall([...wanted, 'fonts-dejavu-core'])) {
  console.error(HINT);
  process.exit(1);
}
const still = missing();
if (still.length) {
  console.error(
    `apt-get är klar men ${still.map((pkg) => BROWSERS[pkg]).join(', ')} finns fortfarande inte.`,
  );
  console.error(HINT);
  process.exit(1);
}
