import { nightsFromSamples, type DeviceNight, type SampleStage, type SleepSample } from './device-night.js';

/**
 * Apple Health's `export.xml` (inside `export.zip`, `apple_health_export/export.xml`): the
 * `HKCategoryTypeIdentifierSleepAnalysis` records among millions of others. The file can be
 * several hundred megabytes, so it is read as a stream of text chunks: the scanner keeps only the
 * unfinished tail of a chunk and the sleep samples, never the document.
 */

const SLEEP_TYPE = 'HKCategoryTypeIdentifierSleepAnalysis';

const STAGES: Record<string, SampleStage> = {
  HKCategoryValueSleepAnalysisInBed: 'in_bed',
  HKCategoryValueSleepAnalysisAsleep: 'asleep',
  HKCategoryValueSleepAnalysisAsleepUnspecified: 'asleep',
  HKCategoryValueSleepAnalysisAwake: 'awake',
  HKCategoryValueSleepAnalysisAsleepCore: 'light',
  HKCategoryValueSleepAnalysisAsleepDeep: 'deep',
  HKCategoryValueSleepAnalysisAsleepREM: 'rem',
};

/** `2026-11-20 23:10:00 +0300` → the instant and the offset it was written in. */
export function appleDate(text: string): { ms: number; offsetMinutes: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, sign, oh, om] = match;
  const offset = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return { ms: wall - offset * 60_000, offsetMinutes: offset };
}

const decode = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&amp;', '&');

function attribute(tag: string, name: string): string | undefined {
  const at = tag.indexOf(` ${name}="`);
  if (at < 0) return undefined;
  const start = at + name.length + 3;
  const end = tag.indexOf('"', start);
  return end < 0 ? undefined : decode(tag.slice(start, end));
}

/** One `<Record …>` tag's sleep sample, or null for any other record. */
export function appleSample(tag: string): SleepSample | null {
  if (!tag.includes(SLEEP_TYPE) || attribute(tag, 'type') !== SLEEP_TYPE) return null;
  const stage = STAGES[attribute(tag, 'value') ?? ''];
  const start = appleDate(attribute(tag, 'startDate') ?? '');
  const end = appleDate(attribute(tag, 'endDate') ?? '');
  if (!stage || !start || !end || end.ms <= start.ms) return null;
  const source = attribute(tag, 'sourceName');
  return { start: start.ms, end: end.ms, stage, offsetMinutes: start.offsetMinutes, ...(source ? { source } : {}) };
}

export interface AppleScanner {
  /** The next piece of the text, of any size, cut anywhere. */
  push(chunk: string): void;
  /** Sleep samples found so far. */
  readonly samples: readonly SleepSample[];
  /** The nights, once every chunk has been pushed. */
  finish(): DeviceNight[];
}

/** A streaming reader of `export.xml`: push text chunks as they arrive, then finish. */
export function appleHealthScanner(): AppleScanner {
  const samples: SleepSample[] = [];
  let tail = '';
  return {
    push(chunk: string) {
      const text = tail + chunk;
      let from = 0;
      for (;;) {
        const open = text.indexOf('<Record ', from);
        if (open < 0) {
          // Keep a little: '<Record ' may be cut at the chunk's end.
          tail = text.slice(Math.max(from, text.length - 8));
          return;
        }
        const close = text.indexOf('>', open);
        if (close < 0) {
          tail = text.slice(open);
          return;
        }
        const sample = appleSample(text.slice(open, close + 1));
        if (sample) samples.push(sample);
        from = close + 1;
      }
    },
    get samples() {
      return samples;
    },
    finish() {
      return nightsFromSamples(samples, 'apple');
    },
  };
}

/** The whole `export.xml` at once (small files and tests). */
export function parseAppleHealthXml(xml: string): DeviceNight[] {
  const scanner = appleHealthScanner();
  scanner.push(xml);
  return scanner.finish();
}
