import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { todayInStudyZone } from '@uyku/domain';
import { seedDemoStudy } from '../../src/demo/demo-study.js';
import { buildTestApp, call } from './helpers.js';
import { asAdmin, asParticipant } from './factories.js';
import { createNight } from './factories-sleep.js';
import { groupHistory, reminderLog, nights } from '../../src/db/schema/index.js';
import { unzip } from './analysis-tools.js';
import { csvRecords, readStudyZip, type ExportedCsv } from './study-export-reader.js';

/**
 * A small demo study (two participants move arm) with a built-in form of every question kind,
 * exported with free text and unpacked: what the codebook, design-table and REDCap tests read.
 */

export interface StudyExportFixture {
  /** The CSVs of the ZIP as Python reads them (study-export-reader.ts). */
  files: Record<string, ExportedCsv>;
  codebook: Record<string, string>[];
  /** A file of the unpacked analysis/ folder. */
  analysisFile: (name: string) => string;
  close: () => Promise<void>;
}

/** The ZIP's CSVs that describe the tables rather than hold them. */
/**
 * CSVs of the ZIP that are not data tables: the codebook, REDCap's two files, and the protocol's
 * (the CONSORT counts, and the allocation list once revealed; docs/decisions/033, 035).
 */
export const NOT_TABLES = new Set(['codebook.csv', 'redcap_data_dictionary.csv', 'redcap_import.csv', 'consort.csv', 'allocation_list.csv']);

/** `code=label|…` of a codebook row as [code, label] pairs. */
export const pairsOf = (row: Record<string, string>) =>
  (row.value_labels ?? '')
    .split('|')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]);

export async function exportedStudy(): Promise<StudyExportFixture> {
  const t = await buildTestApp();
  const admin = (await asAdmin(t.app, t.db)).token;
  await seedDemoStudy(t.db, { participants: 10, days: 24, today: todayInStudyZone(), phonePrefix: '0595', groupSwitches: 2 });
  const person = await asParticipant(t.app, t.db, { name: 'Ece Kodlu', enrolledOn: '2026-03-01' });
  const form = await call(t.app, 'POST', '/api/forms/admin/add', {
    token: admin,
    body: {
      kind: 'builtin',
      title: 'Tüm soru türleri',
      description: '',
      definition: {
        questions: [
          { id: 'one', kind: 'single_choice', text: 'Tek seçim', options: [{ label: 'A', score: 0 }, { label: 'B', score: 1 }] },
          { id: 'many', kind: 'multiple_choice', text: 'Çok seçim', options: [{ label: 'X', score: 0 }, { label: 'Y', score: 0 }] },
          { id: 'scale', kind: 'likert', text: 'Ölçek', min: 0, max: 4, min_label: 'Hiç', max_label: '' },
          { id: 'count', kind: 'number', text: 'Sayı', min: 0, max: 99, integer: true },
          { id: 'at', kind: 'time', text: 'Saat' },
          { id: 'words', kind: 'short_text', text: 'Metin', required: false },
          { id: 'story', kind: 'long_text', text: 'Uzun metin', required: false },
        ],
      },
    },
  });
  expect(form.statusCode, form.body).toBe(201);
  const answer = await call(t.app, 'POST', '/api/forms/responses', {
    token: person.token,
    body: { form_type_id: form.json().form.id, responses: { one: 1, many: [0, 1], scale: 3, count: 7, at: '22:30', words: 'iyi', story: 'ilk satır\r\n\nikinci satır' } },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  // Two device nights: one with stages from a watch abroad (+00:00), one without (a classic Fitbit night).
  const device = await call(t.app, 'POST', '/api/sleep/device-nights', {
    token: person.token,
    body: {
      nights: [
        {
          date: '2026-03-03', vendor: 'apple', in_bed_start: '2026-03-02T22:40:00+00:00', in_bed_end: '2026-03-03T06:20:00+00:00',
          sleep_onset: '2026-03-02T23:00:00+00:00', final_wake: '2026-03-03T06:10:00+00:00',
          rem_minutes: 90, deep_minutes: 70, light_minutes: 240, awake_minutes: 30, stages_available: true,
        },
        {
          date: '2026-03-04', vendor: 'fitbit', in_bed_start: '2026-03-03T23:00:00+03:00', in_bed_end: '2026-03-04T07:00:00+03:00',
          sleep_onset: '2026-03-03T23:20:00+03:00', final_wake: '2026-03-04T06:50:00+03:00',
          rem_minutes: null, deep_minutes: null, light_minutes: null, awake_minutes: 25, stages_available: false,
        },
      ],
    },
  });
  expect(device.statusCode, device.body).toBe(200);
  // A later import from a Garmin for 2026-03-03 (its time in bed is its sleep window): nights_long.csv
  // takes this most recent one; and diary nights on both dates, one with stages, one without.
  const garmin = await call(t.app, 'POST', '/api/sleep/device-nights', {
    token: person.token,
    body: {
      nights: [
        {
          date: '2026-03-03', vendor: 'garmin', in_bed_start: '2026-03-03T00:05:00+03:00', in_bed_end: '2026-03-03T07:05:00+03:00',
          sleep_onset: '2026-03-03T00:05:00+03:00', final_wake: '2026-03-03T07:05:00+03:00',
          rem_minutes: 80, deep_minutes: 60, light_minutes: 250, awake_minutes: 30, stages_available: true,
        },
      ],
    },
  });
  expect(garmin.statusCode, garmin.body).toBe(200);
  // Registered into the control arm, as a real participant is, so their nights have an ITT arm.
  await t.db.insert(groupHistory).values({ userId: person.user.id, group: 'control', source: 'registration', fromAt: new Date('2026-03-01T09:00:00+03:00') });
  await createNight(t.app, person.token, { date: '2026-03-03', rem_duration: 100, deep_sleep_duration: 80, light_sleep_duration: 230 });
  await createNight(t.app, person.token, { date: '2026-03-04', sleep_time: '23:50', rem_duration: 0, deep_sleep_duration: 0, light_sleep_duration: 0 });
  // Two reminders to a demo participant: one answered by a night saved 30 minutes later, one never answered.
  const [night] = await t.db
    .select({ id: nights.id, userId: nights.userId, date: nights.sleepDate })
    .from(nights)
    .where(ne(nights.userId, person.user.id))
    .orderBy(nights.sleepDate)
    .limit(1);
  if (!night) throw new Error('the demo study has no nights');
  await t.db
    .update(nights)
    .set({ createdAt: new Date(`${night.date}T05:00:00Z`), clientCreatedAt: null })
    .where(eq(nights.id, night.id));
  await t.db.insert(reminderLog).values([
    { userId: night.userId, reminderDate: night.date, scheduledTime: '07:30', attemptedAt: new Date(`${night.date}T04:30:00Z`), devices: 1, delivered: 1, outcome: 'sent' },
    { userId: night.userId, reminderDate: '2020-01-01', scheduledTime: '07:30', attemptedAt: new Date('2020-01-01T04:30:00Z'), devices: 2, delivered: 0, outcome: 'failed' },
  ]);
  // One participant leaves: their account is deleted, and the export keeps only the date by code.
  const leaving = await asParticipant(t.app, t.db, { name: 'Ayrılan Katılımcı' });
  const deleted = await call(t.app, 'DELETE', '/api/user/account', { token: leaving.token });
  expect(deleted.statusCode, deleted.body).toBe(200);
  const response = await call(t.app, 'GET', '/api/admin/export/study?free_text=1', { token: admin });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const files = readStudyZip(response.rawPayload);
  const dir = mkdtempSync(path.join(tmpdir(), 'study-export-'));
  writeFileSync(path.join(dir, 'study.zip'), response.rawPayload);
  unzip(path.join(dir, 'study.zip'), path.join(dir, 'study'));
  return {
    files,
    codebook: csvRecords(files['codebook.csv']),
    analysisFile: (name) => readFileSync(path.join(dir, 'study', 'analysis', name), 'utf8'),
    close: async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
