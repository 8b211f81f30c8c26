import { z } from 'zod';
import { isCalendarDay } from '../sleep/calendar.js';
import { abGroupSchema } from './auth.js';
import { QUALITY_FLAGS } from '../sleep/flags.js';
import { STUDY_PHASES } from '../study/timeline.js';
import { expandLayout, layoutKeys, OTHER_FIELDS, type SleepLayout } from '../sleep/field-layout.js';
import { sleepStoredShape, type SleepStoredShape } from '../sleep/field-schemas.js';
import type { SleepCatalogue, SleepFieldSpec } from '../sleep/field-spec.js';
import type { StoredValueOf } from '../sleep/field-kinds.js';
import type { SleepFieldWire } from '../sleep/field-mapper.js';
import { SLEEP_FIELDS, type SleepFieldKey, type SleepFields } from '../sleep/fields.js';
import { adminNightMetricsSchema, adminPhaseBandSchema } from './admin-night.js';
import { heartRateMeasurementSchema, heartRateValueSchema } from './audio.js';
import { csvDialectField } from './csv-dialect.js';

/**
 * Contracts of the admin's data views: `/api/admin/sleep-data` and `/api/admin/heart-rate-data`
 * (docs/product.md, "Sleep data", "Heart rate") and the per-participant summaries and CSV exports
 * the tabs use. Session fields are the original admin-view names, exactly (the catalogue's `admin` keys, decision
 * 018); summaries use camelCase like `stats`.
 */

export const ADMIN_DATA_MSG = {
  invalidUserId: 'Geçersiz kullanıcı kimliği',
  invalidDay: 'Tarih YYYY-AA-GG biçiminde olmalıdır',
  invalidRange: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
  invalidLimit: 'Sayfa boyutu 1 ile 500 arasında bir tam sayı olmalıdır',
  invalidCursor: 'Geçersiz sayfa imleci',
  searchTooLong: 'Arama metni en fazla 100 karakter olabilir',
  userNotFound: 'Kullanıcı bulunamadı',
  /** A CSV export with no rows (docs/product.md, "Exports"). */
  nothingToExport: 'Dışa aktarılacak veri yok!',
} as const;

/** Largest page a client may ask for; the tabs ask for far less. */
export const ADMIN_DATA_MAX_PAGE_SIZE = 500;
export const ADMIN_DATA_DEFAULT_PAGE_SIZE = 50;

/**
 * The admin view's order (the original one): catalogue fields that have an admin view by key, the
 * view's derived values as entries. A new field with an admin view goes before the notes.
 */
export const ADMIN_SLEEP_LAYOUT = [
  'sleep_quality',
  'rem_duration',
  'deep_sleep_duration',
  'light_sleep_duration',
  'awake_duration',
  'heart_rate',
  'stress_level',
  /** Percent, one decimal: total sleep time ÷ time in bed. */
  { key: 'sleep_efficiency', schema: z.number() },
  'screen_time',
  'room_temperature',
  'mood_before_sleep',
  'mood_after_sleep',
  OTHER_FIELDS,
  'notes',
] as const satisfies SleepLayout<SleepFieldKey, AdminExtra>;

interface AdminExtra {
  key: string;
  schema: z.ZodType;
}

const inAdminView = (field: SleepFieldSpec) => field.admin !== null;

/** The admin view's key of each catalogue field that has one. */
type AdminKeyOf<C extends SleepCatalogue, K extends keyof C> = C[K]['admin'] extends { key: infer A extends string } ? A : never;
export type AdminSleepFields<C extends SleepCatalogue> = {
  [K in keyof C & string as AdminKeyOf<C, K>]: SleepStoredShape<C>[K];
};

export type AdminSleepValues<C extends SleepCatalogue> = { [K in keyof C & string as AdminKeyOf<C, K>]: StoredValueOf<C[K]['kind']> };

/** A night's admin-view fields under their admin keys (`screen_time` → `screen_time_before`). */
export function adminSleepFields<C extends SleepCatalogue>(
  catalogue: C,
  wire: SleepFieldWire<C>,
): AdminSleepValues<C> {
  const values = wire as Record<string, unknown>;
  const specs: SleepCatalogue = catalogue;
  return Object.fromEntries(
    Object.entries(specs).flatMap(([key, field]) => (field.admin ? [[field.admin.key, values[key]]] : [])),
  ) as AdminSleepValues<C>;
}

/** The catalogue's admin-view fields in the layout's order, with the view's derived values among them. */
export function adminSleepFieldShape<C extends SleepFields>(catalogue: C) {
  const stored = sleepStoredShape(catalogue) as Record<string, z.ZodType>;
  const specs: SleepCatalogue = catalogue;
  const entries = expandLayout<C, AdminExtra, [string, z.ZodType]>(
    catalogue,
    ADMIN_SLEEP_LAYOUT,
    inAdminView,
    (key) => [specs[key]?.admin?.key ?? key, stored[key] as z.ZodType],
    (extra) => [extra.key, extra.schema],
  );
  return Object.fromEntries(entries) as AdminSleepFields<C> & { sleep_efficiency: z.ZodNumber };
}

/** The real catalogue's fields that the admin view carries. */
export type AdminViewField = { [K in SleepFieldKey]: SleepFields[K]['admin'] extends null ? never : K }[SleepFieldKey];

/** The catalogue keys of the admin view, in its order (the detail screen lists them so). */
export const ADMIN_SLEEP_FIELD_ORDER = layoutKeys(SLEEP_FIELDS, ADMIN_SLEEP_LAYOUT, inAdminView) as AdminViewField[];

/** Sleep session, admin view: exactly the original fields. */
export function buildAdminNightSchema<C extends SleepFields>(catalogue: C) {
  return z.object({
    id: z.string(),
    user_id: z.string(),
    user_name: z.string(),
    user_phone: z.string(),
    ab_group: abGroupSchema,
    sleep_date: z.string(),
    /** Total sleep time, minutes (docs/sleep-metrics.md). */
    sleep_duration: z.number(),
    ...adminSleepFieldShape(catalogue),
    /** Additions to the original fields (decision 009): study day and phase of the night, and its data-quality flags. */
    study_day: z.number().int().nullable(),
    phase: z.enum(STUDY_PHASES),
    quality_flags: z.array(z.enum(QUALITY_FLAGS)),
    /** Catalogue fields saved at their default without being touched (sleep/untouched-fields.ts). */
    untouched_fields: z.array(z.string()),
    /** Additions for the night's detail: every catalogue field under its wire key, and the derived metrics. */
    answers: z.object(sleepStoredShape(catalogue)),
    metrics: adminNightMetricsSchema,
  });
}
export const adminNightSchema = buildAdminNightSchema(SLEEP_FIELDS);
export type AdminNight = z.infer<typeof adminNightSchema>;

/** Heart-rate session, admin view: exactly the original fields. */
export const adminHeartRateSessionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_phone: z.string(),
  /** The participant's group when the session was recorded. */
  ab_group: abGroupSchema,
  content_type: z.string(),
  content_name: z.string(),
  /** A number, or why it is missing (`not_measured`, `not_asked`): docs/product.md, "Heart rate". */
  heart_rate_before: heartRateValueSchema,
  heart_rate_after: heartRateValueSchema,
  /** How each value was obtained (typed, camera, Bluetooth), beside the original fields. */
  heart_rate_before_measurement: heartRateMeasurementSchema.nullable(),
  heart_rate_after_measurement: heartRateMeasurementSchema.nullable(),
  /** Minutes, rounded to the nearest whole minute. */
  duration: z.number(),
  created_at: z.string(),
});
export type AdminHeartRateSession = z.infer<typeof adminHeartRateSessionSchema>;

const dayParam = z.string({ error: ADMIN_DATA_MSG.invalidDay }).refine(isCalendarDay, { error: ADMIN_DATA_MSG.invalidDay });
const pageSizeParam = z.coerce
  .number({ error: ADMIN_DATA_MSG.invalidLimit })
  .int({ error: ADMIN_DATA_MSG.invalidLimit })
  .min(1, { error: ADMIN_DATA_MSG.invalidLimit })
  .max(ADMIN_DATA_MAX_PAGE_SIZE, { error: ADMIN_DATA_MSG.invalidLimit });
const cursorParam = z
  .string({ error: ADMIN_DATA_MSG.invalidCursor })
  .max(200, { error: ADMIN_DATA_MSG.invalidCursor })
  .regex(/^[A-Za-z0-9_-]+$/, { error: ADMIN_DATA_MSG.invalidCursor });

/**
 * Filters and paging of the two session lists. Without `limit` and `cursor` the answer is every
 * matching row (the original client reads the list whole); with either, one page and `nextCursor`.
 * `from` and `to` are calendar days in the study's time zone, both included.
 */
const filterFields = {
  userId: z.uuid({ error: ADMIN_DATA_MSG.invalidUserId }).optional(),
  from: dayParam.optional(),
  to: dayParam.optional(),
};
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

export const adminDataQuerySchema = z
  .object({ ...filterFields, limit: pageSizeParam.optional(), cursor: cursorParam.optional() })
  .refine(rangeInOrder, { error: ADMIN_DATA_MSG.invalidRange, path: ['from'] });
export type AdminDataQuery = z.input<typeof adminDataQuerySchema>;

/** The study-wide sleep CSV: the list's filters and the dialect (paging does not apply). */
export const adminSleepCsvQuerySchema = z
  .object({ ...filterFields, dialect: csvDialectField })
  .refine(rangeInOrder, { error: ADMIN_DATA_MSG.invalidRange, path: ['from'] });

const pageFields = {
  /** Present on a paged answer: the cursor of the next page, null on the last one. */
  nextCursor: z.string().nullable().optional(),
};

export const adminSleepDataResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(adminNightSchema),
  ...pageFields,
});
export type AdminSleepDataResponse = z.infer<typeof adminSleepDataResponseSchema>;

export const adminHeartRateDataResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(adminHeartRateSessionSchema),
  ...pageFields,
});
export type AdminHeartRateDataResponse = z.infer<typeof adminHeartRateDataResponseSchema>;

/** The participant lists of the tabs: a search over name and phone, a page at a time. */
export const adminParticipantsQuerySchema = z.object({
  search: z.string({ error: ADMIN_DATA_MSG.searchTooLong }).max(100, { error: ADMIN_DATA_MSG.searchTooLong }).optional(),
  limit: pageSizeParam.optional(),
  cursor: cursorParam.optional(),
});
export type AdminParticipantsQuery = z.input<typeof adminParticipantsQuerySchema>;

const participantFields = {
  user_id: z.string(),
  user_name: z.string(),
  user_phone: z.string(),
  ab_group: abGroupSchema,
};
export const adminParticipantSchema = z.object(participantFields);
export type AdminParticipant = z.infer<typeof adminParticipantSchema>;

const nullableNumber = z.number().nullable();
export const sleepAveragesSchema = z.object({
  count: z.number().int(),
  averageQuality: nullableNumber,
  averageDuration: nullableNumber,
  averageRem: nullableNumber,
  averageDeep: nullableNumber,
  averageLight: nullableNumber,
  averageHeartRate: nullableNumber,
});

/** The sleep tab's header: every record of every participant. */
export const adminSleepOverviewResponseSchema = z.object({
  success: z.literal(true),
  overview: z.object({
    totalRecords: z.number().int(),
    participants: z.number().int(),
    /** /10, one decimal. */
    averageQuality: nullableNumber,
    /** Minutes, whole. */
    averageDuration: nullableNumber,
  }),
});
export type AdminSleepOverviewResponse = z.infer<typeof adminSleepOverviewResponseSchema>;
export type AdminSleepOverview = AdminSleepOverviewResponse['overview'];

/** A participant with sleep records, their count and latest night. */
export const adminSleepParticipantSchema = z.object({
  ...participantFields,
  record_count: z.number().int(),
  latest: adminNightSchema,
});
export type AdminSleepParticipant = z.infer<typeof adminSleepParticipantSchema>;

export const adminSleepParticipantsResponseSchema = z.object({
  success: z.literal(true),
  participants: z.array(adminSleepParticipantSchema),
  nextCursor: z.string().nullable(),
});
export type AdminSleepParticipantsResponse = z.infer<typeof adminSleepParticipantsResponseSchema>;

/** One participant's sleep detail: latest night, the 7/15/30-day averages and a trend for the chart. */
export const adminSleepDetailResponseSchema = z.object({
  success: z.literal(true),
  participant: adminParticipantSchema,
  record_count: z.number().int(),
  latest: adminNightSchema.nullable(),
  /** The study's today the periods end on (YYYY-MM-DD). */
  today: z.string(),
  periods: z.array(sleepAveragesSchema.extend({ days: z.number().int() })),
  /** Every night of the last 90 days, oldest first: quality /10 and minutes asleep. */
  trend: z.array(z.object({ sleep_date: z.string(), sleep_quality: z.number(), sleep_duration: z.number() })),
  /** Study day 1 (YYYY-MM-DD); null before approval. */
  enrolled_on: z.string().nullable(),
  /** The participant's study phases as date ranges, both ends included (the chart shades them). */
  phases: z.array(adminPhaseBandSchema),
});
export type AdminSleepDetailResponse = z.infer<typeof adminSleepDetailResponseSchema>;

/** The heart-rate tab's header. */
export const adminHeartRateOverviewResponseSchema = z.object({
  success: z.literal(true),
  overview: z.object({ totalRecords: z.number().int(), participants: z.number().int() }),
});
export type AdminHeartRateOverviewResponse = z.infer<typeof adminHeartRateOverviewResponseSchema>;

/** A participant with heart-rate sessions, their count and latest session with its change. */
export const adminHeartRateParticipantSchema = z.object({
  ...participantFields,
  record_count: z.number().int(),
  latest: adminHeartRateSessionSchema,
});
export type AdminHeartRateParticipant = z.infer<typeof adminHeartRateParticipantSchema>;

export const adminHeartRateParticipantsResponseSchema = z.object({
  success: z.literal(true),
  participants: z.array(adminHeartRateParticipantSchema),
  nextCursor: z.string().nullable(),
});
export type AdminHeartRateParticipantsResponse = z.infer<typeof adminHeartRateParticipantsResponseSchema>;

export const adminHeartRateDetailResponseSchema = z.object({
  success: z.literal(true),
  participant: adminParticipantSchema,
  averages: z.object({
    count: z.number().int(),
    averageBefore: nullableNumber,
    averageAfter: nullableNumber,
    averageChange: nullableNumber,
  }),
});
export type AdminHeartRateDetailResponse = z.infer<typeof adminHeartRateDetailResponseSchema>;
