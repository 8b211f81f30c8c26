/**
 * The Bluetooth Heart Rate Service's 'Heart Rate Measurement' characteristic (GATT 0x2A37), as a
 * chest strap or watch notifies it: a flags byte, the rate (8 or 16 bits), optionally the energy
 * expended (16 bits, kJ) and any number of RR intervals (16 bits each, in 1/1024 s). The parser
 * reads the packet as the specification lays it out, for every combination of the flags.
 */

export type SensorContact = 'detected' | 'not_detected' | 'unsupported';

export interface BleHeartRatePacket {
  bpm: number;
  contact: SensorContact;
  /** kJ since the sensor's last reset, when sent. */
  energyExpended: number | null;
  /** Beat-to-beat intervals in milliseconds (converted from 1/1024 s), possibly none. */
  rrMs: number[];
}

const FLAG_UINT16_RATE = 0x01;
const FLAG_CONTACT_DETECTED = 0x02;
const FLAG_CONTACT_SUPPORTED = 0x04;
const FLAG_ENERGY = 0x08;
const FLAG_RR = 0x10;

/** One notification's value; null when it is too short for what its flags announce. */
export function parseHeartRateMeasurement(value: DataView): BleHeartRatePacket | null {
  if (value.byteLength < 2) return null;
  const flags = value.getUint8(0);
  let offset = 1;
  let bpm: number;
  if (flags & FLAG_UINT16_RATE) {
    if (value.byteLength < offset + 2) return null;
    bpm = value.getUint16(offset, true);
    offset += 2;
  } else {
    bpm = value.getUint8(offset);
    offset += 1;
  }
  const contact: SensorContact = flags & FLAG_CONTACT_SUPPORTED ? (flags & FLAG_CONTACT_DETECTED ? 'detected' : 'not_detected') : 'unsupported';
  let energyExpended: number | null = null;
  if (flags & FLAG_ENERGY) {
    if (value.byteLength < offset + 2) return null;
    energyExpended = value.getUint16(offset, true);
    offset += 2;
  }
  const rrMs: number[] = [];
  if (flags & FLAG_RR) {
    for (; offset + 1 < value.byteLength; offset += 2) rrMs.push((value.getUint16(offset, true) * 1000) / 1024);
  }
  return { bpm, contact, energyExpended, rrMs };
}
