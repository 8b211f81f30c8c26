import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * The study zone's offset comes from Temporal where the browser has it and from Intl.DateTimeFormat
 * elsewhere (packages/domain/src/sleep/zone-offset.ts). Node, where the unit tests run, has no
 * Temporal, so the two readings are compared here, in Chromium: every hour of 1900–2040 in
 * Europe/Istanbul, and every change of offset to the millisecond, the way the built domain package
 * computes them.
 */
/** What the page reads from the built module (its own types live in the domain package). */
interface ZoneOffsetModule {
  platformTemporal(): object | undefined;
  temporalZoneOffset(temporal: object, zone: string, ms: number): number;
  intlZoneOffset(zone: string, ms: number): number;
}

const MODULE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/domain/dist/sleep/zone-offset.js');

test('Temporal and Intl give Europe/Istanbul the same offset at every hour of 1900–2040 and every change', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('about:blank');
  const source = readFileSync(MODULE).toString('base64');
  const result = await page.evaluate(async (code) => {
    const zone = 'Europe/Istanbul';
    const { platformTemporal, temporalZoneOffset, intlZoneOffset } = (await import(
      `data:text/javascript;base64,${code}`
    )) as ZoneOffsetModule;
    const temporal = platformTemporal();
    if (!temporal) return { temporal: false, hours: 0, changes: [] as string[], differences: [] as string[] };
    const HOUR = 3_600_000;
    const differences: string[] = [];
    const changes: string[] = [];
    const compare = (ms: number) => {
      const viaTemporal = temporalZoneOffset(temporal, zone, ms);
      const viaIntl = intlZoneOffset(zone, ms);
      if (viaTemporal !== viaIntl && differences.length < 20)
        differences.push(`${new Date(ms).toISOString()}: ${viaTemporal} ≠ ${viaIntl}`);
      return viaTemporal;
    };
    const start = Date.UTC(1900, 0, 1);
    const end = Date.UTC(2040, 11, 31);
    let hours = 0;
    let previous = compare(start);
    for (let ms = start + HOUR; ms <= end; ms += HOUR) {
      hours += 1;
      const offset = compare(ms);
      if (offset === previous) continue;
      // The change lies in (ms − 1 h, ms]: find its millisecond, comparing both readings on the way.
      let low = ms - HOUR;
      let high = ms;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (compare(middle) === previous) low = middle;
        else high = middle;
      }
      compare(high - 1);
      changes.push(`${new Date(high).toISOString()} ${previous}→${offset}`);
      previous = offset;
    }
    // Fractions of a millisecond on both sides of a change, as a Date truncates them.
    for (const ms of [Date.UTC(2015, 10, 8, 1) - 0.5, Date.UTC(2015, 10, 8, 1) + 0.5, -0.5, Date.UTC(1916, 3, 30, 22) - 0.25])
      compare(ms);
    return { temporal: true, hours, changes, differences };
  }, source);

  expect(result.temporal, 'this Chromium has Temporal, so both readings are compared').toBe(true);
  expect(result.hours).toBeGreaterThan(1_200_000);
  expect(result.differences).toEqual([]);
  // Istanbul's own history, as the time-zone database tells it: summer time up to 2016, +03:00 since.
  expect(result.changes.at(-1)).toBe('2016-03-27T01:00:00.000Z 120→180');
  expect(result.changes[0]).toBe('1910-09-30T22:03:04.000Z 117→120');
  expect(result.changes.length).toBeGreaterThan(100);
});
