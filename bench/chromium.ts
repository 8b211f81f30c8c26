/** The journeys' Chromium and flags (e2e/support/chromium.ts), so both launch it alike. */
export { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium.js';
