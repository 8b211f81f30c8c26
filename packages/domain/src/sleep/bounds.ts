/**
 * Bounds of the sleep diary (docs/product.md, "Sleep diary") and the Turkish message each one answers, read from
 * the field catalogue (fields.ts). The server applies them through the request schema and the
 * entry form shows the same message next to the field, so a participant reads in the page exactly
 * what the API would answer.
 */

import { SLEEP_FIELDS, type SleepFields } from './fields.js';
import {
  boundMessageOf,
  clockFormatMessageOf,
  requiredMessageOf,
  tooLongMessageOf,
  wholeNumberMessageOf,
  yesNoMessageOf,
} from './field-messages.js';

export interface NumericBound {
  min: number;
  max: number;
  /** The field as a participant knows it; every message names it. */
  label: string;
  /** Shown after the range, e.g. "dakika"; empty for plain counts and scales. */
  unit: string;
  /** Whole numbers only (minutes, counts, scales); room temperature may carry one decimal. */
  integer: boolean;
}

/** The catalogue's fields that have bounds (docs/decisions/018-sleep-field-catalogue.md). */
export type BoundedSleepField = {
  [K in keyof SleepFields]: SleepFields[K] extends { bounds: object } ? K : never;
}[keyof SleepFields];

const boundedFields = (Object.keys(SLEEP_FIELDS) as (keyof SleepFields)[]).filter(
  (key): key is BoundedSleepField => 'bounds' in SLEEP_FIELDS[key],
);

export const SLEEP_BOUNDS = Object.fromEntries(
  boundedFields.map((key) => {
    const field = SLEEP_FIELDS[key];
    return [key, { label: field.messageLabel, ...field.bounds }];
  }),
) as Record<BoundedSleepField, NumericBound>;

/** 'REM süresi 0-600 dakika arasında olmalıdır' */
export function boundMessage(field: BoundedSleepField): string {
  return boundMessageOf(SLEEP_FIELDS[field]);
}

/** 'REM süresi tam sayı olmalıdır' */
export function wholeNumberMessage(field: BoundedSleepField): string {
  return wholeNumberMessageOf(SLEEP_FIELDS[field]);
}

/** The yes/no fields of the diary, named in their messages. */
export type SleepFlagField = {
  [K in keyof SleepFields]: SleepFields[K]['kind'] extends 'yesNo' ? K : never;
}[keyof SleepFields];

export const SLEEP_FLAG_LABELS = Object.fromEntries(
  (Object.keys(SLEEP_FIELDS) as (keyof SleepFields)[])
    .filter((key): key is SleepFlagField => SLEEP_FIELDS[key].kind === 'yesNo')
    .map((key) => [key, SLEEP_FIELDS[key].messageLabel]),
) as Record<SleepFlagField, string>;

/** 'Alkol evet veya hayır olmalıdır' */
export function yesNoMessage(field: SleepFlagField): string {
  return yesNoMessageOf(SLEEP_FIELDS[field]);
}

export const SLEEP_NOTES_MAX_LENGTH = SLEEP_FIELDS.notes.maxLength;
/** Entries before this day are typing mistakes, not diary nights of this study. */
export const SLEEP_EARLIEST_DATE = '2000-01-01';

export const SLEEP_MSG = {
  dateRequired: 'Tarih gereklidir',
  dateInvalid: 'Geçerli bir tarih giriniz',
  dateInFuture: 'Henüz gelmemiş bir gün için kayıt eklenemez',
  bedtimeRequired: requiredMessageOf(SLEEP_FIELDS.bedtime),
  sleepTimeRequired: requiredMessageOf(SLEEP_FIELDS.sleep_time),
  wakeTimeRequired: requiredMessageOf(SLEEP_FIELDS.wake_time),
  timeInvalid: 'Saat SS:DD biçiminde olmalıdır',
  mealTimeInvalid: clockFormatMessageOf(SLEEP_FIELDS.meal_time),
  notesTooLong: tooLongMessageOf(SLEEP_FIELDS.notes),
  totalInvalid: 'Toplam uyku süresi geçerli bir sayı olmalıdır',
  wakeEqualsBedtime: 'Uyanma saati yatış saatiyle aynı olamaz',
  sleepOutsideNight: 'Uykuya dalma saati, yatış saati ile uyanma saati arasında olmalıdır',
  sleepEqualsWake: 'Uykuya dalma saati uyanma saatiyle aynı olamaz',
  triedToSleepTimeInvalid: clockFormatMessageOf(SLEEP_FIELDS.tried_to_sleep_time),
  outOfBedTimeInvalid: clockFormatMessageOf(SLEEP_FIELDS.out_of_bed_time),
  triedOutsideNight: 'Uyumaya çalıştığım saat, yatış saati ile uykuya dalma saati arasında olmalıdır',
  outOfBedBeforeWake: 'Yataktan kalkış saati, uyanma saatinden önce olamaz',
  wasoExceedsSleepPeriod: 'Gece uyanık kaldığım toplam süre, uykuya dalma ile uyanma arasındaki süreyi aşamaz',
  longNightConfirmInvalid: yesNoMessageOf(SLEEP_FIELDS.long_night_confirmed),
  awakeExceedsSleepPeriod: 'Uyanık geçen süre, uykuya dalma ile uyanma arasındaki süreyi aşamaz',
  duplicateDate: 'Bu tarih için zaten bir uyku kaydınız var. Lütfen mevcut kaydı düzenleyin.',
  created: 'Uyku kaydı başarıyla oluşturuldu!',
  updated: 'Uyku kaydı başarıyla güncellendi!',
  deleted: 'Uyku kaydı silindi',
  notFound: 'Uyku kaydı bulunamadı',
} as const;

/**
 * 'REM, derin uyku, hafif uyku ve uyanık geçen sürelerin toplamı (540 dk), uykuya dalma ile uyanma
 * arasındaki süreyi (480 dk) aşamaz': names the four fields and shows both sums, so the participant
 * sees which numbers to correct.
 */
/** Time in bed above this needs the participant's confirmation (16 hours). */
export const LONG_NIGHT_MINUTES = 16 * 60;

/** 'Yatakta geçen süre 17 sa 0 dk; 16 saatten uzun. Doğruysa onay kutusunu işaretleyin.' */
export function longNightMessage(timeInBed: number): string {
  return `Yatakta geçen süre ${Math.floor(timeInBed / 60)} sa ${timeInBed % 60} dk; 16 saatten uzun. Doğruysa onay kutusunu işaretleyin.`;
}

export function stagesExceedSleepPeriodMessage(entered: number, period: number): string {
  return `REM, derin uyku, hafif uyku ve uyanık geçen sürelerin toplamı (${entered} dk), uykuya dalma ile uyanma arasındaki süreyi (${period} dk) aşamaz`;
}
