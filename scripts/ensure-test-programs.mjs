#!/usr/bin/env node
// Makes sure the Debian programs the journeys run are here (we never download a browser or a Java): Chromium's
// headless shell for the Playwright journeys and the full browser for the bench's Lighthouse, and a Java
// runtime for the W3C Nu HTML checker (the npm package vnu-jar is only its jar). As root with apt-get at
// hand it installs what is missing; otherwise it says how, in one line, and fails.
import { existsSync } from 'node:fs';
import { aptInstall, canInstallWithApt } from './apt-install.mjs';

/** Each Debian package by the file it brings. */
const PROGRAMS = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell',
  'default-jre-headless': '/usr/bin/java',
};
const missing = () => Object.keys(PROGRAMS).filter((pkg) => !existsSync(PROGRAMS[pkg]));
const hint = (packages) =>
  `${packages.map((pkg) => PROGRAMS[pkg]).join(', ')} saknas: kör 'sudo apt-get install -y ${packages.join(' ')}' (Debian) och försök igen.`;

const wanted = missing();
if (!wanted.length) process.exit(0);
const browsers = wanted.some((pkg) => pkg.startsWith('chromium'));
if (!canInstallWithApt() || !aptInstall(browsers ? [...wanted, 'fonts-dejavu-core'] : wanted)) {
  console.error(hint(wanted));
  process.exit(1);
}
const still = missing();
if (still.length) {
  console.error(
    `apt-get är klar men ${still.map((pkg) => PROGRAMS[pkg]).join(', ')} finns fortfarande inte.`,
  );
  console.error(hint(still));
  process.exit(1);
}
