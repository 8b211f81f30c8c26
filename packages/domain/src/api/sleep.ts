import { z } from 'zod';
import { STUDY_PHASES } from '../study/timeline.js';
import { SLEEP_EARLIEST_DATE, SLEEP_MSG } from '../sleep/bounds.js';
import { isCalendarDay, todayInStudyZone } from '../sleep/calendar.js';
import { SLEEP_FIELDS, type SleepFields } from '../sleep/fields.js';
import type { SleepCatalogue } from '../sleep/field-spec.js';
import { sleepRequestShape, sleepStoredShape } from '../sleep/field-schemas.js';
import { nightProblems, TST_SOURCES, type SleepNightInput } from '../sleep/metrics.js';
import { notAtDefault, UNTOUCHED_MSG, untouchedFieldsSchema } from '../sleep/untouched-fields.js';

/**
 * Contracts of /api/sleep/sessions. Keys are the original snake_case field names.
 * The diary fields come from the field catalogue (sleep/fields.ts, decision 018): the request
 * schema carries every bound of the diary (docs/product.md, "Sleep diary") with a Turkish message naming the field; the
 * server validates with it and the entry form resolves with it.
 */

const dateField = z
  .string({ error: SLEEP_MSG.dateRequired })
  .min(1, { error: SLEEP_MSG.dateRequired, abort: true })
  .refine((day) => isCalendarDay(day) && day >= SLEEP_EARLIEST_DATE, { error: SLEEP_MSG.dateInvalid, abort: true })
  // "Today" is the study's calendar day, the same for the server and every browser.
  .refine((day) => day <= todayInStudyZone(), { error: SLEEP_MSG.dateInFuture });

/** A record in the participant's list (the original read shape) with its metrics. */
const stored = sleepStoredShape(SLEEP_FIELDS);
export const nightSummarySchema = z.object({
  id: z.string(),
  sleep_date: z.string(),
  /** Total sleep time in minutes. */
  sleep_duration: z.number(),
  deep_sleep_duration: stored.deep_sleep_duration,
  rem_duration: stored.rem_duration,
  light_sleep_duration: stored.light_sleep_duration,
  sleep_quality: stored.sleep_quality,
  notes: stored.notes,
  time_in_bed: z.number(),
  sleep_onset_latency: z.number(),
  sleep_efficiency: z.number(),
  /** How `sleep_duration` was derived: 'stages' (REM + deep + light) or 'clock' (the clock times). */
  tst_source: z.enum(TST_SOURCES),
  /** Minutes from the final awakening to getting out of bed (0 without the out-of-bed time). */
  terminal_wakefulness: z.number(),
  /** Study day of the night (1 = enrolment day; null before enrolment) and its phase (decision 009). */
  study_day: z.number().int().nullable(),
  phase: z.enum(STUDY_PHASES),
  /**
   * Days the study's timeline covers (baseline + intervention + follow-up), so the participant's
   * screens can write 'Gün 12 / 42' without naming phases (docs/product.md, "Sleep diary").
   */
  study_length: z.number().int(),
});
export type NightSummary = z.infer<typeof nightSummarySchema>;

/**
 * The request and the detail of one night, for any catalogue that holds the real one's fields
 * (the catalogue test adds one). Fields the participant left out take the catalogue's defaults;
 * date and the three clock times are required. `total_sleep_minutes` (REM + deep + light, as the
 * form computes it) is accepted but never trusted: the server derives every metric itself.
 */
export function buildSleepSchemas<C extends SleepFields>(catalogue: C) {
  const fields = sleepRequestShape(catalogue);
  const total = z.number({ error: SLEEP_MSG.totalInvalid }).optional();
  // The stage total stays right after the notes, where it always was: issues come in the shape's
  // order and the first one is the answer's message (plugins/error-handler.ts).
  const entries = Object.entries(fields);
  const afterNotes = entries.findIndex(([key]) => key === 'notes') + 1;
  const untouched = untouchedFieldsSchema(catalogue);
  const shape = Object.fromEntries([
    ['date', dateField],
    ...entries.slice(0, afterNotes),
    ['total_sleep_minutes', total],
    ...entries.slice(afterNotes),
    ['untouched_fields', untouched],
  ]) as { date: typeof dateField } & typeof fields & { total_sleep_minutes: typeof total; untouched_fields: typeof untouched };
  const request = z
    .object(shape)
    .superRefine((night, ctx) => {
      // Every catalogue holds the real fields the night's checks read.
      for (const problem of nightProblems(night as SleepNightInput)) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }
      // A field listed as untouched holds its default, or the list is wrong.
      const values = night as Record<string, unknown>;
      const listed = (values.untouched_fields as readonly string[] | undefined) ?? [];
      const [changed] = notAtDefault(catalogue, values, listed);
      if (changed !== undefined) {
        const label = (catalogue as SleepCatalogue)[changed]?.label ?? changed;
        ctx.addIssue({ code: 'custom', path: ['untouched_fields'], message: UNTOUCHED_MSG.notDefault(label) });
      }
    });
  /**
   * One record in full, for correcting it in the form: the summary, then every field, then the
   * fields saved at their default without being touched.
   */
  const detail = nightSummarySchema.extend(sleepStoredShape(catalogue)).extend({ untouched_fields: z.array(z.string()) });
  return { request, detail };
}

const schemas = buildSleepSchemas(SLEEP_FIELDS);

/** One diary night as the form sends it (POST, and PUT to correct it). */
export const nightRequestSchema = schemas.request;

/** What the form holds and sends. */
export type NightRequest = z.input<typeof nightRequestSchema>;
/** The validated night, defaults applied, as the server stores it. */
export type NightInput = z.output<typeof nightRequestSchema>;

export const nightDetailSchema = schemas.detail;
export type NightDetail = z.infer<typeof nightDetailSchema>;

export const nightListResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(nightSummarySchema),
});
export type NightListResponse = z.infer<typeof nightListResponseSchema>;

export const nightResponseSchema = z.object({
  success: z.literal(true),
  session: nightDetailSchema,
});
export type NightResponse = z.infer<typeof nightResponseSchema>;

/** Answer to a create or an update: the stored record and the message to show. */
export const nightSavedResponseSchema = nightResponseSchema.extend({ message: z.string() });
export type NightSavedResponse = z.infer<typeof nightSavedResponseSchema>;
