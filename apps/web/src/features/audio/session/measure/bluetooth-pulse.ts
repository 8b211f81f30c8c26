import { isPlausibleRmssd, parseHeartRateMeasurement, rmssd, type HeartRateMeasurement, type RmssdProblem } from '@uyku/domain';

/**
 * A Bluetooth heart-rate strap or watch (GATT Heart Rate Service 0x180D): the participant picks it
 * in the browser's own chooser, its 'Heart Rate Measurement' notifications are read for
 * BLUETOOTH_MEASURE_SECONDS, and the mean rate with RMSSD from the beat-to-beat intervals is what
 * is kept (docs/decisions/020-heart-rate-never-invented.md).
 */

export const BLUETOOTH_MEASURE_SECONDS = 60;
/** Without a packet for this long the strap is taken as silent. */
const SILENCE_MS = 15_000;

// The few parts of Web Bluetooth used here; TypeScript's DOM types do not include the API.
interface GattCharacteristic extends EventTarget {
  value?: DataView;
  startNotifications(): Promise<GattCharacteristic>;
  stopNotifications(): Promise<GattCharacteristic>;
}
interface GattService {
  getCharacteristic(name: string): Promise<GattCharacteristic>;
}
interface GattServer {
  connect(): Promise<GattServer>;
  disconnect(): void;
  getPrimaryService(name: string): Promise<GattService>;
}
interface BluetoothDeviceLike {
  gatt?: GattServer;
}
interface BluetoothLike {
  requestDevice(options: { filters: { services: string[] }[] }): Promise<BluetoothDeviceLike>;
}

function bluetooth(): BluetoothLike | null {
  if (typeof navigator === 'undefined' || !('bluetooth' in navigator)) return null;
  return (navigator as Navigator & { bluetooth: BluetoothLike }).bluetooth;
}


export interface BluetoothProgress {
  elapsedSeconds: number;
  /** The strap's latest rate, shown live. */
  latestBpm: number | null;
}

export type BluetoothProblem = 'no_device' | 'no_data' | 'no_contact' | 'unavailable';
export type BluetoothOutcome =
  /** `rmssdProblem`: why the measurement has no RMSSD, when it has none. */
  | { kind: 'measured'; bpm: number; measurement: HeartRateMeasurement; rmssdProblem: RmssdProblem | null }
  | { kind: 'failed'; problem: BluetoothProblem }
  | { kind: 'cancelled' };

export async function measureWithBluetooth(onProgress: (progress: BluetoothProgress) => void, signal: AbortSignal): Promise<BluetoothOutcome> {
  const api = bluetooth();
  if (!api) return { kind: 'failed', problem: 'unavailable' };
  let server: GattServer | undefined;
  let characteristic: GattCharacteristic;
  try {
    const device = await api.requestDevice({ filters: [{ services: ['heart_rate'] }] });
    server = await device.gatt?.connect();
    if (!server) return { kind: 'failed', problem: 'unavailable' };
    const service = await server.getPrimaryService('heart_rate');
    characteristic = await service.getCharacteristic('heart_rate_measurement');
    await characteristic.startNotifications();
  } catch (error) {
    server?.disconnect();
    // The chooser closed without a choice, or no strap in range.
    return { kind: 'failed', problem: error instanceof DOMException && error.name === 'NotFoundError' ? 'no_device' : 'unavailable' };
  }
  const connected = server;

  const rates: number[] = [];
  const intervals: number[] = [];
  const started = Date.now();
  let lastPacket = started;
  return new Promise<BluetoothOutcome>((resolve) => {
    let done = false;
    const finish = (outcome: BluetoothOutcome) => {
      if (done) return;
      done = true;
      window.clearInterval(timer);
      characteristic.removeEventListener('characteristicvaluechanged', onValue);
      void characteristic.stopNotifications().catch(() => undefined);
      connected.disconnect();
      resolve(outcome);
    };
    const onValue = () => {
      const packet = characteristic.value ? parseHeartRateMeasurement(characteristic.value) : null;
      if (!packet) return;
      lastPacket = Date.now();
      // A strap that says it has lost the skin sends numbers that mean nothing.
      if (packet.contact === 'not_detected') return;
      rates.push(packet.bpm);
      intervals.push(...packet.rrMs);
      onProgress({ elapsedSeconds: (Date.now() - started) / 1000, latestBpm: packet.bpm });
    };
    characteristic.addEventListener('characteristicvaluechanged', onValue);
    signal.addEventListener('abort', () => finish({ kind: 'cancelled' }), { once: true });
    const timer = window.setInterval(() => {
      const now = Date.now();
      onProgress({ elapsedSeconds: (now - started) / 1000, latestBpm: rates.at(-1) ?? null });
      if (now - lastPacket > SILENCE_MS) finish({ kind: 'failed', problem: rates.length > 0 ? 'no_data' : 'no_contact' });
      else if (now - started >= BLUETOOTH_MEASURE_SECONDS * 1000) {
        if (rates.length === 0) return finish({ kind: 'failed', problem: 'no_contact' });
        const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
        const hrv = rmssd(intervals);
        const rmssdMs = hrv.rmssd === null ? null : Math.round(hrv.rmssd * 10) / 10;
        finish({
          kind: 'measured',
          bpm: Math.round(mean),
          measurement: {
            method: 'bluetooth',
            seconds: Math.round((now - started) / 1000),
            rr_count: hrv.accepted,
            // The server refuses an RMSSD no person has (a strap's noise): the rate is kept without it.
            ...(rmssdMs !== null && isPlausibleRmssd(rmssdMs) ? { rmssd_ms: rmssdMs } : {}),
          },
          rmssdProblem: hrv.problem,
        });
      }
    }, 250);
  });
}
