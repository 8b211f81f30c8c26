import { beforeEach, describe, expect, it } from 'vitest';
import { readCsvDialect, rememberCsvDialect, withCsvDialect } from './csv-dialect';

beforeEach(() => localStorage.clear());

describe('the CSV dialect', () => {
  it("is Turkish Excel's dialect first in a Turkish browser, the standard file elsewhere", () => {
    expect(readCsvDialect(localStorage, 'tr-TR')).toBe('excel-tr');
    expect(readCsvDialect(localStorage, 'tr')).toBe('excel-tr');
    expect(readCsvDialect(localStorage, 'en-US')).toBe('standard');
  });

  it('remembers the choice over the first one', () => {
    rememberCsvDialect('standard');
    expect(readCsvDialect(localStorage, 'tr-TR')).toBe('standard');
  });

  it("is the standard file in an English browser until another is chosen, and then remembered", () => {
    expect(readCsvDialect(localStorage, 'en-US')).toBe('standard');
    rememberCsvDialect('excel-tr');
    expect(readCsvDialect()).toBe('excel-tr');
    localStorage.setItem('uyku.csv-dialect', 'tsv');
    expect(readCsvDialect(localStorage, 'en-US')).toBe('standard');
  });

  it('goes on the path as a query parameter', () => {
    expect(withCsvDialect('/admin/x/csv', 'excel-tr')).toBe('/admin/x/csv?dialect=excel-tr');
    expect(withCsvDialect('/admin/x/csv?from=2026-01-01', 'standard')).toBe('/admin/x/csv?from=2026-01-01&dialect=standard');
  });
});
