import { z } from 'zod';
import { isCalendarDay } from '../sleep/calendar.js';
import { abGroupSchema } from './auth.js';
import { QUALITY_FLAGS } from '../sleep/flags.js';
import { STUDY_PHASES } from '../study/timeline.js';

/**
 * Contracts of the admin's data views: `/api/admin/sleep-data` and `/api/admin/heart-rate-data`
 * (spec sections 3 and 7) and the per-participant summaries and CSV exports the tabs use.
 * Session fields are the spec's admin-view names, exactly; summaries use camelCase like `stats`.
 */

export const ADMIN_DATA_MSG = {
  invalidUserId: 'Geçersiz kullanıcı kimliği',
  invalidDay: 'Tarih YYYY-AA-GG biçiminde olmalıdır',
  invalidRange: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
  invalidLimit: 'Sayfa boyutu 1 ile 500 arasında bir tam sayı olmalıdır',
  invalidCursor: 'Geçersiz sayfa imleci',
  searchTooLong: 'Arama metni en fazla 100 karakter olabilir',
  userNotFound: 'Kullanıcı bulunamadı',
  /** Spec section 5: a CSV export with no rows. */
  nothingToExport: 'Dışa aktarılacak veri yok!',
} as const;

/** Largest page a client may ask for; the tabs ask for far less. */
export const ADMIN_DATA_MAX_PAGE_SIZE = 500;
export const ADMIN_DATA_DEFAULT_PAGE_SIZE = 50;

/** Sleep session, admin view (spec section 3): exactly these fields. */
export const adminSleepSessionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_phone: z.string(),
  ab_group: abGroupSchema,
  sleep_date: z.string(),
  /** Total sleep time, minutes (docs/sleep-metrics.md). */
  sleep_duration: z.number(),
  sleep_quality: z.number(),
  rem_duration: z.number(),
  deep_sleep_duration: z.number(),
  light_sleep_duration: z.number(),
  awake_duration: z.number(),
  /** Null when not measured. */
  heart_rate: z.number().nullable(),
  stress_level: z.number(),
  /** Percent, one decimal: total sleep time ÷ time in bed. */
  sleep_efficiency: z.number(),
  /** Minutes of screen time before bed. */
  screen_time_before: z.number(),
  room_temperature: z.number(),
  mood_before: z.number(),
  mood_after: z.number(),
  notes: z.string(),
  /** Beyond the spec (issue 14): study day and phase of the night, and its data-quality flags. */
  study_day: z.number().int().nullable(),
  phase: z.enum(STUDY_PHASES),
  quality_flags: z.array(z.enum(QUALITY_FLAGS)),
});
export type AdminSleepSession = z.infer<typeof adminSleepSessionSchema>;

/** Heart-rate session, admin view (spec section 3): exactly these fields. */
export const adminHeartRateSessionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_phone: z.string(),
  /** The participant's group when the session was recorded. */
  ab_group: abGroupSchema,
  content_type: z.string(),
  content_name: z.string(),
  heart_rate_before: z.number(),
  heart_rate_after: z.number(),
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
 * matching row (the spec's client reads the list whole); with either, one page and `nextCursor`.
 * `from` and `to` are calendar days in the study's time zone, both included.
 */
export const adminDataQuerySchema = z
  .object({
    userId: z.uuid({ error: ADMIN_DATA_MSG.invalidUserId }).optional(),
    from: dayParam.optional(),
    to: dayParam.optional(),
    limit: pageSizeParam.optional(),
    cursor: cursorParam.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: ADMIN_DATA_MSG.invalidRange, path: ['from'] });
export type AdminDataQuery = z.input<typeof adminDataQuerySchema>;

const pageFields = {
  /** Present on a paged answer: the cursor of the next page, null on the last one. */
  nextCursor: z.string().nullable().optional(),
};

export const adminSleepDataResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(adminSleepSessionSchema),
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
  latest: adminSleepSessionSchema,
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
  latest: adminSleepSessionSchema.nullable(),
  /** The study's today the periods end on (YYYY-MM-DD). */
  today: z.string(),
  periods: z.array(sleepAveragesSchema.extend({ days: z.number().int() })),
  /** Every night of the last 90 days, oldest first: quality /10 and minutes asleep. */
  trend: z.array(z.object({ sleep_date: z.string(), sleep_quality: z.number(), sleep_duration: z.number() })),
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
