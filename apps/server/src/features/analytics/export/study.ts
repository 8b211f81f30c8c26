import { PassThrough, Readable } from 'node:stream';
import yazl from 'yazl';
import type { Database } from '../../../db/client.js';
import { csvLines, csvText, type CsvValue } from '../../../lib/csv.js';
import { readPrimaryOutcome } from '../statistics/analysis-data.js';
import { renderLoadR, type AnalysisBundle } from '../scripts/r.js';
import { renderReadme } from '../scripts/readme.js';
import { renderLoadSps } from '../scripts/spss.js';
import { renderLoadDo } from '../scripts/stata.js';
import { protocolFiles } from './protocol.js';
import { readSettings } from '../../../core/study/settings-row.js';
import { CODEBOOK_HEADER, codebookRows, type ExportColumn, type ExportedFile } from './columns.js';
import { isRedcapInstrument, REDCAP_HEADER, redcapDictionaryRows, redcapFields, redcapImportHeader, redcapImportRows, type RedcapField } from '../redcap/dictionary.js';
import {
  allocationColumns,
  allocationRows,
  consentColumns,
  consentRows,
  groupHistoryColumns,
  groupHistoryRows,
  withdrawalColumns,
  withdrawalRows,
} from './design.js';
import { deviceNightColumns, deviceNightRows } from './device-nights.js';
import { expectedDayColumns, expectedDayRows } from './expected-days.js';
import { reminderColumns, reminderRows } from './reminders.js';
import { REDCAP_PARTICIPANT_FILE, redcapParticipantColumns, redcapParticipantRows } from '../redcap/participant.js';
import { formColumns, formExports } from './forms.js';
import { nightsLongColumns, nightsLongRows, PRIMARY_OUTCOME_COLUMN } from './nights.js';
import { sleepColumns, sleepRows } from './sleep.js';
import {
  audioUsageColumns,
  audioUsageRows,
  heartRateColumns,
  heartRateRows,
  participantColumns,
  participantRows,
  usageColumns,
  usageRows,
} from './tables.js';

/**
 * `GET /api/admin/export/study` (docs/product.md, "Exports"): a ZIP, streamed as it is written, with one CSV per
 * table, codebook.csv, a REDCap data dictionary and the analysis scripts under analysis/ (docs/decisions/023-analysis-bundle.md).
 * Every CSV goes through the server's one CSV writer (UTF-8 with BOM, decimal point, empty cell for
 * missing). Participants' free text is in it only when `freeText` (the admin's explicit option,
 * audited by the route), and then masked.
 */

/** One CSV of the ZIP: what the codebook and the scripts know of its columns, and its cells. */
interface ExportTable extends ExportedFile {
  /** The rows' cells in column order, read from the database when called. */
  cells: () => Promise<CsvValue[][]>;
}

function table<T>(file: string, columns: readonly ExportColumn<T>[], load: () => Promise<T[]>): ExportTable {
  return { file, columns, cells: async () => (await load()).map((row) => columns.map((c) => c.value(row))) };
}

/** A CSV read when the ZIP reaches it, not before. */
function csvFile(header: readonly string[], rows: (() => Promise<Iterable<readonly CsvValue[]>>) | AsyncIterable<readonly CsvValue[]>): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield* csvLines(header, typeof rows === 'function' ? await rows() : rows);
  }
  return Readable.from(lines(), { objectMode: false, encoding: 'utf8' });
}

/** The instruments' rows in REDCap's import shape, each table read again when the ZIP gets there. */
async function* redcapImport(fields: readonly RedcapField[], tables: readonly ExportTable[]): AsyncGenerator<CsvValue[]> {
  for (const t of tables.filter((candidate) => isRedcapInstrument(candidate.file))) {
    yield* redcapImportRows(
      fields,
      t.file,
      t.columns.map((c) => c.name),
      await t.cells(),
    );
  }
}

/** The ZIP as a stream; files are added in order and each is read from the database when reached. */
export async function studyExport(db: Database, options: { freeText: boolean } = { freeText: false }): Promise<Readable> {
  const { freeText } = options;
  const forms = await formExports(db, freeText);
  const primary = await readPrimaryOutcome(db);
  const protocol = await protocolFiles(db);
  const tables: ExportTable[] = [
    table('participants.csv', participantColumns, () => participantRows(db)),
    table('sleep_records.csv', sleepColumns, () => sleepRows(db)),
    table('nights_long.csv', nightsLongColumns, () => nightsLongRows(db)),
    table('heart_rate_sessions.csv', heartRateColumns(freeText), () => heartRateRows(db, freeText)),
    table('device_nights.csv', deviceNightColumns, () => deviceNightRows(db)),
    table('daily_usage.csv', usageColumns, () => usageRows(db)),
    table('audio_usage.csv', audioUsageColumns, () => audioUsageRows(db)),
    table('allocation.csv', allocationColumns, () => allocationRows(db)),
    table('group_history.csv', groupHistoryColumns, () => groupHistoryRows(db)),
    table('expected_days.csv', expectedDayColumns, () => expectedDayRows(db)),
    table('consent.csv', consentColumns, () => consentRows(db)),
    table('reminders.csv', reminderColumns, () => reminderRows(db)),
    table('withdrawals.csv', withdrawalColumns, () => withdrawalRows(db)),
    ...forms.map((form) => table(form.file, formColumns(form, freeText), async () => form.rows)),
  ];
  const files: ExportedFile[] = tables.map((t) => ({ file: t.file, columns: t.columns }));
  const outcome = PRIMARY_OUTCOME_COLUMN[primary];
  const bundle: AnalysisBundle = {
    files,
    outcome,
    outcomeLabel: nightsLongColumns.find((c) => c.name === outcome)?.label ?? outcome,
    minNights: (await readSettings(db)).minNightsPerPhase,
  };

  const zip = new yazl.ZipFile();
  for (const t of tables) {
    zip.addReadStream(
      csvFile(
        t.columns.map((c) => c.name),
        () => t.cells(),
      ),
      t.file,
    );
  }
  const codebook = files.flatMap((f) => codebookRows(f.file, f.columns));
  zip.addBuffer(Buffer.from(csvText(CODEBOOK_HEADER, codebook), 'utf8'), 'codebook.csv');
  // REDCap alone gets the participant-level instrument first (its record_id lives there); the other packages read participants.csv.
  const redcapTables = [table(REDCAP_PARTICIPANT_FILE, redcapParticipantColumns, () => redcapParticipantRows(db)), ...tables];
  const redcap = redcapFields(redcapTables.map((t) => ({ file: t.file, columns: t.columns })));
  zip.addBuffer(Buffer.from(csvText(REDCAP_HEADER, redcapDictionaryRows(redcap)), 'utf8'), 'redcap_data_dictionary.csv');
  zip.addReadStream(csvFile(redcapImportHeader(redcap), redcapImport(redcap, redcapTables)), 'redcap_import.csv');
  zip.addBuffer(Buffer.from(renderLoadR(bundle), 'utf8'), 'analysis/load.R');
  zip.addBuffer(Buffer.from(renderLoadSps(bundle), 'utf8'), 'analysis/load.sps');
  zip.addBuffer(Buffer.from(renderLoadDo(bundle), 'utf8'), 'analysis/load.do');
  zip.addBuffer(Buffer.from(renderReadme(bundle), 'utf8'), 'analysis/README.txt');
  for (const file of protocol) zip.addBuffer(Buffer.from(file.text, 'utf8'), file.name);
  zip.end();
  // A PassThrough so the reply gets a plain Readable and yazl's errors reach it.
  const out = new PassThrough();
  zip.outputStream.on('error', (error: Error) => out.destroy(error)).pipe(out);
  return out;
}
