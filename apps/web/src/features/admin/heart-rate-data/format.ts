import { formatNumber, formatOneDecimal, type HeartRateMeasurement, type HeartRateValue } from '@uyku/domain';
import { DATA_TEXTS } from '../data-shared/texts';
import { HEART_RATE_DATA_TEXTS as T } from './texts';

const number = (value: number) => (Number.isInteger(value) ? String(value) : formatOneDecimal(value));
/** A signed number: a fall in heart rate reads −12, a rise +3. */
export const signed = (value: number) => (value > 0 ? `+${number(value)}` : value < 0 ? `−${number(-value)}` : '0');

export const bpmText = (value: number | null) => (value === null ? DATA_TEXTS.none : T.bpm(number(value)));
/** A session's recorded value: the number, or why there is none ('Ölçemedim', or never asked). */
export const heartRateValueText = (value: HeartRateValue) => (typeof value === 'number' ? bpmText(value) : T.missing[value]);
export const changeText = (value: number | null) => (value === null ? DATA_TEXTS.none : T.signedBpm(signed(value)));
export const percentText = (value: number | null) => (value === null ? DATA_TEXTS.none : T.signedPercent(signed(value)));
/** A fall is what the session aims at: green; a rise: orange. */
export const changeColor = (value: number | null) => (value === null || value === 0 ? 'text.primary' : value < 0 ? 'success.main' : 'warning.dark');

/** How a value was obtained: 'Kamera ile ölçüldü · kalite 0,62 · referans 74 atım/dk', 'Bluetooth ölçer · RMSSD 41,5 ms'. */
export function methodText(measurement: HeartRateMeasurement | null): string | null {
  if (!measurement) return null;
  const parts: string[] = [T.method[measurement.method]];
  if (measurement.quality !== undefined) parts.push(T.quality(formatNumber(Math.round(measurement.quality * 100) / 100)));
  if (measurement.rmssd_ms !== undefined) parts.push(T.rmssd(formatOneDecimal(measurement.rmssd_ms)));
  if (measurement.reference_bpm !== undefined) parts.push(T.reference(measurement.reference_bpm));
  return parts.join(' · ');
}
