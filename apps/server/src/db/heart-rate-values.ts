import type { HeartRateMeasurement, HeartRateMethod, HeartRateMissing, HeartRateValue } from '@uyku/domain';
import type { HeartRateSessionRow } from './schema/heart-rate.js';

/**
 * A heart rate is stored in two columns, the number and why it is missing (docs/product.md, "Heart
 * rate"); the API carries one value, the number or the marker. These two functions are the only
 * place the two shapes meet.
 */
export function heartRateValue(value: number | null, missing: HeartRateMissing | null): HeartRateValue {
  return value ?? missing ?? 'not_measured';
}

export function heartRateColumns(value: HeartRateValue): { value: number | null; missing: HeartRateMissing | null } {
  return typeof value === 'number' ? { value, missing: null } : { value: null, missing: value };
}

/** One side's measurement columns (`before…` or `after…`). */
export interface MeasurementColumns {
  method: HeartRateMethod | null;
  quality: number | null;
  seconds: number | null;
  rmssdMs: number | null;
  rrCount: number | null;
  /** A reference device's value typed beside a measurement (docs/heart-rate-validation.md). */
  referenceBpm: number | null;
}

/** A value's measurement as stored: typed when the client said nothing, none for a value not measured. */
export function measurementColumns(value: HeartRateValue, measurement: HeartRateMeasurement | undefined): MeasurementColumns {
  if (typeof value !== 'number') return { method: null, quality: null, seconds: null, rmssdMs: null, rrCount: null, referenceBpm: null };
  return {
    method: measurement?.method ?? 'manual',
    quality: measurement?.quality ?? null,
    seconds: measurement?.seconds ?? null,
    rmssdMs: measurement?.rmssd_ms ?? null,
    rrCount: measurement?.rr_count ?? null,
    referenceBpm: measurement?.reference_bpm ?? null,
  };
}

/** The API's measurement of one side, from its columns. */
export function measurementOf(columns: MeasurementColumns): HeartRateMeasurement | null {
  if (columns.method === null) return null;
  return {
    method: columns.method,
    ...(columns.quality !== null ? { quality: columns.quality } : {}),
    ...(columns.seconds !== null ? { seconds: columns.seconds } : {}),
    ...(columns.rmssdMs !== null ? { rmssd_ms: columns.rmssdMs } : {}),
    ...(columns.rrCount !== null ? { rr_count: columns.rrCount } : {}),
    ...(columns.referenceBpm !== null ? { reference_bpm: columns.referenceBpm } : {}),
  };
}

/** The measurement columns of a stored heart-rate session. */
export type MeasurementRow = Pick<
  HeartRateSessionRow,
  | 'beforeMethod'
  | 'beforeQuality'
  | 'beforeSeconds'
  | 'beforeRmssdMs'
  | 'beforeRrCount'
  | 'beforeReferenceBpm'
  | 'afterMethod'
  | 'afterQuality'
  | 'afterSeconds'
  | 'afterRmssdMs'
  | 'afterRrCount'
  | 'afterReferenceBpm'
>;

export type MeasurementSide = 'before' | 'after';

/**
 * One side's measurement columns of a stored row, and the row's columns from both sides: the only
 * place the `before…`/`after…` column names meet MeasurementColumns.
 */
export function sideOfRow(row: MeasurementRow, side: MeasurementSide): MeasurementColumns {
  return side === 'before'
    ? { method: row.beforeMethod, quality: row.beforeQuality, seconds: row.beforeSeconds, rmssdMs: row.beforeRmssdMs, rrCount: row.beforeRrCount, referenceBpm: row.beforeReferenceBpm }
    : { method: row.afterMethod, quality: row.afterQuality, seconds: row.afterSeconds, rmssdMs: row.afterRmssdMs, rrCount: row.afterRrCount, referenceBpm: row.afterReferenceBpm };
}

export function rowOfSides(before: MeasurementColumns, after: MeasurementColumns): MeasurementRow {
  return {
    beforeMethod: before.method,
    beforeQuality: before.quality,
    beforeSeconds: before.seconds,
    beforeRmssdMs: before.rmssdMs,
    beforeRrCount: before.rrCount,
    beforeReferenceBpm: before.referenceBpm,
    afterMethod: after.method,
    afterQuality: after.quality,
    afterSeconds: after.seconds,
    afterRmssdMs: after.rmssdMs,
    afterRrCount: after.rrCount,
    afterReferenceBpm: after.referenceBpm,
  };
}

/** The stored row's two measurements. */
export function measurementsOfRow(row: MeasurementRow): { before: HeartRateMeasurement | null; after: HeartRateMeasurement | null } {
  return { before: measurementOf(sideOfRow(row, 'before')), after: measurementOf(sideOfRow(row, 'after')) };
}
