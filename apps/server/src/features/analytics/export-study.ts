import { PassThrough, Readable } from 'node:stream';
import { participantCode, type Question } from '@uyku/domain';
import yazl from 'yazl';
import type { Database } from '../../db/client.js';
import { csvLines, csvText, type CsvValue } from '../../lib/csv.js';
import { CODEBOOK_HEADER, codebookRows, type ExportColumn } from './export-columns.js';
import { sleepColumns, sleepRows } from './export-sleep.js';
import {
  audioUsageColumns,
  audioUsageRows,
  formExports,
  heartRateColumns,
  heartRateRows,
  participantColumns,
  participantRows,
  usageColumns,
  usageRows,
  type FormExport,
} from './export-tables.js';

/**
 * `GET /api/admin/export/study` (issue 15): a ZIP, streamed as it is written, with one CSV per
 * table and codebook.csv. Every CSV goes through the server's one CSV writer (UTF-8 with BOM,
 * decimal point, empty cell for missing).
 */

type FormRow = FormExport['rows'][number];

/** A built-in answer as a number where it is one: choices as their 1-based option number. */
function rawAnswer(question: Question, answer: unknown): CsvValue {
  if (answer === undefined || answer === null) return null;
  if (question.kind === 'single_choice' && typeof answer === 'number') return answer + 1;
  if (question.kind === 'multiple_choice' && Array.isArray(answer)) return answer.map((i) => Number(i) + 1).join(';');
  if (typeof answer === 'number' || typeof answer === 'string') return answer;
  return JSON.stringify(answer);
}

function formColumns(form: FormExport): ExportColumn<FormRow>[] {
  const base: ExportColumn<FormRow>[] = [
    { name: 'participant_code', label: 'Katılımcı kodu', meaning: 'Takma ad', value: (r) => participantCode(r.n) },
    { name: 'submitted_at', label: 'Yanıt zamanı', meaning: `"${form.title}" formunun yanıtı`, unit: 'ISO 8601', value: (r) => r.created_at },
    { name: 'group_at_time', label: 'Kayıt anındaki grup', meaning: 'Yanıt anındaki grup', allowed: 'control, experiment', value: (r) => r.ab_group },
    { name: 'timepoint_day', label: 'Ölçüm noktası', meaning: 'Formun planlandığı çalışma günü', missing: 'Planlı ölçüm noktası değilse boş', value: (r) => r.timepoint_day },
    { name: 'form_version', label: 'Form sürümü', meaning: 'Yanıtlanan soru sürümü', missing: 'Dış (Google) formda boş', value: (r) => r.version },
    { name: 'total_score', label: 'Toplam puan', meaning: 'Kayıt anında hesaplanan puan', missing: 'Puanlanmayan formda boş', value: (r) => r.score },
    { name: 'score_band', label: 'Puan aralığı', meaning: 'Puanın düştüğü aralık', missing: 'Puanlanmayan formda boş', value: (r) => r.band },
  ];
  const questions = (form.definition?.questions ?? []).map(
    (question, index): ExportColumn<FormRow> => ({
      name: `q${String(index + 1).padStart(2, '0')}`,
      label: question.text,
      meaning: `Soru kimliği ${question.id} (${question.kind})`,
      allowed:
        question.kind === 'single_choice' || question.kind === 'multiple_choice'
          ? question.options.map((option, i) => `${i + 1} = ${option.label}`).join('; ') + (question.kind === 'multiple_choice' ? ' (birden çok: ; ile)' : '')
          : '',
      missing: 'Yanıtlanmadıysa boş',
      value: (row) => rawAnswer(question, row.responses[question.id]),
    }),
  );
  return [...base, ...questions];
}

function tableStream<T>(columns: readonly ExportColumn<T>[], load: () => Promise<T[]>): Readable {
  async function* lines(): AsyncGenerator<string> {
    const rows = await load();
    yield* csvLines(
      columns.map((c) => c.name),
      rows.map((row) => columns.map((c) => c.value(row))),
    );
  }
  return Readable.from(lines(), { objectMode: false, encoding: 'utf8' });
}

/** The ZIP as a stream; files are added in order and each is read from the database when reached. */
export async function studyExport(db: Database): Promise<Readable> {
  const zip = new yazl.ZipFile();
  const forms = await formExports(db);
  const codebook: CsvValue[][] = [
    ...codebookRows('participants.csv', participantColumns),
    ...codebookRows('sleep_records.csv', sleepColumns),
    ...codebookRows('heart_rate_sessions.csv', heartRateColumns),
    ...codebookRows('daily_usage.csv', usageColumns),
    ...codebookRows('audio_usage.csv', audioUsageColumns),
  ];
  zip.addReadStream(tableStream(participantColumns, () => participantRows(db)), 'participants.csv');
  zip.addReadStream(tableStream(sleepColumns, () => sleepRows(db)), 'sleep_records.csv');
  zip.addReadStream(tableStream(heartRateColumns, () => heartRateRows(db)), 'heart_rate_sessions.csv');
  zip.addReadStream(tableStream(usageColumns, () => usageRows(db)), 'daily_usage.csv');
  zip.addReadStream(tableStream(audioUsageColumns, () => audioUsageRows(db)), 'audio_usage.csv');
  for (const form of forms) {
    const columns = formColumns(form);
    codebook.push(...codebookRows(form.file, columns));
    zip.addReadStream(tableStream(columns, async () => form.rows), form.file);
  }
  zip.addBuffer(Buffer.from(csvText(CODEBOOK_HEADER, codebook), 'utf8'), 'codebook.csv');
  zip.end();
  // A PassThrough so the reply gets a plain Readable and yazl's errors reach it.
  const out = new PassThrough();
  zip.outputStream.on('error', (error: Error) => out.destroy(error)).pipe(out);
  return out;
}
