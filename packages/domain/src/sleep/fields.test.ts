import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { ADMIN_SLEEP_FIELD_ORDER, buildAdminNightSchema, type adminSleepFieldShape } from '../api/admin-data.js';
import { buildSleepSchemas, nightRequestSchema, type NightDetail, type NightInput } from '../api/sleep.js';
import { exportedSleepValue, isExported, sleepCodebookEntry } from './field-export.js';
import { isNumericKind, storedFromForm } from './field-kinds.js';
import { rowFromWire, rowKey, wireFromRow } from './field-mapper.js';
import type { SleepCatalogue } from './field-spec.js';
import { SLEEP_FIELD_KEYS, SLEEP_FIELDS } from './fields.js';
import { untouchedDefaults } from './flags.js';
import { formDefaults, newNight } from './form-values.js';

/**
 * The field catalogue (docs/decisions/018-sleep-field-catalogue.md): every artefact built from it
 * takes a field added to it, with no edit anywhere else. The fixture adds one such field.
 */

const CUPS = {
  kind: 'count',
  default: 0,
  bounds: { min: 0, max: 10, unit: 'fincan', integer: true },
  label: 'Kahve (fincan)',
  formTab: 'factors',
  messageLabel: 'Kahve sayısı',
  admin: { key: 'coffee_cups', label: 'Kahve' },
  csvHeader: 'Kahve (fincan)',
  export: { column: 'coffee_cups', label: 'Kahve', meaning: 'Ham giriş' },
} as const;
const WITH_CUPS = { ...SLEEP_FIELDS, coffee_cups: CUPS } as const satisfies SleepCatalogue;

const night = { date: '2025-10-01', bedtime: '22:30', sleep_time: '23:00', wake_time: '07:00' };

describe('the real catalogue', () => {
  it('gives every numeric field bounds that hold its default, and unique export names', () => {
    for (const key of SLEEP_FIELD_KEYS) {
      const field = SLEEP_FIELDS[key];
      if (!isNumericKind(field.kind)) continue;
      const bounds = 'bounds' in field ? field.bounds : undefined;
      expect(bounds, key).toBeDefined();
      if (typeof field.default === 'number' && field.kind !== 'measurement') {
        expect(field.default, key).toBeGreaterThanOrEqual(bounds?.min ?? Number.NaN);
        expect(field.default, key).toBeLessThanOrEqual(bounds?.max ?? Number.NaN);
      }
    }
    const columns = Object.values(SLEEP_FIELDS).flatMap((field) => (field.export ? [field.export.column] : []));
    expect(new Set(columns).size).toBe(columns.length);
    for (const column of columns) expect(column).toMatch(/^[a-z][a-z0-9_]{0,31}$/);
  });

  it("is what the form starts from, and the request stores each default as the kind says", () => {
    const parsed = nightRequestSchema.parse(newNight('2025-10-01'));
    for (const key of SLEEP_FIELD_KEYS) {
      const field = SLEEP_FIELDS[key];
      expect(parsed[key], key).toEqual(storedFromForm(field.kind, field.default));
    }
  });

  it('maps a row and the wire into each other, camelCase from snake_case', () => {
    expect(rowKey('deep_sleep_duration')).toBe('deepSleepDuration');
    const wire = nightRequestSchema.parse({ ...night, heart_rate: 61, notes: 'iyi' });
    const row = rowFromWire(SLEEP_FIELDS, wire);
    expect(row).toMatchObject({ heartRate: 61, sleepTime: '23:00', notes: 'iyi', mealTime: null, longNightConfirmed: false });
    expect(wireFromRow(SLEEP_FIELDS, row)).toEqual(Object.fromEntries(SLEEP_FIELD_KEYS.map((key) => [key, wire[key]])));
  });

  it('lists the admin view in its order and infers exact keys', () => {
    expect(ADMIN_SLEEP_FIELD_ORDER).toEqual([
      'sleep_quality', 'rem_duration', 'deep_sleep_duration', 'light_sleep_duration', 'awake_duration', 'heart_rate',
      'stress_level', 'screen_time', 'room_temperature', 'mood_before_sleep', 'mood_after_sleep', 'notes',
    ]);
    expectTypeOf<NightInput['heart_rate']>().toEqualTypeOf<number | null>();
    expectTypeOf<NightDetail['meal_time']>().toEqualTypeOf<string | null>();
    expectTypeOf<keyof ReturnType<typeof adminSleepFieldShape<typeof SLEEP_FIELDS>>>().toEqualTypeOf<
      | 'sleep_quality' | 'rem_duration' | 'deep_sleep_duration' | 'light_sleep_duration' | 'awake_duration' | 'heart_rate'
      | 'stress_level' | 'sleep_efficiency' | 'screen_time_before' | 'room_temperature' | 'mood_before' | 'mood_after' | 'notes'
    >();
  });
});

describe('a field added to the catalogue', () => {
  const schemas = buildSleepSchemas(WITH_CUPS);

  it('is taken by the request, with its default, bounds and a message naming it', () => {
    expect(schemas.request.parse(night).coffee_cups).toBe(0);
    expect(schemas.request.parse({ ...night, coffee_cups: 4 }).coffee_cups).toBe(4);
    const refused = schemas.request.safeParse({ ...night, coffee_cups: 11 });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['coffee_cups'], message: 'Kahve sayısı 0-10 fincan arasında olmalıdır' })]);
    expectTypeOf<z.output<typeof schemas.request>['coffee_cups']>().toEqualTypeOf<number>();
  });

  it('is answered by the detail and the admin view (before the notes)', () => {
    expect(Object.keys(schemas.detail.shape)).toContain('coffee_cups');
    expectTypeOf<z.output<typeof schemas.detail>['coffee_cups']>().toEqualTypeOf<number>();
    // The last catalogue field lands right before the notes, whatever other fields come before it.
    const adminKeys = Object.keys(buildAdminNightSchema(WITH_CUPS).shape);
    expect(adminKeys[adminKeys.indexOf('notes') - 1]).toBe('coffee_cups');
    expect(adminKeys.filter((key) => key !== 'coffee_cups')).toEqual(Object.keys(buildAdminNightSchema(SLEEP_FIELDS).shape));
  });

  it("is in the form's defaults and in what untouched_defaults compares", () => {
    expect(formDefaults(WITH_CUPS).coffee_cups).toBe(0);
    expect(untouchedDefaults(WITH_CUPS)).toMatchObject({ coffeeCups: 0, heartRate: null, mealTime: null, notes: '' });
    expect(untouchedDefaults(WITH_CUPS)).not.toHaveProperty('longNightConfirmed');
  });

  it('has a codebook entry and cell from its kind', () => {
    expect(isExported(CUPS)).toBe(true);
    expect(sleepCodebookEntry(CUPS)).toEqual({ name: 'coffee_cups', label: 'Kahve', meaning: 'Ham giriş', unit: 'sayı' });
    expect(exportedSleepValue(CUPS, 3)).toBe(3);
  });

  it('maps between the row and the wire', () => {
    const wire = { ...wireFromRow(SLEEP_FIELDS, rowFromWire(SLEEP_FIELDS, nightRequestSchema.parse(night))), coffee_cups: 2 };
    expect(rowFromWire(WITH_CUPS, wire)).toMatchObject({ coffeeCups: 2 });
    expect(wireFromRow(WITH_CUPS, rowFromWire(WITH_CUPS, wire))).toEqual(wire);
  });
});
