import { z } from 'zod';
import { STUDY_PHASES } from '../study/timeline.js';
import {
  boundMessage,
  SLEEP_BOUNDS,
  SLEEP_EARLIEST_DATE,
  SLEEP_MSG,
  SLEEP_NOTES_MAX_LENGTH,
  wholeNumberMessage,
  yesNoMessage,
  type BoundedSleepField,
  type SleepFlagField,
} from '../sleep/bounds.js';
import { optionalTextField } from '../text.js';
import { CLOCK_TIME, isCalendarDay, todayInStudyZone } from '../sleep/calendar.js';
import { nightProblems, TST_SOURCES } from '../sleep/metrics.js';
import { roundToOneDecimal } from '../rounding.js';

/**
 * Contracts of /api/sleep/sessions. Keys are the spec's snake_case field names (spec section 3).
 * The request schema carries every bound of spec section 5 with a Turkish message naming the
 * field; the server validates with it and the entry form resolves with it.
 */

function boundedNumber(field: BoundedSleepField) {
  const b = SLEEP_BOUNDS[field];
  const message = boundMessage(field);
  const base = z.number({ error: message });
  const whole = b.integer ? base.int({ error: wholeNumberMessage(field) }) : base;
  return whole.min(b.min, { error: message }).max(b.max, { error: message });
}

function clockTime(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .regex(CLOCK_TIME, { error: SLEEP_MSG.timeInvalid });
}

const flag = (field: SleepFlagField) => z.boolean({ error: yesNoMessage(field) }).default(false);

const dateField = z
  .string({ error: SLEEP_MSG.dateRequired })
  .min(1, { error: SLEEP_MSG.dateRequired, abort: true })
  .refine((day) => isCalendarDay(day) && day >= SLEEP_EARLIEST_DATE, { error: SLEEP_MSG.dateInvalid, abort: true })
  // "Today" is the study's calendar day, the same for the server and every browser.
  .refine((day) => day <= todayInStudyZone(), { error: SLEEP_MSG.dateInFuture });

/** 0, empty or missing means "not measured" and becomes null; a measured value must lie in 40-120. */
const heartRateField = z
  .union([z.number(), z.nan(), z.null(), z.literal('')], { error: boundMessage('heart_rate') })
  .optional()
  .transform((value) =>
    value === undefined || value === null || value === '' || value === 0 || Number.isNaN(value) ? null : value,
  )
  .pipe(boundedNumber('heart_rate').nullable());

/** Empty or missing means no meal time was given. */
const mealTimeField = z
  .union([z.string(), z.null()], { error: SLEEP_MSG.mealTimeInvalid })
  .optional()
  .transform((value) => (value ? value : null))
  .pipe(z.string().regex(CLOCK_TIME, { error: SLEEP_MSG.mealTimeInvalid }).nullable());

/** An optional CSD clock time: empty or missing means not given (null). */
function optionalClockTime(invalidMessage: string) {
  return z
    .union([z.string(), z.null()], { error: invalidMessage })
    .optional()
    .transform((value) => (value ? value : null))
    .pipe(z.string().regex(CLOCK_TIME, { error: invalidMessage }).nullable());
}

/** The self-reported WASO: empty, NaN (an emptied number input) or missing means not given; 0 is a real answer. */
const wasoField = z
  .union([z.number(), z.nan(), z.null(), z.literal('')], { error: boundMessage('waso_minutes') })
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' || Number.isNaN(value) ? null : value))
  .pipe(boundedNumber('waso_minutes').nullable());

const notesField = optionalTextField({
  max: SLEEP_NOTES_MAX_LENGTH,
  multiline: true,
  tooLongMessage: SLEEP_MSG.notesTooLong,
});

/**
 * One diary night as the form sends it (POST, and PUT to correct it). Fields the participant left
 * out take the defaults of spec section 3; date and the three clock times are required.
 * `total_sleep_minutes` (REM + deep + light, as the form computes it) is accepted but never
 * trusted: the server derives every metric itself.
 */
export const sleepSessionRequestSchema = z
  .object({
    date: dateField,
    bedtime: clockTime(SLEEP_MSG.bedtimeRequired),
    sleep_time: clockTime(SLEEP_MSG.sleepTimeRequired),
    wake_time: clockTime(SLEEP_MSG.wakeTimeRequired),
    rem_duration: boundedNumber('rem_duration').default(0),
    deep_sleep_duration: boundedNumber('deep_sleep_duration').default(0),
    light_sleep_duration: boundedNumber('light_sleep_duration').default(0),
    awake_duration: boundedNumber('awake_duration').default(0),
    heart_rate: heartRateField,
    night_awakenings: boundedNumber('night_awakenings').default(0),
    snoring_level: boundedNumber('snoring_level').default(0),
    sleep_quality: boundedNumber('sleep_quality').default(5),
    mood_before_sleep: boundedNumber('mood_before_sleep').default(3),
    mood_after_sleep: boundedNumber('mood_after_sleep').default(3),
    caffeine_intake: flag('caffeine_intake'),
    alcohol_intake: flag('alcohol_intake'),
    exercise_done: flag('exercise_done'),
    stress_level: boundedNumber('stress_level').default(3),
    screen_time: boundedNumber('screen_time').default(0),
    meal_time: mealTimeField,
    medication_taken: flag('medication_taken'),
    meditation_done: flag('meditation_done'),
    reading_done: flag('reading_done'),
    room_temperature: boundedNumber('room_temperature').default(20).transform(roundToOneDecimal),
    notes: notesField,
    total_sleep_minutes: z.number({ error: SLEEP_MSG.totalInvalid }).optional(),
    // Optional items of the Consensus Sleep Diary (docs/sleep-metrics.md), beside the spec's fields.
    tried_to_sleep_time: optionalClockTime(SLEEP_MSG.triedToSleepTimeInvalid),
    out_of_bed_time: optionalClockTime(SLEEP_MSG.outOfBedTimeInvalid),
    waso_minutes: wasoField,
    long_night_confirmed: z.boolean({ error: SLEEP_MSG.longNightConfirmInvalid }).default(false),
  })
  .superRefine((night, ctx) => {
    for (const problem of nightProblems(night)) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });

/** What the form holds and sends. */
export type SleepSessionRequest = z.input<typeof sleepSessionRequestSchema>;
/** The validated night, defaults applied, as the server stores it. */
export type SleepSessionInput = z.output<typeof sleepSessionRequestSchema>;

/** A record in the participant's list (spec section 3, "Sleep session, read by a user") with its metrics. */
export const sleepSessionSummarySchema = z.object({
  id: z.string(),
  sleep_date: z.string(),
  /** Total sleep time in minutes. */
  sleep_duration: z.number(),
  deep_sleep_duration: z.number(),
  rem_duration: z.number(),
  light_sleep_duration: z.number(),
  sleep_quality: z.number(),
  notes: z.string(),
  time_in_bed: z.number(),
  sleep_onset_latency: z.number(),
  sleep_efficiency: z.number(),
  /** How `sleep_duration` was derived: 'stages' (REM + deep + light) or 'clock' (the clock times). */
  tst_source: z.enum(TST_SOURCES),
  /** Minutes from the final awakening to getting out of bed (0 without the out-of-bed time). */
  terminal_wakefulness: z.number(),
  /** Study day of the night (1 = enrolment day; null before enrolment) and its phase (issue 14). */
  study_day: z.number().int().nullable(),
  phase: z.enum(STUDY_PHASES),
});
export type SleepSessionSummary = z.infer<typeof sleepSessionSummarySchema>;

/** One record in full, for correcting it in the form. */
export const sleepSessionDetailSchema = sleepSessionSummarySchema.extend({
  bedtime: z.string(),
  sleep_time: z.string(),
  wake_time: z.string(),
  awake_duration: z.number(),
  heart_rate: z.number().nullable(),
  night_awakenings: z.number(),
  snoring_level: z.number(),
  mood_before_sleep: z.number(),
  mood_after_sleep: z.number(),
  caffeine_intake: z.boolean(),
  alcohol_intake: z.boolean(),
  exercise_done: z.boolean(),
  stress_level: z.number(),
  screen_time: z.number(),
  meal_time: z.string().nullable(),
  medication_taken: z.boolean(),
  meditation_done: z.boolean(),
  reading_done: z.boolean(),
  room_temperature: z.number(),
  tried_to_sleep_time: z.string().nullable(),
  out_of_bed_time: z.string().nullable(),
  waso_minutes: z.number().nullable(),
  long_night_confirmed: z.boolean(),
});
export type SleepSessionDetail = z.infer<typeof sleepSessionDetailSchema>;

export const sleepSessionListResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(sleepSessionSummarySchema),
});
export type SleepSessionListResponse = z.infer<typeof sleepSessionListResponseSchema>;

export const sleepSessionResponseSchema = z.object({
  success: z.literal(true),
  session: sleepSessionDetailSchema,
});
export type SleepSessionResponse = z.infer<typeof sleepSessionResponseSchema>;

/** Answer to a create or an update: the stored record and the message to show. */
export const sleepSessionSavedResponseSchema = sleepSessionResponseSchema.extend({ message: z.string() });
export type SleepSessionSavedResponse = z.infer<typeof sleepSessionSavedResponseSchema>;
