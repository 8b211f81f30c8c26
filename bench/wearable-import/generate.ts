import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';

/**
 * A synthetic Apple Health `export.zip` for bench/wearable-import.ts, written as a stream (the XML
 * is never held whole): `apple_health_export/export.xml` of about the asked size, mostly step,
 * heart-rate and energy records, with one watch-staged night per day among them, and the nights the
 * import must find worked out here from the plan, not by the parser under test
 * (docs/sleep-metrics.md, "Device nights").
 */

export interface ExpectedNight {
  date: string;
  in_bed_start: string;
  in_bed_end: string;
  sleep_onset: string;
  final_wake: string;
  rem_minutes: number;
  deep_minutes: number;
  light_minutes: number;
  awake_minutes: number;
}

export interface GeneratedExport {
  zipBytes: number;
  xmlBytes: number;
  records: number;
  sleepSamples: number;
  nights: ExpectedNight[];
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Istanbul's offset all year since 2016: every record is written in it. */
const OFFSET_MINUTES = 180;
const CHUNK_BYTES = 1 << 20;

const pad = (n: number) => String(n).padStart(2, '0');
/** The wall clock of an instant in +03:00, as Apple writes it (`2026-03-02 23:05:00 +0300`) or as ISO 8601. */
function wall(ms: number): { apple: string; iso: string; day: string } {
  const local = new Date(ms + OFFSET_MINUTES * MINUTE);
  const day = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return { apple: `${day} ${time} +0300`, iso: `${day}T${time}+03:00`, day };
}

const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
]>
<HealthData locale="tr_TR">
 <ExportDate value="${wall(Date.now()).apple}"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-12" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
`;
const FOOTER = '</HealthData>\n';
const WATCH = 'Ece&apos;nin Apple Watch';
const PHONE = 'iPhone (Ece)';
const DEVICE =
  '&lt;&lt;HKDevice: 0x2834f1a40&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.4&gt;';

function sleepRecord(source: string, value: string, start: number, end: number): string {
  const created = wall(end + 5 * MINUTE).apple;
  return ` <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="${source}" sourceVersion="10.4" creationDate="${created}" startDate="${wall(start).apple}" endDate="${wall(end).apple}" value="HKCategoryValueSleepAnalysis${value}"/>\n`;
}

/** Night `i` (0 the oldest) ending on the morning of `morning` (epoch ms of that day's 00:00 in +03:00): its records and what it must give. */
function night(i: number, morning: number): { lines: string[]; expected: ExpectedNight } {
  const bed = morning - 90 * MINUTE + (i % 45) * MINUTE; // 22:30 to 23:14 the evening before
  const onset = bed + 15 * MINUTE;
  const watch: [string, number][] = [];
  for (let k = 0; k < 9; k += 1) {
    watch.push(
      ['AsleepCore', 14 + ((i + k) % 5)],
      ['AsleepDeep', 11 + (k % 3)],
      ['AsleepCore', 9],
      ['AsleepREM', 10 + (i % 4)],
      ['Awake', 2 + (k % 2)],
    );
  }
  watch.push(['AsleepCore', 12 + (i % 7)]);
  const total = watch.reduce((sum, [, minutes]) => sum + minutes, 0);
  const wake = onset + total * MINUTE;
  const sum = (value: string) => watch.filter(([v]) => v === value).reduce((s, [, minutes]) => s + minutes, 0);
  // The phone's in-bed and its unstaged "asleep" overlap the watch's stages: the watch wins, nothing counts twice.
  const lines = [
    sleepRecord(PHONE, 'InBed', bed, wake + 10 * MINUTE),
    sleepRecord(PHONE, 'AsleepUnspecified', bed + 20 * MINUTE, wake - 5 * MINUTE),
  ];
  let at = onset;
  for (const [value, minutes] of watch) {
    lines.push(sleepRecord(WATCH, value, at, at + minutes * MINUTE));
    at += minutes * MINUTE;
  }
  return {
    lines,
    expected: {
      date: wall(wake).day,
      in_bed_start: wall(bed).iso,
      in_bed_end: wall(wake + 10 * MINUTE).iso,
      sleep_onset: wall(onset).iso,
      final_wake: wall(wake).iso,
      rem_minutes: sum('AsleepREM'),
      deep_minutes: sum('AsleepDeep'),
      light_minutes: sum('AsleepCore'),
      awake_minutes: sum('Awake'),
    },
  };
}

/**
 * One of the day's other records, at `ms`: steps, heart rate (now and then with the watch's device
 * description and a metadata child, as Apple writes it) or active energy.
 */
function otherRecord(n: number, ms: number): string {
  const start = wall(ms).apple;
  const end = wall(ms + 60_000).apple;
  switch (n % 3) {
    case 0:
      return ` <Record type="HKQuantityTypeIdentifierStepCount" sourceName="${PHONE}" unit="count" creationDate="${end}" startDate="${start}" endDate="${end}" value="${20 + (n % 300)}"/>\n`;
    case 1: {
      const head = ` <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="${WATCH}"${n % 12 === 1 ? ` device="${DEVICE}"` : ''} unit="count/min" creationDate="${end}" startDate="${start}" endDate="${start}" value="${55 + (n % 60)}"`;
      return n % 4 === 1
        ? `${head}>\n  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="${n % 3}"/>\n </Record>\n`
        : `${head}/>\n`;
    }
    default:
      return ` <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="${WATCH}" unit="kcal" creationDate="${end}" startDate="${start}" endDate="${end}" value="${(0.1 + (n % 97) / 10).toFixed(3)}"/>\n`;
  }
}

/**
 * Writes `zipPath` with about `targetBytes` of export.xml: `nights` nights ending yesterday and the
 * mornings before it, the other records spread over the days between them.
 */
export async function writeAppleExport(zipPath: string, targetBytes: number, nights: number): Promise<GeneratedExport> {
  const [y, m, d] = wall(Date.now()).day.split('-').map(Number) as [number, number, number];
  // Local midnight of yesterday, the last night's morning; the first night's is `nights - 1` days before.
  const yesterday = Date.UTC(y, m - 1, d) - OFFSET_MINUTES * MINUTE - DAY;
  const firstMorning = yesterday - (nights - 1) * DAY;
  const planned = Array.from({ length: nights }, (_, i) => night(i, firstMorning + i * DAY));
  const sleepBytes = planned.reduce((sum, n) => sum + n.lines.reduce((s, line) => s + line.length, 0), 0);
  const otherBytesPerDay = Math.max(0, (targetBytes - HEADER.length - FOOTER.length - sleepBytes) / nights);
  const stats = { xmlBytes: 0, records: 0 };

  async function* xml(): AsyncGenerator<Buffer> {
    let buffer: string[] = [];
    let size = 0;
    const emit = (text: string) => {
      buffer.push(text);
      size += text.length;
    };
    const flush = () => {
      const chunk = Buffer.from(buffer.join(''), 'utf8');
      stats.xmlBytes += chunk.byteLength;
      buffer = [];
      size = 0;
      return chunk;
    };
    emit(HEADER);
    let n = 0;
    for (let day = 0; day < nights; day += 1) {
      const { lines } = planned[day]!;
      // The day before the night's evening: 08:00 onwards, one record every few seconds.
      const from = firstMorning + day * DAY - 16 * 3_600_000;
      let written = 0;
      for (let k = 0; written < otherBytesPerDay; k += 1) {
        const line = otherRecord(n, from + k * 3_000);
        emit(line);
        written += line.length;
        n += 1;
        stats.records += 1;
        if (size >= CHUNK_BYTES) yield flush();
      }
      for (const line of lines) emit(line);
      stats.records += lines.length;
      if (size >= CHUNK_BYTES) yield flush();
    }
    emit(FOOTER);
    yield flush();
  }

  const zip = new yazl.ZipFile();
  zip.addReadStream(Readable.from(xml()), 'apple_health_export/export.xml');
  zip.addBuffer(Buffer.from('<?xml version="1.0"?>\n<ClinicalDocument/>\n'), 'apple_health_export/export_cda.xml');
  zip.end();
  const out = createWriteStream(zipPath);
  let zipBytes = 0;
  zip.outputStream.on('data', (chunk: Buffer) => (zipBytes += chunk.byteLength));
  zip.outputStream.pipe(out);
  await finished(out);
  return {
    zipBytes,
    xmlBytes: stats.xmlBytes,
    records: stats.records,
    sleepSamples: planned.reduce((sum, n) => sum + n.lines.length, 0),
    nights: planned.map((n) => n.expected),
  };
}
