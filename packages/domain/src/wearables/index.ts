/** Wearable exports read on the participant's phone (docs/sleep-metrics.md, "Device nights"). */
export * from './device-night.js';
export * from './apple-health.js';
export * from './fitbit.js';
export * from './samsung.js';
export * from './oura.js';
export * from './garmin.js';
export * from './summary-night.js';
export * from './misperception.js';
