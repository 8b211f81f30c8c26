import { addCalendarDays, parseCsvRows, SLEEP_FIELDS, todayInStudyZone, type SleepFieldKey } from '@uyku/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, createUser } from '../../support/factories.js';
import { insertHeartRate, insertNight } from '../../support/factories-admin-data.js';

/**
 * The per-participant CSV exports, parsed back: byte-order mark, Turkish headers, one line per
 * record, Turkish letters intact, formulas neutralised, the file named by data type, user and date.
 */

/** The domain's RFC 4180 reader (the one the phone reads a Samsung export with). */
const parseCsv = parseCsvRows;

const NAME = 'Çiğdem Işıl İnce Öğüş';
let t: TestApp;
let admin: string;
let person: { id: string; phone: string };
const today = todayInStudyZone();
const NIGHTS = 12;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  person = await createUser(t.db, { name: NAME, group: 'experiment' });
  for (let back = 0; back < NIGHTS; back += 1) {
    await insertNight(t.db, person.id, addCalendarDays(today, -back), {
      notes: back === 0 ? '=HYPERLINK("http://kötü.example"), "tırnak" ve\nyeni satır' : `Gece ${back}: şöyle böyle`,
      heartRate: back % 2 === 0 ? 58 : null,
      // The second night has two stages only: its total comes from the clock times.
      ...(back === 1 ? { remDuration: 0 } : {}),
    });
  }
  await insertHeartRate(t.db, person.id, { before: 84, after: 72, createdAt: new Date('2026-11-21T07:05:00Z') });
  await insertHeartRate(t.db, person.id, { contentType: 'binaural', contentName: 'Alfa Odak', before: 70, after: 73 });
});
afterAll(async () => t.close());

const download = (url: string) => call(t.app, 'GET', url, { token: admin });

/** A catalogue field's header in the admin CSV (docs/decisions/018-sleep-field-catalogue.md). */
function csvHeader(key: SleepFieldKey): string {
  const name = SLEEP_FIELDS[key].csvHeader;
  if (name === null) throw new Error(`${key} is not in the admin CSV`);
  return name;
}

/** Where the catalogue fields the layout does not name go: before the notes, in catalogue order. */
const OTHER_FIELDS = 'other catalogue fields';
/** The sleep CSV's columns: the export's own headers, and catalogue fields by key. */
const SLEEP_COLUMNS: (string | { field: SleepFieldKey })[] = [
  'Tarih', 'Katılımcı', 'Telefon', 'Grup', { field: 'bedtime' }, { field: 'sleep_time' }, { field: 'wake_time' },
  'Uyku Süresi (dk)', 'Uyku Süresi Kaynağı', { field: 'sleep_quality' }, { field: 'rem_duration' },
  { field: 'deep_sleep_duration' }, { field: 'light_sleep_duration' }, { field: 'awake_duration' }, { field: 'heart_rate' },
  { field: 'stress_level' }, 'Uyku Verimliliği (%)', { field: 'screen_time' }, { field: 'room_temperature' },
  { field: 'mood_before_sleep' }, { field: 'mood_after_sleep' }, { field: 'tried_to_sleep_time' }, { field: 'out_of_bed_time' },
  { field: 'waso_minutes' }, 'Son Uyanıştan Kalkışa (dk)',
  // The WASO the analysis uses, with its source, and the total sleep time from each source.
  'Kullanılan WASO (dk)', 'Kullanılan WASO Kaynağı', 'Günlüğe Göre Uyku Süresi (dk)', 'Cihaza Göre Uyku Süresi (dk)',
  OTHER_FIELDS,
  { field: 'notes' },
  // The night's place in the study and its data-quality flags (1/0), never a reason to drop it.
  'Çalışma Günü', 'Çalışma Evresi', 'Geç girildi (36 saatten sonra)', 'Varsayılan değerler değiştirilmedi',
  'Olağan dışı değer onaylandı', 'Evre toplamı uyku dönemiyle uyuşmuyor', 'Uyanma saatinden önce kaydedildi',
  'Uyanma sayısı 0 ama uyanık süre var', 'Uyanma var ama uyanık süre 0',
];
const namedFields = SLEEP_COLUMNS.flatMap((column) => (typeof column === 'string' ? [] : [column.field]));
const otherHeaders = (Object.keys(SLEEP_FIELDS) as SleepFieldKey[])
  .filter((key) => SLEEP_FIELDS[key].csvHeader !== null && !namedFields.includes(key))
  .map(csvHeader);
const SLEEP_HEADER = SLEEP_COLUMNS.flatMap((column) => {
  if (column === OTHER_FIELDS) return otherHeaders;
  return typeof column === 'string' ? [column] : [csvHeader(column.field)];
});

/** Reads a record's cells by column header, so the tests do not hang on column positions. */
function byHeader(headers: string[] | undefined) {
  return (record: string[] | undefined, name: string): string | undefined => {
    const index = (headers ?? []).indexOf(name);
    expect(index, `column '${name}'`).toBeGreaterThanOrEqual(0);
    return record?.[index];
  };
}

describe('sleep CSV', () => {
  it('carries a BOM, Turkish headers, one row per night, the name intact and formulas neutralised', async () => {
    const response = await download(`/api/admin/sleep-data/participants/${person.id}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toContain(`filename="uyku-verileri_cigdem-isil-ince-ogus_${today}.csv"`);
    expect(disposition).toContain(`filename*=UTF-8''uyku-verileri_cigdem-isil-ince-ogus_${today}.csv`);

    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    const [header, ...records] = rows;
    expect(header).toEqual(SLEEP_HEADER);
    const cell = byHeader(header);
    expect(records).toHaveLength(NIGHTS);
    for (const record of records) {
      expect(record).toHaveLength(header!.length);
      expect(cell(record, 'Katılımcı')).toBe(NAME);
      expect(cell(record, 'Telefon')).toBe(person.phone);
      expect(cell(record, 'Grup')).toBe('Deney');
    }
    // Two-digit day and month, as the tr-TR formatter writes them (`05.12.2026`, never `5.12.2026`).
    const [year, month, dayOfMonth] = today.split('-');
    const [first, second] = records;
    expect(cell(first, 'Tarih')).toBe(`${dayOfMonth}.${month}.${year}`);
    expect(cell(first, 'Uyku Süresi (dk)')).toBe('420'); // 90 + 80 + 250 minutes asleep
    expect(cell(first, 'Uyku Süresi Kaynağı')).toBe('Uyku aşamaları');
    expect(cell(second, 'Uyku Süresi (dk)')).toBe('450'); // 23:20 → 07:00 = 460, minus 10 awake
    expect(cell(second, 'Uyku Süresi Kaynağı')).toBe('Saatler');
    expect(cell(first, csvHeader('heart_rate'))).toBe('58');
    expect(cell(second, csvHeader('heart_rate'))).toBe(''); // not measured
    expect(cell(first, csvHeader('tried_to_sleep_time'))).toBe(''); // no CSD times given
    expect(cell(first, 'Son Uyanıştan Kalkışa (dk)')).toBe('0');
    // No recalled WASO: the awake minutes; the diary's TST is 460 − 10, the device's the stages.
    const wasoAndTst = ['Kullanılan WASO (dk)', 'Kullanılan WASO Kaynağı', 'Günlüğe Göre Uyku Süresi (dk)', 'Cihaza Göre Uyku Süresi (dk)'];
    expect(wasoAndTst.map((name) => cell(first, name))).toEqual(['10', 'Uyanık geçen süre', '450', '420']);
    expect(wasoAndTst.map((name) => cell(second, name))).toEqual(['10', 'Uyanık geçen süre', '450', '']);
    expect(cell(first, csvHeader('notes'))).toBe('\'=HYPERLINK("http://kötü.example"), "tırnak" ve\nyeni satır');
    expect(cell(second, csvHeader('notes'))).toBe('Gece 1: şöyle böyle');
  });

  it("answers 'Dışa aktarılacak veri yok!' for a participant without nights and 404 for an unknown one", async () => {
    const quiet = await createUser(t.db, { name: 'Sessiz' });
    const empty = await download(`/api/admin/sleep-data/participants/${quiet.id}/csv`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ success: false, message: 'Dışa aktarılacak veri yok!' });
    const unknown = await download('/api/admin/sleep-data/participants/00000000-0000-4000-8000-000000000000/csv');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Kullanıcı bulunamadı');
  });
});

describe('study-wide sleep CSV', () => {
  it('streams every participant\'s nights, or the filtered ones, with the same columns', async () => {
    const other = await createUser(t.db, { name: 'Ömer Şahin' });
    await insertNight(t.db, other.id, today);
    const all = await download('/api/admin/sleep-data/csv');
    expect(all.statusCode).toBe(200);
    expect(String(all.headers['content-disposition'])).toContain(`uyku-verileri_tum-katilimcilar_${today}.csv`);
    const [header, ...records] = parseCsv(all.rawPayload.toString('utf8').slice(1));
    expect(header).toEqual(SLEEP_HEADER);
    expect(records).toHaveLength(NIGHTS + 1);
    const cell = byHeader(header);
    expect(new Set(records.map((record) => cell(record, 'Katılımcı')))).toEqual(new Set([NAME, 'Ömer Şahin']));

    const ranged = await download(`/api/admin/sleep-data/csv?from=${addCalendarDays(today, -2)}&to=${today}`);
    expect(parseCsv(ranged.rawPayload.toString('utf8').slice(1))).toHaveLength(1 + 3 + 1);
    const none = await download('/api/admin/sleep-data/csv?from=2001-01-01&to=2001-01-31');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Dışa aktarılacak veri yok!');
  });
});

/** The heart-rate CSV's columns from the product description, before the measurement columns. */
const HEART_RATE_SPEC_COLUMNS = [
  'Tarih', 'Katılımcı', 'Telefon', 'Grup', 'İçerik Türü', 'İçerik', 'Ses Öncesi Kalp Atım Hızı',
  'Ses Sonrası Kalp Atım Hızı', 'Değişim (atım/dk)', 'Değişim (%)', 'Süre (dk)',
];

describe('heart-rate CSV', () => {
  it('carries a BOM, Turkish headers and labels, change and percent, one row per session', async () => {
    const response = await download(`/api/admin/heart-rate-data/participants/${person.id}/csv`);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain(`kalp-atim-verileri_cigdem-isil-ince-ogus_${today}.csv`);
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toEqual([
      ...HEART_RATE_SPEC_COLUMNS,
      // How each value was obtained, after the spec's columns (their values: heart-rate-reference.test.ts).
      'Öncesi Ölçüm Yöntemi', 'Öncesi Ölçüm Kalitesi (0-1)', 'Öncesi Ölçüm Süresi (sn)', 'Öncesi RMSSD (ms)', 'Öncesi RR Sayısı',
      'Öncesi Referans Cihaz (atım/dk)', 'Sonrası Ölçüm Yöntemi', 'Sonrası Ölçüm Kalitesi (0-1)', 'Sonrası Ölçüm Süresi (sn)',
      'Sonrası RMSSD (ms)', 'Sonrası RR Sayısı', 'Sonrası Referans Cihaz (atım/dk)',
    ]);
    expect(records).toHaveLength(2);
    const cell = byHeader(header);
    // Newest first: the binaural session was recorded just now.
    const content = HEART_RATE_SPEC_COLUMNS.slice(HEART_RATE_SPEC_COLUMNS.indexOf('İçerik Türü'));
    expect(content.map((name) => cell(records[0], name))).toEqual(['Binaural', 'Alfa Odak', '70', '73', '3', '4.3', '4']);
    expect(HEART_RATE_SPEC_COLUMNS.map((name) => cell(records[1], name))).toEqual(['21.11.2026 10:05', NAME, person.phone, 'Deney', 'Rahatlama', 'Kutu Nefesi', '84', '72', '-12', '-14.3', '4']);
  });

  it("answers 'Dışa aktarılacak veri yok!' for a participant without sessions", async () => {
    const quiet = await createUser(t.db, { name: 'Sessiz İki' });
    const empty = await download(`/api/admin/heart-rate-data/participants/${quiet.id}/csv`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('Dışa aktarılacak veri yok!');
  });
});
