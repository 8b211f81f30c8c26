import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { FormAudience, FormDefinition, FormKind } from '@uyku/domain';
import { users } from './users.js';

/**
 * Questionnaires (docs/product.md, "Questionnaires (forms)"): an external Google form, or a built-in one whose
 * questions live in `form_versions`. `audience` limits a form to one arm of the A/B design.
 */
export const forms = pgTable(
  'forms',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: varchar({ length: 16 }).notNull().default('google').$type<FormKind>(),
    title: varchar({ length: 200 }).notNull(),
    description: text().notNull().default(''),
    /** The Google Forms address; null for a built-in form. */
    googleFormUrl: text(),
    /** The Google Form's pre-fill field (`entry.NNN`) that receives the participant code. */
    participantField: varchar({ length: 40 }),
    audience: varchar({ length: 16 }).notNull().default('both').$type<FormAudience>(),
    isActive: boolean().notNull().default(true),
    /** Study days at which the form is due (decision 009), e.g. [1, 29]; empty: not a timepoint form. */
    scheduleDays: jsonb().notNull().$type<number[]>().default([]),
    /** The built-in form's current version in form_versions (1 for an external form). */
    currentVersion: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('forms_kind_check', sql`${t.kind} in ('google', 'builtin')`),
    check('forms_audience_check', sql`${t.audience} in ('both', 'control', 'experiment')`),
    check('forms_url_check', sql`(${t.kind} = 'google') = (${t.googleFormUrl} is not null)`),
  ],
);
export type FormRow = typeof forms.$inferSelect;

/**
 * The questions of a built-in form, one row per version. Editing a form that already has
 * responses adds a version; each response keeps pointing at the questions it answered.
 */
export const formVersions = pgTable(
  'form_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    definition: jsonb().notNull().$type<FormDefinition>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('form_versions_form_version_unique').on(t.formId, t.version)],
);
export type FormVersionRow = typeof formVersions.$inferSelect;

/**
 * One participant's response to a form. For an external form
 * `responses` is the map the client sends (the answers themselves stay in Google); for a built-in
 * form it holds the answers by question id, with the score and band computed when it was saved.
 */
export const formResponses = pgTable(
  'form_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The built-in form version answered; null for an external form. */
    /** The participant's group when the response was saved; a later group change never rewrites it. */
    group: varchar('ab_group', { length: 16 }).notNull().$type<'control' | 'experiment'>(),
    /** The scheduled study day this response answers (forms.schedule_days); null when unscheduled. */
    timepointDay: integer(),
    versionId: uuid().references(() => formVersions.id, { onDelete: 'cascade' }),
    responses: jsonb().notNull().$type<Record<string, unknown>>().default({}),
    score: numeric({ precision: 10, scale: 2, mode: 'number' }),
    band: varchar({ length: 100 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_responses_form_created_idx').on(t.formId, t.createdAt),
    index('form_responses_user_idx').on(t.userId, t.formId),
    // Foreign key: removing a form version deletes its answers.
    index('form_responses_version_id_idx').on(t.versionId),
    check('form_responses_group_check', sql`${t.group} in ('control', 'experiment')`),
    // One response per participant per timepoint, enforced by the database so two
    // submits at once cannot both land; unscheduled responses (null) are not limited here.
    uniqueIndex('form_responses_timepoint_unique')
      .on(t.formId, t.userId, t.timepointDay)
      .where(sql`${t.timepointDay} is not null`),
  ],
);
export type FormResponseRow = typeof formResponses.$inferSelect;
