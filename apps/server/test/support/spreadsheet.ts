import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Opens CSV files in a real spreadsheet engine: LibreOffice Calc, headless, from Debian's packages
 * (libreoffice-calc-nogui; `.ci/run` installs it). Each file is imported with a list separator and
 * a locale, as a spreadsheet on a computer with those settings would, and saved as flat ODS, whose
 * cells say what the engine made of them: a number, a date, text or a formula (the import evaluates
 * formulas, as a spreadsheet opening a file does).
 */

export type SheetCell =
  | { type: 'float'; value: number }
  | { type: 'date'; value: string }
  | { type: 'string'; value: string }
  | { type: 'formula'; value: string }
  | { type: 'empty' };

const CANDIDATES = [process.env.SOFFICE_PATH, '/usr/bin/soffice', '/usr/bin/libreoffice'].filter((p): p is string => Boolean(p));
export const SOFFICE = CANDIDATES.find((candidate) => existsSync(candidate));

/** LibreOffice's language ids for the import's number recognition. */
const LOCALE_IDS = { 'tr-TR': 1055, 'en-US': 1033 } as const;

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
}

function cellOf(attributes: string, body: string): SheetCell {
  // A cell the engine made a formula of, whatever its result's type.
  const formula = attribute(attributes, 'table:formula');
  if (formula !== undefined) return { type: 'formula', value: decode(formula) };
  const type = attribute(attributes, 'office:value-type');
  if (type === 'float') return { type, value: Number(attribute(attributes, 'office:value')) };
  if (type === 'date') return { type, value: attribute(attributes, 'office:date-value') ?? '' };
  if (type === 'string') return { type, value: decode([...body.matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)].map((m) => m[1]).join('\n')) };
  return { type: 'empty' };
}

/** The first sheet's rows, empty trailing rows left out; repeated cells expanded. */
export function parseFlatOds(xml: string): SheetCell[][] {
  const rows: SheetCell[][] = [];
  for (const row of xml.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)) {
    const cells: SheetCell[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)) {
      const attributes = cell[1] ?? '';
      const repeated = Number(attribute(attributes, 'table:number-columns-repeated') ?? '1');
      const parsed = cellOf(attributes, cell[2] ?? '');
      for (let i = 0; i < Math.min(repeated, 1024); i += 1) cells.push(parsed);
    }
    while (cells.at(-1)?.type === 'empty') cells.pop();
    if (cells.length > 0) rows.push(cells);
  }
  return rows;
}

/** Opens each CSV text with the given list separator and locale; answers the cells per file name. */
export function openInSpreadsheet(
  files: Record<string, string>,
  settings: { separator: ';' | ','; locale: keyof typeof LOCALE_IDS },
): Record<string, SheetCell[][]> {
  if (!SOFFICE) throw new Error('LibreOffice was not found: apt-get install -y --no-install-recommends libreoffice-calc-nogui');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uyku-calc-'));
  try {
    const inputs = Object.entries(files).map(([name, text]) => {
      const file = path.join(dir, `${name}.csv`);
      writeFileSync(file, text, 'utf8');
      return file;
    });
    // Field separator, text delimiter ("), UTF-8 (76), from line 1, default column formats, locale.
    const filter = `CSV:${settings.separator.charCodeAt(0)},34,76,1,,${LOCALE_IDS[settings.locale]}`;
    execFileSync(
      SOFFICE,
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', `--infilter=${filter}`, '--convert-to', 'fods', '--outdir', path.join(dir, 'out'), ...inputs],
      { stdio: 'pipe', timeout: 120_000 },
    );
    return Object.fromEntries(Object.keys(files).map((name) => [name, parseFlatOds(readFileSync(path.join(dir, 'out', `${name}.fods`), 'utf8'))]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
