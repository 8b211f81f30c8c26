import { CSV_DIALECTS, type CsvDialect } from '@uyku/domain';

/**
 * The admin's chosen CSV dialect (docs/product.md, "Exports"), remembered on this device: a
 * researcher who opens the files in Turkish Excel chooses 'Excel (Türkçe)' once.
 */
const KEY = 'uyku.csv-dialect';

export function readCsvDialect(storage: Storage = localStorage): CsvDialect {
  try {
    const stored = storage.getItem(KEY);
    return CSV_DIALECTS.find((dialect) => dialect === stored) ?? 'standard';
  } catch {
    return 'standard';
  }
}

export function rememberCsvDialect(dialect: CsvDialect, storage: Storage = localStorage): void {
  try {
    storage.setItem(KEY, dialect);
  } catch {
    // Private mode: the choice holds for this download only.
  }
}

/** The download's path with `?dialect=` (or `&dialect=`). */
export function withCsvDialect(path: string, dialect: CsvDialect): string {
  return `${path}${path.includes('?') ? '&' : '?'}dialect=${dialect}`;
}
