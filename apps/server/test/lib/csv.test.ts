import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  CSV_BOM,
  csvBatchChunks,
  csvBatchStream,
  csvCell,
  csvFileName,
  csvLines,
  csvRow,
  csvStream,
  csvText,
  fileNameSlug,
} from '../../src/lib/csv.js';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'"), JSON.stringify(formula)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("neutralises a formula that starts after the other dialect's separator inside a cell", () => {
    expect(csvCell('abc;=1+1')).toBe("abc;'=1+1");
    expect(csvCell("y;=cmd|' /C calc'!A0")).toBe("y;'=cmd|' /C calc'!A0");
    expect(csvCell('z,=1+1', 'excel-tr')).toBe("z,'=1+1");
    expect(csvCell('a, +1; -2\t@x\n=y')).toBe(`"a, '+1; '-2\t'@x\n'=y"`);
    expect(csvCell('a;"=1+1"')).toBe(`"a;""'=1+1"""`);
    // Ordinary text and lists of chosen options are left as they are.
    expect(csvCell('Çay; kahve, su')).toBe('"Çay; kahve, su"');
    expect(csvCell('1;3')).toBe('1;3');
  });

  it('keeps numbers as numbers, negative ones included, and writes empty cells for missing values', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(7.5)).toBe('7.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('Evet');
    expect(csvCell(false)).toBe('Hayır');
  });
});

describe("Turkish Excel's dialect", () => {
  it('separates with semicolons, writes decimal commas and quotes a semicolon instead of a comma', () => {
    expect(csvRow(['Ayşe', 7.5, -12.2, 480, null, 'a; b', 'a, b'], 'excel-tr')).toBe('Ayşe;7,5;-12,2;480;;"a; b";a, b\r\n');
    expect(csvRow(['Ayşe', 7.5, 'a, b'])).toBe('Ayşe,7.5,"a, b"\r\n');
    expect(csvCell('=1+1', 'excel-tr')).toBe("'=1+1");
  });

  it('keeps the byte-order mark and CRLF', () => {
    expect(csvText(['A', 'B'], [[1.5, 'x']], 'excel-tr')).toBe('\uFEFFA;B\r\n1,5;x\r\n');
  });
});

describe('csv documents', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const text = csvText(['Ad', 'Not'], [['Çağrı Işık', 'iyi, uyudum']]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}Ad,Not\r\nÇağrı Işık,"iyi, uyudum"\r\n`);
    expect(csvRow([1, 'a'])).toBe('1,a\r\n');
  });

  it('streams rows from an async source without collecting them first', async () => {
    async function* rows() {
      for (let i = 0; i < 3; i += 1) yield [i, `satır ${i}`];
    }
    const parts: string[] = [];
    for await (const line of csvLines(['No', 'Metin'], rows())) parts.push(line);
    expect(parts).toHaveLength(4);

    let streamed = '';
    for await (const chunk of csvStream(['No'], [[1], [2]])) streamed += String(chunk);
    expect(streamed).toBe(`${CSV_BOM}No\r\n1\r\n2\r\n`);
  });
});

describe('batched csv', () => {
  async function* batches() {
    yield [{ n: 1, text: 'bir' }, { n: 2, text: '=iki, üç' }];
    yield [];
    yield [{ n: 3, text: null }];
  }
  const toCells = (row: { n: number; text: string | null }) => [row.n, row.text];

  it('writes the same text as row by row, one chunk per non-empty batch', async () => {
    const chunks: string[] = [];
    for await (const chunk of csvBatchChunks(['No', 'Metin'], batches(), toCells)) chunks.push(chunk);
    expect(chunks).toEqual([`${CSV_BOM}No,Metin\r\n`, `1,bir\r\n2,"'=iki, üç"\r\n`, '3,\r\n']);
    const rowByRow = csvText(['No', 'Metin'], [[1, 'bir'], [2, '=iki, üç'], [3, null]]);
    let streamed = '';
    for await (const chunk of csvBatchStream(['No', 'Metin'], batches(), toCells)) streamed += String(chunk);
    expect(streamed).toBe(rowByRow);
  });
});

describe('file names', () => {
  it('names a file by data type, user and date, with Turkish letters made plain', () => {
    expect(csvFileName('uyku-verileri', 'Ayşe Yılmaz', '2026-11-21')).toBe('uyku-verileri_ayse-yilmaz_2026-11-21.csv');
    expect(fileNameSlug('İSMAİL ÇĞÖŞÜ')).toBe('ismail-cgosu');
    expect(fileNameSlug('***')).toBe('kullanici');
  });

  it('writes a Content-Disposition that carries the exact name', () => {
    expect(attachmentDisposition('ş.csv')).toBe(`attachment; filename="_.csv"; filename*=UTF-8''%C5%9F.csv`);
  });
});
