/** Heart rate measured rather than typed: the camera's pulse wave and a Bluetooth strap's packets. */
export * from './ppg.js';
export * from './ble-heart-rate.js';
export * from './rmssd.js';
export * from './bland-altman.js';
