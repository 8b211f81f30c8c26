/**
 * Debian's Chromium and the flags the project launches it with, for the journeys and the
 * benchmarks alike (bench/chromium.ts re-exports them); never a downloaded browser.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
