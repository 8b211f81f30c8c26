import { beforeEach, describe, expect, it } from 'vitest';
import { readCsvDialect, rememberCsvDialect, withCsvDialect } from './csv-dialect';

beforeEach(() => localStorage.clear());

describe('the CSV dialect', () => {
  it("is the spec's standard file until another is chosen, and then remembered", () => {
    expect(readCsvDialect()).toBe('standard');
    rememberCsvDialect('excel-tr');
    expect(readCsvDialect()).toBe('excel-tr');
    localStorage.setItem('uyku.csv-dialect', 'tsv');
    expect(readCsvDialect()).toBe('standard');
  });

  it('goes on the path as a query parameter', () => {
    expect(withCsvDialect('/admin/x/csv', 'excel-tr')).toBe('/admin/x/csv?dialect=excel-tr');
    expect(withCsvDialect('/admin/x/csv?from=2026-01-01', 'standard')).toBe('/admin/x/csv?from=2026-01-01&dialect=standard');
  });
});
