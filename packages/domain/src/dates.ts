import { MSG } from './messages.js';

/**
 * Dates are shown in the Turkish locale; anything that cannot be parsed shows 'Geçersiz tarih'
 * instead of "Invalid Date" (docs/product.md, "Dates, numbers and texts"). The time zone is the study's: Europe/Istanbul.
 */
export const STUDY_TIME_ZONE = 'Europe/Istanbul';

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare calendar date ("2025-10-08") is a day, not an instant: read it at noon so no time zone moves it.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Building an Intl formatter costs far more than using one (an export formats 100,000 dates), so
 * each format builds its formatter once, on first use.
 */
function formatWith(options: Intl.DateTimeFormatOptions): (value: Parameters<typeof toDate>[0]) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (value) => {
    const date = toDate(value);
    if (!date) return MSG.invalidDate;
    formatter ??= new Intl.DateTimeFormat('tr-TR', { timeZone: STUDY_TIME_ZONE, ...options });
    return formatter.format(date);
  };
}

const formatShortWithIntl = formatWith({ day: 'numeric', month: 'numeric', year: 'numeric' });

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * `2025-10-08` → `08.10.2025` by rearranging the digits: a calendar day is the same day in every
 * time zone, and this is exactly what the tr-TR formatter writes for it, at a fraction of the cost
 * (an export writes one per row). Undefined for anything else, which goes to Intl: other values,
 * years before 1000 (Intl drops leading zeros) and days a month does not have (Date rolls them over).
 */
function calendarDayShort(value: unknown): string | undefined {
  if (!calendarDay(value)) return undefined;
  const text = value as string;
  return `${text.slice(8, 10)}.${text.slice(5, 7)}.${text.slice(0, 4)}`;
}

/** A real calendar day from 1000 on, as its year, month (1–12) and day; undefined for anything else. */
function calendarDay(value: unknown): { year: number; month: number; day: number } | undefined {
  if (typeof value !== 'string' || value.length !== 10 || !/^[1-9]\d{3}-\d{2}-\d{2}$/.test(value)) return undefined;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return undefined;
  if (day > (month === 2 && !isLeapYear(year) ? 28 : (DAYS_IN_MONTH[month - 1] as number))) return undefined;
  return { year, month, day };
}

/** 08.10.2025 */
export const formatDateShort = (v: Parameters<typeof toDate>[0]) => calendarDayShort(v) ?? formatShortWithIntl(v);
/** 8 Ekim 2025 Çarşamba */
export const formatDateLong = formatWith({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** 23 Kasım Pazartesi: a day of the week's bars (dashboard). */
export const formatDayMonthWeekday = formatWith({ weekday: 'long', day: 'numeric', month: 'long' });
/** 5 Aralık */
export const formatDayMonth = formatWith({ day: 'numeric', month: 'long' });
/** 5 Oca: a day of the trend chart's axis (sleep page). */
export const formatDayMonthShort = formatWith({ day: 'numeric', month: 'short' });
/** Pzt */
export const formatWeekdayShort = formatWith({ weekday: 'short' });
/** 08.10.2025 14:05 */
export const formatDateTime = formatWith({ day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });
/** 14:05 */
export const formatTime = formatWith({ hour: '2-digit', minute: '2-digit' });

/**
 * Orders ISO 8601 instants (`2026-11-23T19:05:00.000Z`) by code point, which is their time order:
 * unlike `localeCompare`, the result never depends on the browser's language.
 */
export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
