import { MSG } from './messages.js';

/**
 * Dates are shown in the Turkish locale; anything that cannot be parsed shows 'Geçersiz tarih'
 * instead of "Invalid Date" (spec 5). The time zone is the study's: Europe/Istanbul.
 */
export const STUDY_TIME_ZONE = 'Europe/Istanbul';

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare calendar date ("2025-10-08") is a day, not an instant: read it at noon so no time zone moves it.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Building an Intl formatter costs far more than using one: an export formats 100,000 dates. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(value: Parameters<typeof toDate>[0], options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (!date) return MSG.invalidDate;
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('tr-TR', { timeZone: STUDY_TIME_ZONE, ...options });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** 8.10.2025 */
export const formatDateShort = (v: Parameters<typeof toDate>[0]) =>
  format(v, { day: 'numeric', month: 'numeric', year: 'numeric' });
/** 8 Ekim 2025 Çarşamba */
export const formatDateLong = (v: Parameters<typeof toDate>[0]) =>
  format(v, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** 8.10.2025 14:05 */
export const formatDateTime = (v: Parameters<typeof toDate>[0]) =>
  format(v, { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });
/** 14:05 */
export const formatTime = (v: Parameters<typeof toDate>[0]) => format(v, { hour: '2-digit', minute: '2-digit' });
