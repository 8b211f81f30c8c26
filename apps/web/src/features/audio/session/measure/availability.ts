/**
 * Whether this browser can measure at all, asked before the measurement's own code is loaded: the
 * camera's estimator and the strap's parser are lazy chunks of their own (the dialog imports only
 * this file and the outcome types), so /relaxation and /binaural do not carry them.
 */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export function bluetoothAvailable(): boolean {
  return typeof navigator !== 'undefined' && 'bluetooth' in navigator;
}
