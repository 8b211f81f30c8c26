import { z } from 'zod';

/**
 * The two CSV dialects of the admin's downloads (docs/product.md, "Exports"). Excel opens a CSV with
 * the list separator and decimal mark of the system's locale: with Turkish settings a semicolon and
 * a decimal comma, so a comma-separated file opens as one column. 'Standart CSV' is the spec's
 * file (comma, decimal point) for R, SPSS and Python; both are UTF-8 with a byte-order mark.
 */
export const CSV_DIALECTS = ['standard', 'excel-tr'] as const;
export type CsvDialect = (typeof CSV_DIALECTS)[number];

export const CSV_DIALECT_LABELS: Record<CsvDialect, string> = {
  'excel-tr': 'Excel (Türkçe)',
  standard: 'Standart CSV',
};

export const CSV_DIALECT_HINTS: Record<CsvDialect, string> = {
  'excel-tr': 'Noktalı virgül ve ondalık virgül: Türkçe ayarlı Excel sütunları doğrudan açar',
  standard: 'Virgül ve ondalık nokta: R, SPSS ve Python için',
};

export const CSV_DIALECT_MSG = { invalid: 'CSV biçimi standard veya excel-tr olmalıdır' } as const;

/** `?dialect=` of every admin CSV download; the spec's comma file when absent. */
export const csvDialectField = z.enum(CSV_DIALECTS, { error: CSV_DIALECT_MSG.invalid }).default('standard');
export const csvDialectQuerySchema = z.object({ dialect: csvDialectField });
