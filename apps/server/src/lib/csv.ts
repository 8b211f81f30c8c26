import { Readable } from 'node:stream';
import type { CsvDialect } from '@uyku/domain';

/**
 * The one CSV writer of the server: every export (sleep, heart rate, forms, the study export) goes
 * through it. UTF-8 with a byte-order mark so Excel opens Turkish letters intact, RFC 4180 quoting,
 * CRLF line ends, and text that a spreadsheet would run as a formula neutralised whichever list
 * separator opens the file (names, notes and answers are free text that participants type). Two dialects (docs/product.md, "Exports"): the
 * standard comma file, and Turkish Excel's semicolons with decimal commas.
 */

interface DialectRules {
  separator: string;
  decimal: string;
  /** A text cell holding one of these is quoted. */
  needsQuotes: RegExp;
}

const DIALECTS: Record<CsvDialect, DialectRules> = {
  standard: { separator: ',', decimal: '.', needsQuotes: /[",\r\n]/ },
  'excel-tr': { separator: ';', decimal: ',', needsQuotes: /[";\r\n]/ },
};

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * True when a text cell starts with one of `= + - @`, a tab or a carriage return, which Excel,
 * LibreOffice and Sheets read as a formula. A switch on the first code unit: an export checks
 * every text cell of every row.
 */
function startsLikeFormula(text: string): boolean {
  switch (text.charCodeAt(0)) {
    case 0x3d: // =
    case 0x2b: // +
    case 0x2d: // -
    case 0x40: // @
    case 0x09: // tab
    case 0x0d: // carriage return
      return true;
    default:
      return false;
  }
}

/**
 * A formula that starts inside the cell: after a `,`, `;`, tab or line break (and any spaces or
 * quotes), a `= + - @`. A spreadsheet whose list separator is the other dialect's splits the line
 * there, and honours a quote only at the start of a field, so quoting the cell does not keep that
 * part text (docs/security.md, "Exports").
 */
const INNER_FORMULA = /([,;\t\r\n][ "]*)(?=[=+\-@])/g;
/** The cheap test first: most cells hold no separator at all. */
const HAS_SEPARATOR = /[,;\t\r\n]/;

/**
 * Text that stays text whichever separator opens the file: an apostrophe before a formula at the
 * start (OWASP's advice: the spreadsheet shows the text instead of running it) and before each one
 * that follows a separator inside the cell.
 */
export function neutraliseFormulas(text: string): string {
  const inner = HAS_SEPARATOR.test(text) ? text.replace(INNER_FORMULA, "$1'") : text;
  return startsLikeFormula(inner) ? `'${inner}` : inner;
}

/** One cell, quoted only when it must be. Numbers stay numbers (a negative change is not a formula). */
export function csvCell(value: CsvValue, dialect: CsvDialect = 'standard'): string {
  if (value === null || value === undefined) return '';
  const rules = DIALECTS[dialect];
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const text = String(value);
    return rules.decimal === '.' ? text : text.replace('.', rules.decimal);
  }
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  const text = value instanceof Date ? value.toISOString() : value;
  const safe = neutraliseFormulas(text);
  return rules.needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, ended by CRLF; built by concatenation, without an array of cells per row. */
export function csvRow(cells: readonly CsvValue[], dialect: CsvDialect = 'standard'): string {
  const separator = DIALECTS[dialect].separator;
  let line = cells.length > 0 ? csvCell(cells[0], dialect) : '';
  for (let i = 1; i < cells.length; i += 1) line += separator + csvCell(cells[i], dialect);
  return line + LINE_END;
}

/** The BOM and header line, then one line per row, as the rows arrive: no whole file in memory. */
export async function* csvLines(
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
  dialect: CsvDialect = 'standard',
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header, dialect);
  for await (const row of rows) yield csvRow(row, dialect);
}

/** A readable stream of the CSV text, to hand to `reply.send`. */
export function csvStream(
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
  dialect: CsvDialect = 'standard',
): Readable {
  return Readable.from(csvLines(header, rows, dialect), { objectMode: false, encoding: 'utf8' });
}

/**
 * The BOM and header line, then one chunk per batch of rows. A large export writes through this:
 * one line per chunk made 100,000 trips through the stream and the socket for 100,000 rows, a batch
 * makes a few dozen. The stream pulls the next batch only when the socket has taken the last one.
 */
export async function* csvBatchChunks<T>(
  header: readonly string[],
  batches: AsyncIterable<readonly T[]>,
  toCells: (row: T) => readonly CsvValue[],
  dialect: CsvDialect = 'standard',
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header, dialect);
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) chunk += csvRow(toCells(row), dialect);
    if (chunk) yield chunk;
  }
}

/** A readable stream of batches as CSV text (see `csvBatchChunks`), to hand to `reply.send`. */
export function csvBatchStream<T>(
  header: readonly string[],
  batches: AsyncIterable<readonly T[]>,
  toCells: (row: T) => readonly CsvValue[],
  dialect: CsvDialect = 'standard',
): Readable {
  return Readable.from(csvBatchChunks(header, batches, toCells, dialect), { objectMode: false, encoding: 'utf8' });
}

/** The whole CSV as one string, for small files (a form's responses) and tests. */
export function csvText(header: readonly string[], rows: Iterable<readonly CsvValue[]>, dialect: CsvDialect = 'standard'): string {
  let text = CSV_BOM + csvRow(header, dialect);
  for (const row of rows) text += csvRow(row, dialect);
  return text;
}

const TURKISH_TO_ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i: 'i', ö: 'o', ş: 's', ü: 'u' };

/** `Ayşe Yılmaz` → `ayse-yilmaz`: a file-name part that every system and mail client keeps. */
export function fileNameSlug(text: string, fallback = 'kullanici'): string {
  const slug = text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/g, (letter) => TURKISH_TO_ASCII[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || fallback;
}

/** `uyku-verileri_ayse-yilmaz_2026-11-21.csv`: data type, user and date (docs/product.md, "Exports"). */
export function csvFileName(dataType: string, userName: string, isoDate: string): string {
  return `${dataType}_${fileNameSlug(userName)}_${isoDate}.csv`;
}

/** A Content-Disposition value that survives any file name (RFC 6266 with an RFC 5987 fallback). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
