import { PassThrough, Readable } from 'node:stream';
import yazl from 'yazl';
import type { Database } from '../../db/client.js';
import { csvLines, csvText, type CsvValue } from '../../lib/csv.js';
import { CODEBOOK_HEADER, codebookRows, type ExportColumn } from './export-columns.js';
import { formColumns, formExports } from './export-forms.js';
import { sleepColumns, sleepRows } from './export-sleep.js';
import {
  audioUsageColumns,
  audioUsageRows,
  heartRateColumns,
  heartRateRows,
  participantColumns,
  participantRows,
  usageColumns,
  usageRows,
} from './export-tables.js';

/**
 * `GET /api/admin/export/study` (docs/product.md, "Exports"): a ZIP, streamed as it is written, with one CSV per
 * table and codebook.csv. Every CSV goes through the server's one CSV writer (UTF-8 with BOM,
 * decimal point, empty cell for missing). Participants' free text is in it only when `freeText`
 * (the admin's explicit option, audited by the route), and then masked.
 */

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
export async function studyExport(db: Database, options: { freeText: boolean } = { freeText: false }): Promise<Readable> {
  const { freeText } = options;
  const zip = new yazl.ZipFile();
  const forms = await formExports(db, freeText);
  const heartRate = heartRateColumns(freeText);
  const codebook: CsvValue[][] = [
    ...codebookRows('participants.csv', participantColumns),
    ...codebookRows('sleep_records.csv', sleepColumns),
    ...codebookRows('heart_rate_sessions.csv', heartRate),
    ...codebookRows('daily_usage.csv', usageColumns),
    ...codebookRows('audio_usage.csv', audioUsageColumns),
  ];
  zip.addReadStream(tableStream(participantColumns, () => participantRows(db)), 'participants.csv');
  zip.addReadStream(tableStream(sleepColumns, () => sleepRows(db)), 'sleep_records.csv');
  zip.addReadStream(tableStream(heartRate, () => heartRateRows(db, freeText)), 'heart_rate_sessions.csv');
  zip.addReadStream(tableStream(usageColumns, () => usageRows(db)), 'daily_usage.csv');
  zip.addReadStream(tableStream(audioUsageColumns, () => audioUsageRows(db)), 'audio_usage.csv');
  for (const form of forms) {
    const columns = formColumns(form, freeText);
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
