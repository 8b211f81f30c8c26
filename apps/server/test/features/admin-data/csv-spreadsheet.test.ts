import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvDialect } from '@uyku/domain';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant } from '../../support/factories.js';
import { sleepBody } from '../../support/factories-sleep.js';
import { openInSpreadsheet, SOFFICE, type SheetCell } from '../../support/spreadsheet.js';
import { readStudyZip } from '../../support/study-export-reader.js';

/**
 * The admin's CSVs opened by a real spreadsheet engine (docs/product.md, "Exports"): LibreOffice Calc
 * imports 'Excel (Türkçe)' with Turkish settings (semicolon, decimal comma) and 'Standart CSV' with
 * English ones (comma, decimal point); in both the columns, the Turkish text and the numbers arrive
 * intact. Without LibreOffice the file is skipped on a developer's machine and fails in CI.
 */

const available = Boolean(SOFFICE) || Boolean(process.env.CI);
const describeWithCalc = available ? describe : describe.skip;
if (!available) console.warn('csv-spreadsheet.test.ts skipped: LibreOffice (libreoffice-calc-nogui) is not installed');

let t: TestApp;
let admin: string;
let sule: Awaited<ReturnType<typeof asParticipant>>;
let formId: string;
let efficiency: number;
const NOTE = 'Uyudum; sonra, uyandım';

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  sule = await asParticipant(t.app, t.db, { name: 'Şule Çağlar', group: 'experiment', enrolledOn: '2025-10-01' });
  const night = await call(t.app, 'POST', '/api/sleep/sessions', { token: sule.token, body: sleepBody({ notes: NOTE, room_temperature: 21.5 }) });
  expect(night.statusCode, night.body).toBe(201);
  efficiency = night.json().session.sleep_efficiency;
  expect(Number.isInteger(efficiency), 'a decimal efficiency puts the decimal mark to the test').toBe(false);
  const hr = await call(t.app, 'POST', '/api/heart-rate/sessions', {
    token: sule.token,
    body: { content_type: 'relaxation', content_id: '00000000-0000-4000-8000-000000000101', content_name: 'Kutu Nefesi', heart_rate_before: 82, heart_rate_after: 72, duration: 300 },
  });
  expect(hr.statusCode, hr.body).toBe(200);
  const form = await call(t.app, 'POST', '/api/forms/admin/add', {
    token: admin,
    body: {
      kind: 'builtin',
      title: 'Haftalık Anket',
      description: '',
      definition: {
        questions: [
          { id: 'rested', kind: 'likert', text: 'Dinlenmiş uyandım', min: 1, max: 5, min_label: 'Hiç', max_label: 'Çok' },
          { id: 'note', kind: 'short_text', text: 'Not', required: false },
        ],
      },
    },
  });
  expect(form.statusCode, form.body).toBe(201);
  formId = form.json().form.id;
  const answer = await call(t.app, 'POST', '/api/forms/responses', {
    token: sule.token,
    body: { form_type_id: formId, responses: { rested: 4, note: 'Çay; kahve, su' } },
  });
  expect(answer.statusCode, answer.body).toBe(201);
}, 60_000);
afterAll(async () => t.close());

async function download(dialect: CsvDialect): Promise<Record<string, string>> {
  const paths = {
    sleep: `/api/admin/sleep-data/participants/${sule.user.id}/csv`,
    heartRate: `/api/admin/heart-rate-data/participants/${sule.user.id}/csv`,
    forms: `/api/forms/admin/responses/${formId}/csv`,
  };
  const files: Record<string, string> = {};
  for (const [name, url] of Object.entries(paths)) {
    const response = await call(t.app, 'GET', `${url}?dialect=${dialect}`, { token: admin });
    expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
    expect(response.body.startsWith('\uFEFF'), name).toBe(true);
    files[name] = response.body;
  }
  return files;
}

/** The cell under a header, in the first data row. */
function under(sheet: SheetCell[][], header: string): SheetCell | undefined {
  const index = (sheet[0] ?? []).findIndex((cell) => cell.type === 'string' && cell.value === header);
  expect(index, `column '${header}'`).toBeGreaterThanOrEqual(0);
  return sheet[1]?.[index];
}

describeWithCalc('the CSVs in a spreadsheet', () => {
  const expectIntact = (sheets: Record<string, SheetCell[][]>) => {
    const { sleep = [], heartRate = [], forms = [] } = sheets;
    // Every column its own: the header is many cells, not one line in column A.
    expect(sleep[0]?.length).toBeGreaterThan(30);
    // The spec's 11 columns and each side's 6 measurement columns.
    expect(heartRate[0]).toHaveLength(23);
    expect(under(sleep, 'Katılımcı')).toEqual({ type: 'string', value: 'Şule Çağlar' });
    expect(under(sleep, 'Uyku Verimliliği (%)')).toEqual({ type: 'float', value: efficiency });
    expect(under(sleep, 'Oda Sıcaklığı (°C)')).toEqual({ type: 'float', value: 21.5 });
    expect(under(sleep, 'Uyku Süresi (dk)')).toEqual({ type: 'float', value: 400 });
    expect(under(sleep, 'Notlar')).toEqual({ type: 'string', value: NOTE });
    expect(under(heartRate, 'Ses Öncesi Kalp Atım Hızı')).toEqual({ type: 'float', value: 82 });
    expect(under(heartRate, 'Değişim (atım/dk)')).toEqual({ type: 'float', value: -10 });
    expect(under(heartRate, 'Değişim (%)')).toEqual({ type: 'float', value: -12.2 });
    expect(under(heartRate, 'Öncesi Ölçüm Yöntemi')).toEqual({ type: 'string', value: 'Elle' });
    expect(forms[1]?.some((cell) => cell.type === 'float' && cell.value === 4)).toBe(true);
    expect(forms[1]).toContainEqual({ type: 'string', value: 'Çay; kahve, su' });
  };

  it("'Excel (Türkçe)' opens in columns with Turkish settings: semicolons, decimal commas, numbers as numbers", async () => {
    expectIntact(openInSpreadsheet(await download('excel-tr'), { separator: ';', locale: 'tr-TR' }));
  }, 120_000);

  it("'Standart CSV' opens in columns with a comma and a decimal point", async () => {
    expectIntact(openInSpreadsheet(await download('standard'), { separator: ',', locale: 'en-US' }));
  }, 120_000);

  it('the standard file is one column under Turkish settings: why the Excel dialect exists', async () => {
    const { heartRate = [] } = openInSpreadsheet({ heartRate: (await download('standard')).heartRate ?? '' }, { separator: ';', locale: 'tr-TR' });
    expect(heartRate[0]).toHaveLength(1);
  }, 120_000);
});

describe('?dialect=', () => {
  it('refuses an unknown dialect with a Turkish message on every CSV download', async () => {
    for (const url of [
      `/api/admin/sleep-data/participants/${sule.user.id}/csv`,
      `/api/admin/heart-rate-data/participants/${sule.user.id}/csv`,
      `/api/forms/admin/responses/${formId}/csv`,
      '/api/admin/sleep-data/csv',
      '/api/admin/study/allocations/csv',
    ]) {
      const response = await call(t.app, 'GET', `${url}?dialect=excel`, { token: admin });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe('CSV biçimi standard veya excel-tr olmalıdır');
    }
  });

  it('writes the study-wide sleep CSV in the Excel dialect too', async () => {
    const response = await call(t.app, 'GET', '/api/admin/sleep-data/csv?dialect=excel-tr', { token: admin });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const [header = '', row = ''] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header.split(';')).toContain('Uyku Verimliliği (%)');
    expect(row).toContain(`;${String(efficiency).replace('.', ',')};`);
  });
});

/**
 * Formula injection through the other dialect's separator (docs/security.md, "Exports"): text
 * that participants and the admin type, carrying a formula after a `,`, `;`, tab or line break,
 * reaches every CSV the app writes; each file opened with a comma and with a semicolon holds no
 * formula cell.
 */
const PAYLOADS = ['abc;=1+1', "y;=cmd|' /C calc'!A0", 'z,=1+1', 'w\t=1+1', 'v\n-1+1', '=1+1', 'u, @SUM(1)', 'q;"=2+2"', 'p,+3'];

describeWithCalc('formulas hidden behind either separator', () => {
  let files: Record<string, string>;

  beforeAll(async () => {
    const carrier = await asParticipant(t.app, t.db, { name: 'Ece;=1+1,=2+2', group: 'control', enrolledOn: '2025-10-01' });
    const note = PAYLOADS.join(' ');
    const night = await call(t.app, 'POST', '/api/sleep/sessions', { token: carrier.token, body: sleepBody({ notes: note }) });
    expect(night.statusCode, night.body).toBe(201);
    const form = await call(t.app, 'POST', '/api/forms/admin/add', {
      token: admin,
      body: {
        kind: 'builtin',
        title: 'Anket;=1+1',
        description: '',
        definition: {
          questions: [
            { id: 'free', kind: 'short_text', text: 'Soru;=1+1, -2', required: false },
            { id: 'pick', kind: 'single_choice', text: 'Seçim', options: [{ label: 'Evet,=1+1', score: 0 }, { label: 'Hayır;@x', score: 1 }] },
          ],
        },
      },
    });
    expect(form.statusCode, form.body).toBe(201);
    const id = form.json().form.id;
    const answer = await call(t.app, 'POST', '/api/forms/responses', { token: carrier.token, body: { form_type_id: id, responses: { free: note, pick: 0 } } });
    expect(answer.statusCode, answer.body).toBe(201);

    files = {};
    for (const dialect of ['standard', 'excel-tr'] as const) {
      for (const [name, url] of Object.entries({
        sleep: `/api/admin/sleep-data/participants/${carrier.user.id}/csv`,
        sleepAll: '/api/admin/sleep-data/csv',
        form: `/api/forms/admin/responses/${id}/csv`,
      })) {
        const response = await call(t.app, 'GET', `${url}?dialect=${dialect}`, { token: admin });
        expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
        files[`${name}-${dialect}`] = response.body;
      }
    }
    const zip = await call(t.app, 'GET', '/api/admin/export/study?free_text=1', { token: admin });
    expect(zip.statusCode).toBe(200);
    for (const [name, exported] of Object.entries(readStudyZip(zip.rawPayload))) files[`zip-${name.replace(/\.csv$/, '')}`] = exported.text;
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['zip-redcap_import', 'zip-redcap_data_dictionary', 'zip-codebook', 'zip-sleep_records']));
    // The payloads did reach the files: the carrier's answer is in the form's CSV and the REDCap import.
    const formFile = Object.keys(files).filter((name) => /^zip-form_\d+_responses$/.test(name)).sort().at(-1) ?? '';
    expect(files[formFile]).toMatch(/abc;'?=1\+1/);
    expect(files['zip-redcap_import']).toMatch(/abc;'?=1\+1/);
  }, 180_000);

  for (const settings of [
    { separator: ',', locale: 'en-US' },
    { separator: ';', locale: 'tr-TR' },
  ] as const) {
    it(`opens every CSV with '${settings.separator}' and finds no formula cell`, () => {
      const sheets = openInSpreadsheet(files, settings);
      const formulas = Object.entries(sheets).flatMap(([name, rows]) => rows.flat().flatMap((cell) => (cell.type === 'formula' ? [`${name}: ${cell.value}`] : [])));
      expect(formulas).toEqual([]);
      expect(Object.keys(sheets).length).toBeGreaterThan(20);
    }, 180_000);
  }
});
