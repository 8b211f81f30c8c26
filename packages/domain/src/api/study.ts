import { z } from 'zod';
import { GROUP_DESCRIPTION_MAX } from '../study/group-descriptions.js';
import { AUDIO_AFTER_VALUE_WINDOW_RANGE } from '../audio/catalogue.js';
import { isCalendarDay } from '../sleep/calendar.js';
import { QUALITY_FLAGS } from '../sleep/flags.js';
import { ALLOCATION_MODES, BLOCK_SCHEMES, STUDY_PHASES } from '../study/timeline.js';
import { ANALYSIS_TST_SOURCES, PRIMARY_METRICS } from './analytics.js';
import {
  analysisPlanStateSchema,
  MIN_NIGHTS_PER_PHASE_RANGE,
  PLAN_CHANGE_REASON_MAX,
  PLAN_CHANGE_REASON_MIN,
} from '../study/analysis-plan.js';
import { abGroupSchema } from './auth.js';
import { cleanText, hasVisibleText } from '../text.js';
import { VIDEO_WAIT_MINUTES_MAX, VIDEO_WAIT_MINUTES_MIN } from './video.js';

/**
 * Contracts of the study protocol (decision 009): the admin's 'Çalışma' tab
 * (`/api/admin/study*`), the registration's allocation mode (`/api/study/registration`), a
 * participant's enrolment date and group history.
 */

/** The study team's contact on the registration status page: at most this many characters. */
export const STUDY_CONTACT_MAX = 300;

export const STUDY_MSG = {
  saved: 'Çalışma ayarları kaydedildi',
  invalidDate: 'Tarih YYYY-AA-GG biçiminde olmalıdır',
  invalidDays: 'Gün sayısı 0 ile 365 arasında bir tam sayı olmalıdır',
  invalidMode: 'Atama yöntemi "choice" veya "randomised" olmalıdır',
  invalidBlockScheme: 'Blok büyüklüğü "sabit 4", "sabit 6" veya "rastgele 4 ya da 6" olmalıdır',
  invalidQuestion: 'Tabakalama sorusu en fazla 200 karakter olabilir',
  invalidOptions: 'Tabakalama sorusu için 2 ile 6 arasında, her biri en fazla 100 karakterlik farklı seçenek girin',
  optionsWithoutQuestion: 'Seçenekler yalnızca bir tabakalama sorusuyla girilebilir',
  lockedAfterAllocation:
    'İlk katılımcı atandıktan sonra atama yöntemi, blok büyüklüğü ve tabakalama sorusu ile seçenekleri değiştirilemez',
  planLocked: `Analiz planı kilitli: değiştirmek için en az ${PLAN_CHANGE_REASON_MIN} karakterlik bir gerekçe yazın`,
  invalidPlanReason: `Gerekçe ${PLAN_CHANGE_REASON_MIN} ile ${PLAN_CHANGE_REASON_MAX} karakter arasında olmalıdır`,
  planLockedNow: 'Analiz planı kilitlendi',
  planAlreadyLocked: 'Analiz planı zaten kilitli',
  listRevealed: 'Atama listesi açıldı: gizli atama sona erdi',
  listAlreadyRevealed: 'Atama listesi zaten açıldı',
  noSealedList: 'Mühürlü bir atama listesi yok: önce randomizasyonu açın',
  allocationAfterReveal: 'Atama listesi açıldığı için yeni randomizasyon yapılamaz',
  listExhausted: 'Mühürlü atama listesinin bu tabakadaki sırası tükendi',
  invalidMinNights: `Dönem başına en az gece ${MIN_NIGHTS_PER_PHASE_RANGE.min} ile ${MIN_NIGHTS_PER_PHASE_RANGE.max} arasında bir tam sayı olmalıdır`,
  invalidAnalysisTstSource: 'Uyku süresi kaynağı "diary", "device" veya "stage_sum" olmalıdır',
  invalidSwitch: 'Bu ayar açık ya da kapalı olmalıdır',
  invalidPrimaryOutcome: 'Birincil sonuç listedeki ölçümlerden biri olmalıdır',
  invalidAfterWindow: `Nabız sonrası sorma süresi ${AUDIO_AFTER_VALUE_WINDOW_RANGE.min} ile ${AUDIO_AFTER_VALUE_WINDOW_RANGE.max} saat arasında bir tam sayı olmalıdır`,
  invalidHeartRateReference: 'Kalp atım hızı doğrulaması açık ya da kapalı olmalıdır',
  invalidVideoWait: `Görüntülü görüşme bekleme süresi ${VIDEO_WAIT_MINUTES_MIN} ile ${VIDEO_WAIT_MINUTES_MAX} dakika arasında bir tam sayı olmalıdır`,
  // A registrant reads these under the study's own question: no research jargon.
  stratumRequired: 'Lütfen bu soruyu yanıtlayın',
  stratumInvalid: 'Lütfen bu soru için listedeki seçeneklerden birini seçin',
  groupAssigned: 'Grubunuz çalışma tarafından atanır.',
  nothingToExport: 'Dışa aktarılacak veri yok!',
  invalidGroupDescription: `Grup açıklaması en fazla ${GROUP_DESCRIPTION_MAX} karakterlik bir metin olmalıdır`,
  invalidStudyContact: `İletişim bilgisi en fazla ${STUDY_CONTACT_MAX} karakterlik bir metin olmalıdır`,
} as const;

/**
 * A description shown under a group's name at registration, cleaned like every typed text
 * (text.ts); blank or invisible-only means the spec's default (null). Left out, the stored one
 * stays (older clients).
 */
/** The study team's contact, cleaned like every typed text; blank is none (null); left out, the stored one stays. */
const studyContact = z
  .union([z.string(), z.null()], { error: STUDY_MSG.invalidStudyContact })
  .optional()
  .transform((raw) => {
    if (raw === undefined) return undefined;
    const text = cleanText(raw ?? '').trim();
    return hasVisibleText(text) ? text : null;
  })
  .pipe(z.string().max(STUDY_CONTACT_MAX, STUDY_MSG.invalidStudyContact).nullable().optional());

const groupDescription = z
  .union([z.string(), z.null()], { error: STUDY_MSG.invalidGroupDescription })
  .optional()
  .transform((raw) => {
    if (raw === undefined) return undefined;
    const text = cleanText(raw ?? '');
    return hasVisibleText(text) ? text : null;
  })
  .pipe(z.string().max(GROUP_DESCRIPTION_MAX, STUDY_MSG.invalidGroupDescription).nullable().optional());

/**
 * The stratification question and its options are shown at registration: cleaned like every typed
 * text (text.ts, no control characters or direction overrides); blank or invisible-only is none.
 */
function stratificationText(raw: string): string | null {
  const text = cleanText(raw);
  return hasVisibleText(text) ? text : null;
}

const calendarDay = z.string({ error: STUDY_MSG.invalidDate }).refine(isCalendarDay, { error: STUDY_MSG.invalidDate });
const days = z
  .number({ error: STUDY_MSG.invalidDays })
  .int({ error: STUDY_MSG.invalidDays })
  .min(0, STUDY_MSG.invalidDays)
  .max(365, STUDY_MSG.invalidDays);

/**
 * `PUT /api/admin/study`: the whole settings, replaced. The seed is not among them: the server
 * draws it and never shows it (concealed allocation, docs/decisions/009-study-protocol.md).
 */
export const studySettingsRequestSchema = z
  .object({
    studyStartDate: calendarDay.nullable(),
    baselineDays: days,
    interventionDays: days,
    followUpDays: days,
    allocationMode: z.enum(ALLOCATION_MODES, { error: STUDY_MSG.invalidMode }),
    blockScheme: z.enum(BLOCK_SCHEMES, { error: STUDY_MSG.invalidBlockScheme }),
    /** The outcome the study names as primary; left out, the stored one stays (older clients). */
    primaryOutcome: z.enum(PRIMARY_METRICS, { error: STUDY_MSG.invalidPrimaryOutcome }).optional(),
    /** Minutes a video call request waits for an admin; left out, the stored value stays (older clients). */
    videoWaitMinutes: z
      .number({ error: STUDY_MSG.invalidVideoWait })
      .int({ error: STUDY_MSG.invalidVideoWait })
      .min(VIDEO_WAIT_MINUTES_MIN, STUDY_MSG.invalidVideoWait)
      .max(VIDEO_WAIT_MINUTES_MAX, STUDY_MSG.invalidVideoWait)
      .optional(),
    /** Hours a cut-short audio session's after-value is still asked; left out, the stored value stays. */
    afterValueWindowHours: z
      .number({ error: STUDY_MSG.invalidAfterWindow })
      .int({ error: STUDY_MSG.invalidAfterWindow })
      .min(AUDIO_AFTER_VALUE_WINDOW_RANGE.min, STUDY_MSG.invalidAfterWindow)
      .max(AUDIO_AFTER_VALUE_WINDOW_RANGE.max, STUDY_MSG.invalidAfterWindow)
      .optional(),
    /**
     * Whether the heart-rate modal asks for a reference device's value after a camera or Bluetooth
     * measurement (docs/heart-rate-validation.md); left out, the stored value stays.
     */
    heartRateReference: z.boolean({ error: STUDY_MSG.invalidHeartRateReference }).optional(),
    /** Relaxation and binaural content stays open in the follow-up phase; left out, the stored value stays. */
    audioOpenInFollowUp: z.boolean({ error: STUDY_MSG.invalidSwitch }).optional(),
    /** Analysis plan: nights a participant needs in each phase to enter the complete-case comparison. */
    minNightsPerPhase: z
      .number({ error: STUDY_MSG.invalidMinNights })
      .int({ error: STUDY_MSG.invalidMinNights })
      .min(MIN_NIGHTS_PER_PHASE_RANGE.min, STUDY_MSG.invalidMinNights)
      .max(MIN_NIGHTS_PER_PHASE_RANGE.max, STUDY_MSG.invalidMinNights)
      .optional(),
    /** Analysis plan: the total sleep time the confirmatory analysis reads. */
    analysisTstSource: z.enum(ANALYSIS_TST_SOURCES, { error: STUDY_MSG.invalidAnalysisTstSource }).optional(),
    /** Analysis plan: the paired heart-rate test takes only measured (not typed) pairs. */
    heartRateMeasuredOnly: z.boolean({ error: STUDY_MSG.invalidSwitch }).optional(),
    /** Analysis plan: pairs whose after-value came late (`after_delayed`) stay out of the paired test. */
    heartRateExcludeDelayed: z.boolean({ error: STUDY_MSG.invalidSwitch }).optional(),
    /** Analysis plan: a stress level saved untouched (the form's default) counts as missing. */
    untouchedStressMissing: z.boolean({ error: STUDY_MSG.invalidSwitch }).optional(),
    /** Why a locked analysis plan changes; required then (409 PLAN_LOCKED without it). */
    planChangeReason: z
      .string({ error: STUDY_MSG.invalidPlanReason })
      .transform((raw) => cleanText(raw).trim())
      .pipe(z.string().min(PLAN_CHANGE_REASON_MIN, STUDY_MSG.invalidPlanReason).max(PLAN_CHANGE_REASON_MAX, STUDY_MSG.invalidPlanReason))
      .optional(),
    /** Shown under 'Kontrol Grubu' / 'Deney Grubu' at registration; null: the spec's descriptions. */
    controlDescription: groupDescription,
    experimentDescription: groupDescription,
    /** How registrants reach the study team (the registration status page); null: none. */
    studyContact,
    stratificationQuestion: z
      .string({ error: STUDY_MSG.invalidQuestion })
      .nullable()
      .transform((value) => (value === null ? null : stratificationText(value)))
      .pipe(z.string().max(200, STUDY_MSG.invalidQuestion).nullable()),
    stratificationOptions: z
      .array(
        z
          .string({ error: STUDY_MSG.invalidOptions })
          .transform((value) => stratificationText(value) ?? '')
          .pipe(z.string().min(1, STUDY_MSG.invalidOptions).max(100, STUDY_MSG.invalidOptions)),
        {
          error: STUDY_MSG.invalidOptions,
        },
      )
      .max(6, STUDY_MSG.invalidOptions)
      .default([]),
  })
  .superRefine((body, ctx) => {
    const options = body.stratificationOptions;
    if (body.stratificationQuestion === null && options.length > 0) {
      ctx.addIssue({ code: 'custom', message: STUDY_MSG.optionsWithoutQuestion, path: ['stratificationOptions'] });
    }
    if (body.stratificationQuestion !== null && (options.length < 2 || new Set(options).size !== options.length)) {
      ctx.addIssue({ code: 'custom', message: STUDY_MSG.invalidOptions, path: ['stratificationOptions'] });
    }
  });
export type StudySettingsRequest = z.input<typeof studySettingsRequestSchema>;

/**
 * The sealed allocation list (docs/decisions/033-sealed-allocation-list.md): only its commitment
 * until it is revealed; the list and salt themselves travel in the study ZIP after the reveal.
 */
export const allocationListStateSchema = z.object({
  sealed_at: z.string(),
  /** SHA-256 (hex) of the salt, a line break and allocation_list.csv. */
  commitment: z.string(),
  revealed_at: z.string().nullable(),
});
export type AllocationListState = z.infer<typeof allocationListStateSchema>;

/** 'Atama listesi mühürlendi · <first 12 hex>' */
export const allocationSealedText = (commitment: string) => `Atama listesi mühürlendi · ${commitment.slice(0, 12)}`;

export const studySettingsSchema = z.object({
  study_start_date: z.string().nullable(),
  baseline_days: z.number().int(),
  intervention_days: z.number().int(),
  follow_up_days: z.number().int(),
  allocation_mode: z.enum(ALLOCATION_MODES),
  block_scheme: z.enum(BLOCK_SCHEMES),
  /** The primary outcome of the analyses; the other measures' p values are Holm-adjusted. */
  primary_outcome: z.enum(PRIMARY_METRICS),
  /** Minutes a video call request waits for an admin before it expires (default VIDEO_WAIT_MINUTES_DEFAULT, api/video.ts). */
  video_wait_minutes: z.number().int(),
  after_value_window_hours: z.number().int(),
  /** The modal asks for a reference device's value after a measurement (docs/heart-rate-validation.md). */
  heart_rate_reference: z.boolean(),
  /** The study's own descriptions under the group names at registration; null: the spec's (DEFAULT_GROUP_DESCRIPTIONS). */
  control_description: z.string().nullable(),
  experiment_description: z.string().nullable(),
  /** How registrants reach the study team, on the registration status page; null: none set. */
  study_contact: z.string().nullable(),
  stratification_question: z.string().nullable(),
  stratification_options: z.array(z.string()),
  audio_open_in_follow_up: z.boolean(),
  min_nights_per_phase: z.number().int(),
  analysis_tst_source: z.enum(ANALYSIS_TST_SOURCES),
  heart_rate_measured_only: z.boolean(),
  heart_rate_exclude_delayed: z.boolean(),
  untouched_stress_missing: z.boolean(),
  /** Allocations logged so far; once above 0 the mode, block sizes and stratification are fixed. */
  allocations: z.number().int(),
  /** True once the first participant is allocated: allocation_mode, block_scheme and stratification are read-only. */
  settings_locked: z.boolean(),
  /** The sealed allocation list's public side; null while randomisation has never been switched on. */
  allocation_list: allocationListStateSchema.nullable(),
  analysis_plan: analysisPlanStateSchema,
  updated_at: z.string(),
});
export type StudySettings = z.infer<typeof studySettingsSchema>;

export const studySettingsResponseSchema = z.object({ success: z.literal(true), settings: studySettingsSchema });
export type StudySettingsResponse = z.infer<typeof studySettingsResponseSchema>;
export const studySettingsSavedResponseSchema = studySettingsResponseSchema.extend({ message: z.string() });

/** `GET /api/study/registration` (public): what the registration form asks. */
export const registrationModeResponseSchema = z.object({
  success: z.literal(true),
  allocation_mode: z.enum(ALLOCATION_MODES),
  stratification_question: z.string().nullable(),
  stratification_options: z.array(z.string()),
  /** The descriptions to show under the group names when the participant chooses: the study's, else the spec's. */
  group_descriptions: z.object({ control: z.string(), experiment: z.string() }),
  /** How registrants reach the study team; null when the study has not set it. */
  study_contact: z.string().nullable(),
});
export type RegistrationModeResponse = z.infer<typeof registrationModeResponseSchema>;

/** How a participant came to their first arm: the study's blocks, or their own choice at registration. */
export const ALLOCATION_METHODS = ['randomised', 'choice'] as const;
export type AllocationMethod = (typeof ALLOCATION_METHODS)[number];
export const ALLOCATION_METHOD_LABELS: Record<AllocationMethod, string> = { randomised: 'Randomizasyon', choice: 'Kendi seçimi' };

/**
 * One row of the allocation record: a block allocation (block fields set, descriptions null) or
 * a choice at registration (block fields null, with the descriptions the registrant was shown).
 */
export const allocationEntrySchema = z.object({
  participant_code: z.string(),
  method: z.enum(ALLOCATION_METHODS),
  allocated_at: z.string(),
  stratum: z.string(),
  block_number: z.number().int().nullable(),
  block_position: z.number().int().nullable(),
  /** Null while the block is still being filled (its size would reveal the next allocations), and for a choice. */
  block_size: z.number().int().nullable(),
  result: abGroupSchema,
  /** What the registrant read under 'Kontrol Grubu' and 'Deney Grubu' when choosing; null for a block allocation. */
  control_description: z.string().nullable(),
  experiment_description: z.string().nullable(),
});
export type AllocationEntry = z.infer<typeof allocationEntrySchema>;
export const allocationLogResponseSchema = z.object({ success: z.literal(true), allocations: z.array(allocationEntrySchema) });
export type AllocationLogResponse = z.infer<typeof allocationLogResponseSchema>;

export const groupHistoryEntrySchema = z.object({
  ab_group: abGroupSchema,
  from_at: z.string(),
  source: z.string(),
  /** The name of the admin account that made the change (admins have no participant code); null when not changed by an admin. */
  changed_by: z.string().nullable(),
});
export type GroupHistoryEntry = z.infer<typeof groupHistoryEntrySchema>;
export const groupHistoryResponseSchema = z.object({ success: z.literal(true), history: z.array(groupHistoryEntrySchema) });
export type GroupHistoryResponse = z.infer<typeof groupHistoryResponseSchema>;

export const GROUP_HISTORY_SOURCE_LABELS: Record<string, string> = {
  registration: 'Kayıt',
  allocation: 'Randomizasyon',
  admin: 'Yönetici',
  backfill: 'Mevcut grup (geçiş)',
};

/** Study day and phase as the diary and the admin views show them with a record. */
export const studyTimepointSchema = z.object({
  study_day: z.number().int().nullable(),
  phase: z.enum(STUDY_PHASES),
});

export const sleepFlagsSchema = z.array(z.enum(QUALITY_FLAGS));

/** Optional enrolment date on `PUT /admin/users/{id}`. */
export const enrolledOnField = calendarDay;

/** `POST /api/admin/study/allocation-list/reveal` and `POST /api/admin/study/analysis-plan/lock`. */
export const studyActionResponseSchema = z.object({ success: z.literal(true), message: z.string(), settings: studySettingsSchema });
export type StudyActionResponse = z.infer<typeof studyActionResponseSchema>;
