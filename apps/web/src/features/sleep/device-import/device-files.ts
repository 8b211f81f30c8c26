import {
  appleHealthScanner,
  parseFitbitSleep,
  parseGarminSleep,
  parseOuraSleep,
  parseSamsungSleep,
  type DeviceNight,
} from '@uyku/domain';

/**
 * Which wearable export a file is, by its name and, for JSON, by its content
 * (docs/sleep-metrics.md, "Device nights"), and the collector that turns the recognised files into
 * nights. Pure, so the worker stays a thin loop over the bytes and this is tested in Node.
 */

export type FileKind = 'apple-xml' | 'fitbit' | 'garmin' | 'oura' | 'samsung-stages' | 'samsung-sleep' | 'json' | 'zip' | 'other';

/** A file's kind by its path (a zip entry's or a picked file's name). */
export function kindOfName(path: string): FileKind {
  const name = (path.split('/').pop() ?? path).toLowerCase();
  // export_cda.xml (clinical records) sits beside export.xml: only the latter holds the samples.
  if (name === 'export.xml' || (name.endsWith('.xml') && name.includes('export') && !name.includes('cda'))) return 'apple-xml';
  if (name.endsWith('.zip')) return 'zip';
  if (/^sleep-\d{4}-\d{2}-\d{2}\.json$/.test(name)) return 'fitbit';
  if (name.endsWith('_sleepdata.json')) return 'garmin';
  if (name.endsWith('.csv') && name.includes('sleep_stage')) return 'samsung-stages';
  if (name.endsWith('.csv') && /(^|\.)sleep(\.|_combined|$)/.test(name)) return 'samsung-sleep';
  if (name.endsWith('.json')) return 'json';
  return 'other';
}

const firstRecord = (value: unknown): Record<string, unknown> | undefined => {
  const list = Array.isArray(value) ? value : undefined;
  const first: unknown = list?.[0];
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : undefined;
};

/** A JSON document's vendor by its fields, or null when it is no sleep export we know. */
export function kindOfJson(document: unknown): 'fitbit' | 'garmin' | 'oura' | null {
  const first = firstRecord(document);
  if (first && 'dateOfSleep' in first) return 'fitbit';
  if (first && 'sleepStartTimestampGMT' in first) return 'garmin';
  // Fitbit's Web API and Oura (v1 and v2) wrap their records: `{ "sleep": [...] }`, `{ "data": [...] }`.
  const periods =
    typeof document === 'object' && document !== null && !Array.isArray(document)
      ? ((document as { sleep?: unknown }).sleep ?? (document as { data?: unknown }).data)
      : document;
  const period = firstRecord(periods);
  if (period && 'dateOfSleep' in period) return 'fitbit';
  if (period && 'bedtime_start' in period) return 'oura';
  return null;
}

/**
 * Whether a zip entry is worth reading at all (the rest are skipped without inflating them). A
 * Takeout holds thousands of other JSON files (heart rate, steps, a day each): of the JSON files
 * without a vendor's own name, only those named for sleep are read.
 */
export function wantedInZip(path: string): boolean {
  const kind = kindOfName(path);
  if (kind === 'json') return /sleep|oura/i.test(path.split('/').pop() ?? path);
  return kind !== 'other' && kind !== 'zip';
}

export interface Collected {
  nights: DeviceNight[];
  /** Files that were read and gave sleep data, for the dialog's summary. */
  files: number;
}

/**
 * Gathers the recognised files of one import (picked files, or the entries of a zip) and makes the
 * nights at the end. Apple's XML is streamed through the scanner chunk by chunk; the other
 * vendors' files are small (one per night or a year in one) and are given whole.
 */
export function createCollector() {
  const apple = appleHealthScanner();
  let appleSeen = false;
  const fitbit: unknown[] = [];
  const garmin: unknown[] = [];
  const oura: unknown[] = [];
  const samsung: { stages: string[]; sleep: string[] } = { stages: [], sleep: [] };
  let files = 0;

  const addJson = (kind: FileKind, text: string) => {
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      return;
    }
    const vendor = kind === 'json' ? kindOfJson(document) : kind;
    if (vendor === 'fitbit') fitbit.push(document);
    else if (vendor === 'garmin') garmin.push(document);
    else if (vendor === 'oura') oura.push(document);
    else return;
    files += 1;
  };

  return {
    /** A chunk of Apple's export.xml, decoded to text. */
    appleChunk(text: string) {
      if (!appleSeen) files += 1;
      appleSeen = true;
      apple.push(text);
    },
    /** A whole small file of the given kind. */
    addText(kind: FileKind, text: string) {
      if (kind === 'samsung-stages') {
        samsung.stages.push(text);
        files += 1;
      } else if (kind === 'samsung-sleep') {
        samsung.sleep.push(text);
        files += 1;
      } else if (kind === 'fitbit' || kind === 'garmin' || kind === 'oura' || kind === 'json') {
        addJson(kind, text);
      }
    },
    finish(): Collected {
      const nights: DeviceNight[] = [
        ...(appleSeen ? apple.finish() : []),
        ...(fitbit.length > 0 ? parseFitbitSleep(fitbit) : []),
        ...(garmin.length > 0 ? parseGarminSleep(garmin) : []),
        ...oura.flatMap((document) => parseOuraSleep(document)),
        ...(samsung.stages.length + samsung.sleep.length > 0
          ? parseSamsungSleep({ stages: samsung.stages.join('\n'), sleep: samsung.sleep.join('\n') })
          : []),
      ];
      return { nights, files };
    },
  };
}

/** The nights the dialog offers: naps left out, one per vendor and morning, newest first. */
export function offeredNights(nights: readonly DeviceNight[]): DeviceNight[] {
  const byKey = new Map<string, DeviceNight>();
  for (const night of nights) if (!night.nap) byKey.set(`${night.vendor} ${night.date}`, night);
  return [...byKey.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.vendor.localeCompare(b.vendor)));
}
