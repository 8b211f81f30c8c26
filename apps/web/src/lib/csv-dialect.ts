import { CSV_DIALECTS, type CsvDialect } from '@uyku/domain';

/**
 * The admin's chosen CSV dialect (docs/product.md, "Exports"), remembered on this device. Before
 * any choice a Turkish browser gets Turkish Excel's dialect: the standard file opened there turns
 * 19.6 °C into a date; other browsers get the standard file.
 */
const KEY = 'uyku.csv-dialect';

/** The first choice for a browser language ('tr-TR' → 'excel-tr'). */
export function firstCsvDialect(language: string | undefined): CsvDialect {
  return language?.toLowerCase().startsWith('tr') ? 'excel-tr' : 'standard';
}

const browserLanguage = (): string | undefined => (typeof navigator === 'undefined' ? undefined : navigator.language);

export function readCsvDialect(storage: Storage = localStorage, language: string | undefined = browserLanguage()): CsvDialect {
  try {
    const stored = storage.getItem(KEY);
    return CSV_DIALECTS.find((dialect) => dialect === stored) ?? firstCsvDialect(language);
  } catch {
    return firstCsvDialect(language);
  }
}

/** The dialect as the download button says it: 'CSV İndir (Excel Türkçe)'. */
export const CSV_DIALECT_BUTTON_NAMES: Record<CsvDialect, string> = {
  'excel-tr': 'Excel Türkçe',
  standard: 'Standart',
};

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
