import { z } from 'zod';
import { SLEEP_EARLIEST_DATE } from '../sleep/bounds.js';
import { isCalendarDay, todayInStudyZone } from '../sleep/calendar.js';
import { DEVICE_VENDORS } from '../wearables/device-night.js';

/**
 * Contracts of /api/sleep/device-nights (docs/sleep-metrics.md, "Device nights"): the figures of a
 * wearable's nights, made on the participant's phone from the vendor's export, sent in batches and
 * kept apart from the diary. The raw file never reaches the server.
 */

export const DEVICE_NIGHT_MSG = {
  saved: 'Cihaz geceleri kaydedildi',
  participantOnly: 'Cihaz gecelerini yalnızca katılımcılar içe aktarabilir',
  nightsRequired: 'Kaydedilecek en az bir gece seçin',
  tooMany: 'Bir seferde en fazla 400 gece kaydedilebilir',
  nightInvalid: 'Gece bilgisi geçersiz',
  vendorInvalid: 'Cihaz türü geçersiz (apple, fitbit, samsung, oura veya garmin olmalı)',
  dateInvalid: 'Gecenin tarihi geçersiz (YYYY-AA-GG olmalı)',
  dateInFuture: 'Gelecekteki bir gece kaydedilemez',
  beforeEnrolment: 'Çalışmaya katıldığınız günden önceki geceler kaydedilemez',
  timeInvalid: 'Saatler saat dilimiyle birlikte ISO 8601 biçiminde olmalı (ör. 2026-11-21T07:05:00+03:00)',
  order: 'Saatlerin sırası geçersiz: yatış ≤ uykuya dalış < son uyanış ≤ yataktan çıkış olmalı',
  tooLong: 'Bir gece 24 saatten uzun olamaz',
  minutesInvalid: 'Dakikalar 0 ile 1440 arasında tam sayı olmalı',
  stagesAvailableInvalid: 'Evre bilgisinin olup olmadığı belirtilmeli',
  stagesMissing: 'Evre verisi olan bir gecenin REM, derin ve hafif uyku dakikaları verilmeli',
  stagesInvented: 'Evre verisi olmayan bir gecenin evre dakikaları boş bırakılmalı',
  duplicate: 'Aynı cihazın aynı tarihli gecesi bir istekte yalnızca bir kez gönderilebilir',
  offsetInvalid: 'Saat dilimi −14:00 ile +14:00 arasında olmalı',
  inBedOutsideNight: 'Yatış saati gecenin tarihinden önceki gün 12:00 ile gecenin tarihinde 18:00 arasında olmalı',
  minutesBeyondWindow: 'Evre ve uyanık dakikalarının toplamı yatakta geçen süreyi aşamaz',
} as const;

/** Nights one request may carry: more than a year of one device. */
export const DEVICE_NIGHTS_PER_REQUEST = 400;
const DAY_MINUTES = 1440;
const MINUTE_MS = 60_000;

/**
 * `2026-11-21T07:05:00+03:00` or `…Z`: an instant with the offset it was written in, seconds and
 * fractions optional. Without an offset a time is refused: the server cannot know the device's zone.
 */
const ISO_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/** The instant (epoch ms) and the offset (minutes east of UTC) of an ISO 8601 time, or null. */
export function parseIsoWithOffset(text: string): { ms: number; offsetMinutes: number } | null {
  const match = ISO_WITH_OFFSET.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', zone, sign, oh = '0', om = '0'] = match;
  if (!isCalendarDay(`${y}-${mo}-${d}`) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (Number(oh) > 14 || Number(om) > 59) return null;
  const offsetMinutes = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? { ms, offsetMinutes } : null;
}

const dateField = z
  .string({ error: DEVICE_NIGHT_MSG.dateInvalid })
  .refine((day) => isCalendarDay(day) && day >= SLEEP_EARLIEST_DATE, { error: DEVICE_NIGHT_MSG.dateInvalid, abort: true })
  // "Today" is the study's calendar day, as for the diary.
  .refine((day) => day <= todayInStudyZone(), { error: DEVICE_NIGHT_MSG.dateInFuture });

/** The widest offset in use (Kiribati's +14:00); R's and the analysis's readers take no wider. */
export const DEVICE_OFFSET_MAX_MINUTES = 14 * 60;

const timeField = z
  .string({ error: DEVICE_NIGHT_MSG.timeInvalid })
  .max(40, { error: DEVICE_NIGHT_MSG.timeInvalid })
  .refine((text) => parseIsoWithOffset(text) !== null, { error: DEVICE_NIGHT_MSG.timeInvalid, abort: true })
  .refine((text) => Math.abs(parseIsoWithOffset(text)?.offsetMinutes ?? 0) <= DEVICE_OFFSET_MAX_MINUTES, { error: DEVICE_NIGHT_MSG.offsetInvalid });

const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Whether the in-bed start belongs to the night of `date` (the morning it ended): between 12:00 of
 * the day before and 18:00 of the date, on the clock of the start's own offset. A time in another
 * year, or a night that began the afternoon after, is not that night (docs/sleep-metrics.md,
 * "Device nights").
 */
export function inBedStartFitsNight(date: string, inBedStart: string): boolean {
  const start = parseIsoWithOffset(inBedStart);
  if (!start || !isCalendarDay(date)) return false;
  const wall = start.ms + start.offsetMinutes * MINUTE_MS;
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return wall >= midnight - DAY_MS + 12 * HOUR_MS && wall <= midnight + 18 * HOUR_MS;
}

/**
 * The clock time (HH:MM) a device instant shows on the device's own clock: what 'Cihazdan Doldur'
 * writes into the diary's clock fields. Null for text that is no ISO time with an offset.
 */
export function deviceClockTime(iso: string): string | null {
  const at = parseIsoWithOffset(iso);
  if (!at) return null;
  const wall = new Date(at.ms + at.offsetMinutes * MINUTE_MS);
  return `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
}

/** Minutes the stages and the awake time claim, which cannot exceed the time in bed. */
function claimedMinutes(night: Pick<DeviceNightInput, 'rem_minutes' | 'deep_minutes' | 'light_minutes' | 'awake_minutes'>): number {
  return (night.rem_minutes ?? 0) + (night.deep_minutes ?? 0) + (night.light_minutes ?? 0) + night.awake_minutes;
}

const minutesField = z
  .number({ error: DEVICE_NIGHT_MSG.minutesInvalid })
  .int({ error: DEVICE_NIGHT_MSG.minutesInvalid })
  .min(0, { error: DEVICE_NIGHT_MSG.minutesInvalid })
  .max(DAY_MINUTES, { error: DEVICE_NIGHT_MSG.minutesInvalid });

/** One night as the phone sends it; `nap` and `asleep_minutes` of the parsers are not part of it. */
export const deviceNightInputSchema = z
  .object(
    {
      date: dateField,
      vendor: z.enum(DEVICE_VENDORS, { error: DEVICE_NIGHT_MSG.vendorInvalid }),
      in_bed_start: timeField,
      in_bed_end: timeField,
      sleep_onset: timeField,
      final_wake: timeField,
      rem_minutes: minutesField.nullable(),
      deep_minutes: minutesField.nullable(),
      light_minutes: minutesField.nullable(),
      awake_minutes: minutesField,
      stages_available: z.boolean({ error: DEVICE_NIGHT_MSG.stagesAvailableInvalid }),
    },
    { error: DEVICE_NIGHT_MSG.nightInvalid },
  )
  .superRefine((night, ctx) => {
    const stages = [night.rem_minutes, night.deep_minutes, night.light_minutes];
    if (night.stages_available && stages.some((value) => value === null)) {
      ctx.addIssue({ code: 'custom', path: ['rem_minutes'], message: DEVICE_NIGHT_MSG.stagesMissing });
    }
    if (!night.stages_available && stages.some((value) => value !== null)) {
      ctx.addIssue({ code: 'custom', path: ['rem_minutes'], message: DEVICE_NIGHT_MSG.stagesInvented });
    }
    const [inBedStart, sleepOnset, finalWake, inBedEnd] = [night.in_bed_start, night.sleep_onset, night.final_wake, night.in_bed_end].map(
      (text) => parseIsoWithOffset(text)?.ms ?? Number.NaN,
    ) as [number, number, number, number];
    if (!(inBedStart <= sleepOnset && sleepOnset < finalWake && finalWake <= inBedEnd)) {
      ctx.addIssue({ code: 'custom', path: ['sleep_onset'], message: DEVICE_NIGHT_MSG.order });
    } else if (inBedEnd - inBedStart > DAY_MINUTES * MINUTE_MS) {
      ctx.addIssue({ code: 'custom', path: ['in_bed_end'], message: DEVICE_NIGHT_MSG.tooLong });
    } else if (!inBedStartFitsNight(night.date, night.in_bed_start)) {
      ctx.addIssue({ code: 'custom', path: ['in_bed_start'], message: DEVICE_NIGHT_MSG.inBedOutsideNight });
    } else if (claimedMinutes(night) > Math.round((inBedEnd - inBedStart) / MINUTE_MS)) {
      ctx.addIssue({ code: 'custom', path: ['awake_minutes'], message: DEVICE_NIGHT_MSG.minutesBeyondWindow });
    }
  });

/** True when the server would take the night as it is (the import lists only such nights). */
export const isStorableDeviceNight = (night: unknown): boolean => deviceNightInputSchema.safeParse(night).success;
export type DeviceNightInput = z.infer<typeof deviceNightInputSchema>;

/** `POST /api/sleep/device-nights`: 1–400 nights, each vendor's morning at most once. */
export const deviceNightsRequestSchema = z.object(
  {
    nights: z
      .array(deviceNightInputSchema, { error: DEVICE_NIGHT_MSG.nightsRequired })
      .min(1, { error: DEVICE_NIGHT_MSG.nightsRequired })
      .max(DEVICE_NIGHTS_PER_REQUEST, { error: DEVICE_NIGHT_MSG.tooMany })
      .superRefine((nights, ctx) => {
        const seen = new Set<string>();
        nights.forEach((night, index) => {
          const key = `${night.vendor} ${night.date}`;
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'date'], message: DEVICE_NIGHT_MSG.duplicate });
          seen.add(key);
        });
      }),
  },
  { error: DEVICE_NIGHT_MSG.nightsRequired },
);
export type DeviceNightsRequest = z.infer<typeof deviceNightsRequestSchema>;

export const deviceNightsSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  saved: z.number().int(),
});
export type DeviceNightsSavedResponse = z.infer<typeof deviceNightsSavedResponseSchema>;

/** A stored night: the fields sent, times in the offset they were sent in, and when it was first imported. */
export const storedDeviceNightSchema = z.object({
  date: z.string(),
  vendor: z.enum(DEVICE_VENDORS),
  in_bed_start: z.string(),
  in_bed_end: z.string(),
  sleep_onset: z.string(),
  final_wake: z.string(),
  rem_minutes: z.number().int().nullable(),
  deep_minutes: z.number().int().nullable(),
  light_minutes: z.number().int().nullable(),
  awake_minutes: z.number().int(),
  stages_available: z.boolean(),
  imported_at: z.string(),
});
export type StoredDeviceNight = z.infer<typeof storedDeviceNightSchema>;

export const deviceNightsResponseSchema = z.object({
  success: z.literal(true),
  nights: z.array(storedDeviceNightSchema),
  /**
   * The participant's enrolment day, the earliest night the server takes (null when not enrolled):
   * the import dialog offers only the nights of the study period.
   */
  enrolled_on: z.string().nullable(),
});
export type DeviceNightsResponse = z.infer<typeof deviceNightsResponseSchema>;

/**
 * A device night's total sleep time: REM + deep + light when the device staged the night, else the
 * time from sleep onset to the final wake less the awake minutes in it (docs/sleep-metrics.md,
 * "Device nights").
 */
export function deviceTotalSleepMinutes(
  night: Pick<DeviceNightInput, 'sleep_onset' | 'final_wake' | 'rem_minutes' | 'deep_minutes' | 'light_minutes' | 'awake_minutes' | 'stages_available'>,
): number {
  if (night.stages_available && night.rem_minutes !== null && night.deep_minutes !== null && night.light_minutes !== null) {
    return night.rem_minutes + night.deep_minutes + night.light_minutes;
  }
  const onset = parseIsoWithOffset(night.sleep_onset)?.ms ?? 0;
  const wake = parseIsoWithOffset(night.final_wake)?.ms ?? 0;
  return Math.max(0, Math.round((wake - onset) / MINUTE_MS) - night.awake_minutes);
}

/** A device night's sleep onset latency: in bed to sleep onset, in minutes (0 where the device's time in bed is its sleep window, as Garmin's). */
export function deviceSleepOnsetLatency(night: Pick<DeviceNightInput, 'in_bed_start' | 'sleep_onset'>): number {
  const inBed = parseIsoWithOffset(night.in_bed_start)?.ms ?? 0;
  const onset = parseIsoWithOffset(night.sleep_onset)?.ms ?? 0;
  return Math.max(0, Math.round((onset - inBed) / MINUTE_MS));
}

/**
 * `GET /api/admin/sleep-data/participants/:id/device-nights`: the participant's device nights, newest
 * first, each beside the diary's total sleep time and sleep onset latency of the same date, and
 * the misperception indices (diary − device, minutes; null without a diary night).
 */
export const adminDeviceNightSchema = storedDeviceNightSchema.extend({
  device_tst: z.number().int(),
  diary_tst: z.number().int().nullable(),
  misperception: z.number().int().nullable(),
  device_sol: z.number().int(),
  diary_sol: z.number().int().nullable(),
  sol_misperception: z.number().int().nullable(),
});
export type AdminDeviceNight = z.infer<typeof adminDeviceNightSchema>;

export const adminDeviceNightsResponseSchema = z.object({
  success: z.literal(true),
  nights: z.array(adminDeviceNightSchema),
});
export type AdminDeviceNightsResponse = z.infer<typeof adminDeviceNightsResponseSchema>;
