import { addCalendarDays, parseCsvRows, todayInStudyZone } from '@uyku/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from './helpers.js';
import { asAdmin, createUser } from './factories.js';
import { insertHeartRate, insertNight } from './factories-admin-data.js';

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
  person = await createUser(t.db, { name: NAME, abGroup: 'experiment' });
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
    expect(header).toEqual([
      'Tarih', 'Katılımcı', 'Telefon', 'Grup', 'Yatış Saati', 'Uykuya Dalma Saati', 'Uyanma Saati', 'Uyku Süresi (dk)',
      'Uyku Süresi Kaynağı', 'Uyku Kalitesi (/10)', 'REM (dk)', 'Derin Uyku (dk)', 'Hafif Uyku (dk)', 'Uyanık (dk)', 'Kalp Atım Hızı (atım/dk)',
      'Stres (/10)', 'Uyku Verimliliği (%)', 'Yatmadan Önce Ekran Süresi (dk)', 'Oda Sıcaklığı (°C)',
      'Uyku Öncesi Ruh Hali (/5)', 'Uyanınca Ruh Hali (/5)', 'Uyumaya Çalıştığı Saat', 'Yataktan Kalkış Saati',
      'Gece Uyanık Kaldığı Süre, Kendi Bildirimi (dk)', 'Son Uyanıştan Kalkışa (dk)',
      // The WASO the analysis uses, with its source, and the total sleep time from each source.
      'Kullanılan WASO (dk)', 'Kullanılan WASO Kaynağı', 'Günlüğe Göre Uyku Süresi (dk)', 'Cihaza Göre Uyku Süresi (dk)',
      'Notlar',
      // The night's place in the study and its data-quality flags (1/0), never a reason to drop it.
      'Çalışma Günü', 'Çalışma Evresi', 'Geç girildi (36 saatten sonra)', 'Varsayılan değerler değiştirilmedi',
      'Olağan dışı değer onaylandı', 'Evre toplamı uyku dönemiyle uyuşmuyor', 'Uyanma saatinden önce kaydedildi',
      'Uyanma sayısı 0 ama uyanık süre var', 'Uyanma var ama uyanık süre 0',
    ]);
    expect(records).toHaveLength(NIGHTS);
    for (const record of records) {
      expect(record).toHaveLength(header!.length);
      expect(record[1]).toBe(NAME);
      expect(record[2]).toBe(person.phone);
      expect(record[3]).toBe('Deney');
    }
    // Two-digit day and month, as the tr-TR formatter writes them (`05.12.2026`, never `5.12.2026`).
    const [year, month, dayOfMonth] = today.split('-');
    expect(records[0]![0]).toBe(`${dayOfMonth}.${month}.${year}`);
    expect(records[0]![7]).toBe('420'); // 90 + 80 + 250 minutes asleep
    expect(records[0]![8]).toBe('Uyku aşamaları');
    expect(records[1]![7]).toBe('450'); // 23:20 → 07:00 = 460, minus 10 awake
    expect(records[1]![8]).toBe('Saatler');
    expect(records[0]![14]).toBe('58');
    expect(records[1]![14]).toBe(''); // not measured
    expect(records[0]![21]).toBe(''); // no CSD times given
    expect(records[0]![24]).toBe('0');
    // No recalled WASO: the awake minutes; the diary's TST is 460 − 10, the device's the stages.
    expect(records[0]!.slice(25, 29)).toEqual(['10', 'Uyanık geçen süre', '450', '420']);
    expect(records[1]!.slice(25, 29)).toEqual(['10', 'Uyanık geçen süre', '450', '']);
    expect(records[0]![29]).toBe('\'=HYPERLINK("http://kötü.example"), "tırnak" ve\nyeni satır');
    expect(records[1]![29]).toBe('Gece 1: şöyle böyle');
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
    expect(header).toHaveLength(39);
    expect(records).toHaveLength(NIGHTS + 1);
    expect(new Set(records.map((r) => r[1]))).toEqual(new Set([NAME, 'Ömer Şahin']));

    const ranged = await download(`/api/admin/sleep-data/csv?from=${addCalendarDays(today, -2)}&to=${today}`);
    expect(parseCsv(ranged.rawPayload.toString('utf8').slice(1))).toHaveLength(1 + 3 + 1);
    const none = await download('/api/admin/sleep-data/csv?from=2001-01-01&to=2001-01-31');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Dışa aktarılacak veri yok!');
  });
});

describe('heart-rate CSV', () => {
  it('carries a BOM, Turkish headers and labels, change and percent, one row per session', async () => {
    const response = await download(`/api/admin/heart-rate-data/participants/${person.id}/csv`);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain(`kalp-atim-verileri_cigdem-isil-ince-ogus_${today}.csv`);
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Tarih', 'Katılımcı', 'Telefon', 'Grup', 'İçerik Türü', 'İçerik', 'Ses Öncesi Kalp Atım Hızı',
      'Ses Sonrası Kalp Atım Hızı', 'Değişim (atım/dk)', 'Değişim (%)', 'Süre (dk)',
      // How each value was obtained, after the spec's columns (their values: heart-rate-reference.test.ts).
      'Öncesi Ölçüm Yöntemi', 'Öncesi Ölçüm Kalitesi (0-1)', 'Öncesi Ölçüm Süresi (sn)', 'Öncesi RMSSD (ms)', 'Öncesi RR Sayısı',
      'Öncesi Referans Cihaz (atım/dk)', 'Sonrası Ölçüm Yöntemi', 'Sonrası Ölçüm Kalitesi (0-1)', 'Sonrası Ölçüm Süresi (sn)',
      'Sonrası RMSSD (ms)', 'Sonrası RR Sayısı', 'Sonrası Referans Cihaz (atım/dk)',
    ]);
    expect(records).toHaveLength(2);
    // Newest first: the binaural session was recorded just now.
    expect(records[0]!.slice(4, 11)).toEqual(['Binaural', 'Alfa Odak', '70', '73', '3', '4.3', '4']);
    expect(records[1]!.slice(0, 11)).toEqual(['21.11.2026 10:05', NAME, person.phone, 'Deney', 'Rahatlama', 'Kutu Nefesi', '84', '72', '-12', '-14.3', '4']);
  });

  it("answers 'Dışa aktarılacak veri yok!' for a participant without sessions", async () => {
    const quiet = await createUser(t.db, { name: 'Sessiz İki' });
    const empty = await download(`/api/admin/heart-rate-data/participants/${quiet.id}/csv`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('Dışa aktarılacak veri yok!');
  });
});
