/**
 * A time zone's offset from UTC at an instant, read from the platform's time-zone database by name
 * (no fixed offset), in one of two ways that give the same minutes: ECMAScript's Temporal where the
 * platform has it (Chromium and Firefox today), Intl.DateTimeFormat elsewhere (Node 20, Safari).
 *
 * Why two: the first Intl.DateTimeFormat of a page load costs 15–40 ms of main thread on a desktop
 * core (ICU's locale data, whatever the options; four times that on Lighthouse's phone), and "today"
 * is asked for in the dashboard's and the diary's first render, while Temporal answers in well under
 * a millisecond (decision 038). A journey (e2e/zone-offset.spec.ts) checks in Chromium that both
 * agree at every hour of 1900–2040 and at every change of offset.
 */

/** The part of Temporal read here (TypeScript 5.9's libraries do not describe Temporal yet). */
export interface TemporalSubset {
  Instant: {
    fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): { offsetNanoseconds: number } };
  };
}

const NANOSECONDS_PER_MINUTE = 60e9;

/** The platform's Temporal, or undefined where it has none. */
export function platformTemporal(): TemporalSubset | undefined {
  return (globalThis as { Temporal?: TemporalSubset }).Temporal;
}

/** Minutes east of UTC of `zone` at the instant `ms`, through Temporal. */
export function temporalZoneOffset(temporal: TemporalSubset, zone: string, ms: number): number {
  // Truncated as a Date truncates its time value: Temporal refuses a fraction of a millisecond.
  const offset = temporal.Instant.fromEpochMilliseconds(Math.trunc(ms)).toZonedDateTimeISO(zone).offsetNanoseconds;
  // Whole minutes, as the Intl reading gives them (Istanbul's mean time before 1910 was +01:56:56).
  return Math.round(offset / NANOSECONDS_PER_MINUTE);
}

/** Built once per zone, on first use: building one costs far more than using it. */
const intlFormats = new Map<string, Intl.DateTimeFormat>();
const WALL_CLOCK_FIELDS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
type WallClockField = (typeof WALL_CLOCK_FIELDS)[number];

/** Minutes east of UTC of `zone` at the instant `ms`, through the zone's wall clock in Intl. */
export function intlZoneOffset(zone: string, ms: number): number {
  let format = intlFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    intlFormats.set(zone, format);
  }
  const clock: Record<WallClockField, number> = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of format.formatToParts(new Date(ms))) {
    if ((WALL_CLOCK_FIELDS as readonly string[]).includes(part.type)) clock[part.type as WallClockField] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  wall.setUTCHours(clock.hour, clock.minute, clock.second);
  return Math.round((wall.getTime() - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** Minutes east of UTC of `zone` at the instant `ms`, the platform's fastest way. */
export function zoneOffset(zone: string, ms: number): number {
  const temporal = platformTemporal();
  return temporal ? temporalZoneOffset(temporal, zone, ms) : intlZoneOffset(zone, ms);
}
