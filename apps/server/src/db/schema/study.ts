import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import {
  AUDIO_AFTER_VALUE_WINDOW_HOURS,
  GROUP_DESCRIPTION_MAX,
  MIN_NIGHTS_PER_PHASE_DEFAULT,
  PLAN_CHANGE_REASON_MAX,
  STUDY_CONTACT_MAX,
  VIDEO_WAIT_MINUTES_DEFAULT,
  type AbGroup,
  type AllocationMode,
  type AnalysisPlan,
  type AnalysisTstSource,
  type BlockScheme,
} from '@uyku/domain';
import { users } from './users.js';

/**
 * The study protocol (docs/decisions/009-study-protocol.md): one row (id 1). The timeline is relative to each
 * participant's enrolment date (users.enrolled_on): days 1..baseline are the baseline phase, then
 * the intervention, then the follow-up; study_day and phase are computed on read by
 * `studyTimepoint` in packages/domain, never stored, so an edited timeline or enrolment date
 * re-dates every record at once.
 */
export const studySettings = pgTable(
  'study_settings',
  {
    id: integer().primaryKey().default(1),
    /** The first day of the study; null until an admin sets it. Records before it are 'outside'. */
    studyStartDate: date({ mode: 'string' }),
    baselineDays: integer().notNull().default(7),
    interventionDays: integer().notNull().default(28),
    followUpDays: integer().notNull().default(7),
    /** 'choice' (the default: the participant picks) or 'randomised' (server-side blocks). */
    allocationMode: varchar({ length: 16 }).notNull().default('choice').$type<AllocationMode>(),
    /**
     * Block sizes: 'fixed-4', 'fixed-6', or 'random-4-6' (each block's size drawn with the sealed
     * list, so staff cannot tell where a block ends). Fixed once the first allocation is logged.
     */
    blockScheme: varchar({ length: 16 }).notNull().default('random-4-6').$type<BlockScheme>(),
    /** Optional registration question whose answer is the stratum; null: one stratum. */
    stratificationQuestion: varchar({ length: 200 }),
    /** The answers offered for the stratification question (2..6 labels). */
    stratificationOptions: jsonb().notNull().$type<string[]>().default([]),
    /**
     * The outcome the study names as primary (a PRIMARY_METRICS key); the others are secondary and
     * their p values are Holm-adjusted (docs/sleep-metrics.md).
     */
    primaryOutcome: varchar({ length: 32 }).notNull().default('sleepEfficiency'),
    /**
     * Minutes a video call request waits for an admin before it expires (docs/product.md, "Video"):
     * the participant is then offered to leave a message, and the request can no longer be joined.
     */
    videoWaitMinutes: integer().notNull().default(VIDEO_WAIT_MINUTES_DEFAULT),
    /**
     * Hours a relaxation or binaural session cut short by the phone still has its after-value asked
     * (docs/product.md, "Relaxation and binaural sessions"); later it is kept with the value never asked.
     */
    afterValueWindowHours: integer().notNull().default(AUDIO_AFTER_VALUE_WINDOW_HOURS),
    /**
     * Whether the heart-rate modal asks for a reference device's value after a camera or Bluetooth
     * measurement (docs/heart-rate-validation.md). Off by default: a participant about to sleep is
     * asked nothing extra unless the study validates its measurement.
     */
    heartRateReference: boolean().notNull().default(false),
    /**
     * The descriptions under 'Kontrol Grubu' and 'Deney Grubu' when participants choose their group
     * (docs/product.md, "Study"); null: the spec's (DEFAULT_GROUP_DESCRIPTIONS). A study may set
     * neutral ones, since a description promising features invites self-selection.
     */
    controlDescription: varchar({ length: GROUP_DESCRIPTION_MAX }),
    experimentDescription: varchar({ length: GROUP_DESCRIPTION_MAX }),
    /**
     * How a registrant reaches the study team (an e-mail, a phone, office hours), shown on the
     * registration status page (docs/product.md, "Registration and sign-in"); null: none set.
     */
    studyContact: varchar({ length: STUDY_CONTACT_MAX }),
    /** Relaxation and binaural content stays open in the follow-up phase (docs/decisions/034-intervention-phase-gate.md). */
    audioOpenInFollowUp: boolean().notNull().default(false),
    /**
     * The analysis plan's own settings (docs/decisions/035-analysis-plan-locked.md), beside the
     * primary outcome and the phase lengths above: nights needed per phase, the TST the
     * confirmatory analysis reads, and whether paired heart rate takes only measured pairs.
     */
    minNightsPerPhase: integer().notNull().default(MIN_NIGHTS_PER_PHASE_DEFAULT),
    analysisTstSource: varchar({ length: 16 }).notNull().default('diary').$type<AnalysisTstSource>(),
    heartRateMeasuredOnly: boolean().notNull().default(false),
    /** Pairs whose after-value came more than 15 minutes after the session ended stay out of the paired test. */
    heartRateExcludeDelayed: boolean().notNull().default(true),
    /** Analysis plan: a stress level saved untouched counts as missing (docs/decisions/035-analysis-plan-locked.md). */
    untouchedStressMissing: boolean().notNull().default(true),
    /** When the analysis plan was locked (null: not yet), the plan then in force as canonical JSON and its SHA-256. */
    planLockedAt: timestamp({ withTimezone: true }),
    planJson: jsonb().$type<AnalysisPlan>(),
    planSha256: varchar({ length: 64 }),
    /** Who changed the settings is in the audit log ('study.settings'). */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('study_settings_singleton_check', sql`${t.id} = 1`),
    check('study_settings_mode_check', sql`${t.allocationMode} in ('choice', 'randomised')`),
    check('study_settings_block_scheme_check', sql`${t.blockScheme} in ('fixed-4', 'fixed-6', 'random-4-6')`),
    check('study_settings_min_nights_check', sql`${t.minNightsPerPhase} between 1 and 14`),
    check('study_settings_tst_source_check', sql`${t.analysisTstSource} in ('diary', 'device', 'stage_sum')`),
    check('study_settings_video_wait_check', sql`${t.videoWaitMinutes} between 1 and 60`),
    check('study_settings_after_window_check', sql`${t.afterValueWindowHours} between 1 and 72`),
    check(
      'study_settings_days_check',
      sql`${t.baselineDays} between 0 and 365 and ${t.interventionDays} between 0 and 365 and ${t.followUpDays} between 0 and 365`,
    ),
  ],
);
export type StudySettingsRow = typeof studySettings.$inferSelect;

/**
 * Every group a participant has been in, from when, and who moved them (null: the participant at
 * registration or the study's allocation). The current group is also users.ab_group; records keep
 * their own ab_group from the time they were made.
 */
export const groupHistory = pgTable(
  'group_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: varchar('ab_group', { length: 16 }).notNull().$type<AbGroup>(),
    fromAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The admin who changed the group; null for registration, allocation or the migration backfill. */
    changedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** 'registration' | 'allocation' | 'admin' | 'backfill' */
    source: varchar({ length: 16 }).notNull().default('admin'),
  },
  (t) => [
    index('group_history_user_idx').on(t.userId, t.fromAt),
    check('group_history_group_check', sql`${t.group} in ('control', 'experiment')`),
  ],
);
export type GroupHistoryRow = typeof groupHistory.$inferSelect;

/**
 * The allocation log of block randomisation: one row per participant, written once, never
 * updated (a unique participant number and a unique block position make a second allocation
 * impossible). Pseudonymous: it keeps the participant code after the account is erased.
 */
export const allocationLog = pgTable(
  'allocation_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    participantNumber: integer().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    allocatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The stratification answer ('' when not stratified). */
    stratum: varchar({ length: 100 }).notNull().default(''),
    /** 1-based block within the stratum, and the 0-based position within it. */
    blockNumber: integer().notNull(),
    blockPosition: integer().notNull(),
    blockSize: integer().notNull(),
    result: varchar({ length: 16 }).notNull().$type<AbGroup>(),
  },
  (t) => [
    unique('allocation_log_participant_unique').on(t.participantNumber),
    unique('allocation_log_slot_unique').on(t.stratum, t.blockNumber, t.blockPosition),
    check('allocation_log_result_check', sql`${t.result} in ('control', 'experiment')`),
  ],
);
export type AllocationLogRow = typeof allocationLog.$inferSelect;


/**
 * The group choices made at registration while the study lets participants choose (docs/product.md,
 * "Study"): one row per participant, written once, with the descriptions they were shown under
 * each group's name, so a comparison can tell what the choice was made on. Pseudonymous like the
 * allocation log: it keeps the participant code after the account is erased.
 */
export const groupChoiceLog = pgTable(
  'group_choice_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    participantNumber: integer().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    chosenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    result: varchar({ length: 16 }).notNull().$type<AbGroup>(),
    /** The texts shown under 'Kontrol Grubu' and 'Deney Grubu': the study's, else the spec's. */
    controlDescription: varchar({ length: GROUP_DESCRIPTION_MAX }).notNull(),
    experimentDescription: varchar({ length: GROUP_DESCRIPTION_MAX }).notNull(),
  },
  (t) => [
    unique('group_choice_log_participant_unique').on(t.participantNumber),
    check('group_choice_log_result_check', sql`${t.result} in ('control', 'experiment')`),
  ],
);
export type GroupChoiceLogRow = typeof groupChoiceLog.$inferSelect;

/**
 * The sealed allocation list (docs/decisions/033-sealed-allocation-list.md): one row per slot of
 * every stratum, drawn from node:crypto when randomisation is switched on. No route reads this
 * table before the reveal; allocation takes the stratum's next unused slot.
 */
export const allocationSequence = pgTable(
  'allocation_sequence',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    stratum: varchar({ length: 100 }).notNull(),
    /** 0-based order of the slot within its stratum: the n-th allocation of the stratum takes slot n. */
    slot: integer().notNull(),
    blockNumber: integer().notNull(),
    blockPosition: integer().notNull(),
    blockSize: integer().notNull(),
    arm: varchar({ length: 16 }).notNull().$type<AbGroup>(),
  },
  (t) => [
    unique('allocation_sequence_slot_unique').on(t.stratum, t.slot),
    check('allocation_sequence_arm_check', sql`${t.arm} in ('control', 'experiment')`),
  ],
);
export type AllocationSequenceRow = typeof allocationSequence.$inferSelect;

/**
 * The seal of that list (one row, id 1): the published commitment, and the salt that stays
 * secret until 'Atama Listesini Aç' reveals it with the list.
 */
export const allocationSeal = pgTable(
  'allocation_seal',
  {
    id: integer().primaryKey().default(1),
    sealedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 hex of `salt + "\n" + allocation_list.csv`. */
    commitment: varchar({ length: 64 }).notNull(),
    salt: varchar({ length: 64 }).notNull(),
    /** What the list was drawn for: a save that changes these before the first allocation draws it anew. */
    blockScheme: varchar({ length: 16 }).notNull().$type<BlockScheme>(),
    strata: jsonb().notNull().$type<string[]>(),
    revealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('allocation_seal_singleton_check', sql`${t.id} = 1`)],
);
export type AllocationSealRow = typeof allocationSeal.$inferSelect;

/** Every change to a locked analysis plan: when, by which admin, why, and the plan before and after. */
export const analysisPlanHistory = pgTable('analysis_plan_history', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  changedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  reason: varchar({ length: PLAN_CHANGE_REASON_MAX }).notNull(),
  before: jsonb().notNull().$type<AnalysisPlan>(),
  after: jsonb().notNull().$type<AnalysisPlan>(),
});
export type AnalysisPlanHistoryRow = typeof analysisPlanHistory.$inferSelect;
