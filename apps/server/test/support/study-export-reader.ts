import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One CSV of the study ZIP as Python's zipfile and csv modules read it (read-study-export.py). */
export interface ExportedCsv {
  bom: boolean;
  header: string[];
  rows: number;
  widths: number[];
  numeric: string[];
  text: string;
}

export function readStudyZip(payload: Buffer): Record<string, ExportedCsv> {
  const dir = mkdtempSync(path.join(tmpdir(), 'study-export-'));
  try {
    const file = path.join(dir, 'study.zip');
    writeFileSync(file, payload);
    const reader = path.join(path.dirname(fileURLToPath(import.meta.url)), 'read-study-export.py');
    return JSON.parse(execFileSync('python3', [reader, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Record<string, ExportedCsv>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows of one exported CSV as objects keyed by column name (cells without commas or quotes). */
export function csvRecords(csv: ExportedCsv | undefined): Record<string, string>[] {
  const [header = [], ...lines] = (csv?.text ?? '').split('\r\n').filter(Boolean).map(splitCsvLine);
  return lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

/** Splits one CSV line, honouring quoted cells with commas and doubled quotes. */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.replace(/^\uFEFF/, ''));
}

/** One file of the study ZIP as bytes (text files too: the protocol files, the scripts), or undefined. */
export function readZipEntry(payload: Buffer, name: string): Buffer | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'study-export-'));
  try {
    const file = path.join(dir, 'study.zip');
    writeFileSync(file, payload);
    const script = 'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nn = sys.argv[2]\nsys.stdout.buffer.write(z.read(n) if n in z.namelist() else b"\\x00MISSING")';
    const out = execFileSync('python3', ['-c', script, file, name], { maxBuffer: 64 * 1024 * 1024 });
    return out.equals(Buffer.from('\u0000MISSING')) ? undefined : out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
