/**
 * Bounds of the sleep diary (spec section 5) and the Turkish message each one answers. The server
 * applies them through the request schema and the entry form shows the same message next to the
 * field, so a participant reads in the page exactly what the API would answer.
 */

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

const bound = (label: string, min: number, max: number, unit = '', integer = true): NumericBound => ({
  label,
  min,
  max,
  unit,
  integer,
});

export const SLEEP_BOUNDS = {
  night_awakenings: bound('Gece uyanma sayısı', 0, 20),
  rem_duration: bound('REM süresi', 0, 600, 'dakika'),
  deep_sleep_duration: bound('Derin uyku süresi', 0, 600, 'dakika'),
  light_sleep_duration: bound('Hafif uyku süresi', 0, 600, 'dakika'),
  awake_duration: bound('Uyanık geçen süre', 0, 600, 'dakika'),
  /** CSD's wake after sleep onset as the participant recalls it; empty means not given (null). */
  waso_minutes: bound('Gece uyanık kaldığım toplam süre', 0, 600, 'dakika'),
  /** 0 or empty means "not measured" and is stored as null; a measured value must lie in 40-120. */
  heart_rate: bound('Ortalama kalp atım hızı', 40, 120, 'atım/dk'),
  screen_time: bound('Yatmadan önceki ekran süresi', 0, 240, 'dakika'),
  room_temperature: bound('Oda sıcaklığı', 10, 35, '°C', false),
  sleep_quality: bound('Uyku kalitesi', 1, 10),
  snoring_level: bound('Horlama seviyesi', 0, 10),
  stress_level: bound('Stres seviyesi', 1, 10),
  mood_before_sleep: bound('Uyku öncesi ruh hali', 1, 5),
  mood_after_sleep: bound('Uyanış sonrası ruh hali', 1, 5),
} as const satisfies Record<string, NumericBound>;

export type BoundedSleepField = keyof typeof SLEEP_BOUNDS;

/** 'REM süresi 0-600 dakika arasında olmalıdır' */
export function boundMessage(field: BoundedSleepField): string {
  const b: NumericBound = SLEEP_BOUNDS[field];
  return `${b.label} ${b.min}-${b.max}${b.unit ? ` ${b.unit}` : ''} arasında olmalıdır`;
}

/** 'REM süresi tam sayı olmalıdır' */
export function wholeNumberMessage(field: BoundedSleepField): string {
  return `${SLEEP_BOUNDS[field].label} tam sayı olmalıdır`;
}

/** The yes/no factors of the diary's third tab, named in their messages. */
export const SLEEP_FLAG_LABELS = {
  caffeine_intake: 'Öğleden sonra kafein',
  alcohol_intake: 'Alkol',
  exercise_done: 'Egzersiz',
  medication_taken: 'İlaç kullanımı',
  meditation_done: 'Meditasyon/nefes egzersizi',
  reading_done: 'Kitap okuma',
} as const;

export type SleepFlagField = keyof typeof SLEEP_FLAG_LABELS;

/** 'Alkol evet veya hayır olmalıdır' */
export function yesNoMessage(field: SleepFlagField): string {
  return `${SLEEP_FLAG_LABELS[field]} evet veya hayır olmalıdır`;
}

export const SLEEP_NOTES_MAX_LENGTH = 2000;
/** Entries before this day are typing mistakes, not diary nights of this study. */
export const SLEEP_EARLIEST_DATE = '2000-01-01';

export const SLEEP_MSG = {
  dateRequired: 'Tarih gereklidir',
  dateInvalid: 'Geçerli bir tarih giriniz',
  dateInFuture: 'Henüz gelmemiş bir gün için kayıt eklenemez',
  bedtimeRequired: 'Yatış saati gereklidir',
  sleepTimeRequired: 'Uykuya dalma saati gereklidir',
  wakeTimeRequired: 'Uyanma saati gereklidir',
  timeInvalid: 'Saat SS:DD biçiminde olmalıdır',
  mealTimeInvalid: 'Son yemek saati SS:DD biçiminde olmalıdır',
  notesTooLong: `Notlar en fazla ${SLEEP_NOTES_MAX_LENGTH} karakter olabilir`,
  totalInvalid: 'Toplam uyku süresi geçerli bir sayı olmalıdır',
  wakeEqualsBedtime: 'Uyanma saati yatış saatiyle aynı olamaz',
  sleepOutsideNight: 'Uykuya dalma saati, yatış saati ile uyanma saati arasında olmalıdır',
  sleepEqualsWake: 'Uykuya dalma saati uyanma saatiyle aynı olamaz',
  triedToSleepTimeInvalid: 'Uyumaya çalıştığım saat SS:DD biçiminde olmalıdır',
  outOfBedTimeInvalid: 'Yataktan kalkış saati SS:DD biçiminde olmalıdır',
  triedOutsideNight: 'Uyumaya çalıştığım saat, yatış saati ile uykuya dalma saati arasında olmalıdır',
  outOfBedBeforeWake: 'Yataktan kalkış saati, uyanma saatinden önce olamaz',
  wasoExceedsSleepPeriod: 'Gece uyanık kaldığım toplam süre, uykuya dalma ile uyanma arasındaki süreyi aşamaz',
  longNightConfirmInvalid: 'Uzun gece onayı evet veya hayır olmalıdır',
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
