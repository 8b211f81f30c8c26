import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The relaxation centre's items and the binaural sounds. A row without `url` is
 * synthesised in the browser (breathing pacer, scripted guidance, binaural tones); a row with one
 * plays an uploaded file kept in the database (media.ts) and served from /api/media.
 */
export const relaxationContent = pgTable(
  'relaxation_content',
  {
    id: uuid().primaryKey().defaultRandom(),
    category: varchar({ length: 32 }).notNull().$type<'box_breathing' | 'guided_imagery' | 'progressive_relaxation'>(),
    title: varchar({ length: 200 }).notNull(),
    description: text().notNull().default(''),
    url: varchar({ length: 200 }),
    /** Seconds. */
    duration: integer().notNull(),
    type: varchar({ length: 8 }).notNull().default('audio').$type<'audio' | 'video'>(),
    viewCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('relaxation_content_category_idx').on(t.category, t.createdAt),
    check('relaxation_content_category_check', sql`${t.category} in ('box_breathing', 'guided_imagery', 'progressive_relaxation')`),
    check('relaxation_content_type_check', sql`${t.type} in ('audio', 'video')`),
    check('relaxation_content_duration_check', sql`${t.duration} > 0 and ${t.viewCount} >= 0`),
  ],
);
export type RelaxationContentRow = typeof relaxationContent.$inferSelect;

export const binauralSounds = pgTable(
  'binaural_sounds',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: varchar({ length: 200 }).notNull(),
    description: text().notNull().default(''),
    baseFrequency: real().notNull(),
    binauralFrequency: real().notNull(),
    /** Seconds. */
    duration: integer().notNull(),
    purpose: varchar({ length: 200 }).notNull().default(''),
    brainwaveType: varchar({ length: 8 }).notNull().$type<'delta' | 'theta' | 'alpha'>(),
    url: varchar({ length: 200 }),
    playCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('binaural_sounds_type_idx').on(t.brainwaveType, t.createdAt),
    check('binaural_sounds_type_check', sql`${t.brainwaveType} in ('delta', 'theta', 'alpha')`),
    check('binaural_sounds_duration_check', sql`${t.duration} > 0 and ${t.playCount} >= 0`),
  ],
);
export type BinauralSoundRow = typeof binauralSounds.$inferSelect;

/**
 * One start or stop of an item by a participant: the group at that moment and the seconds
 * actually heard (pauses excluded), so the dose can be related to the outcome per participant.
 */
export const audioUsage = pgTable(
  'audio_usage',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: varchar('ab_group', { length: 16 }).notNull().$type<'control' | 'experiment'>(),
    contentType: varchar({ length: 16 }).notNull().$type<'relaxation' | 'binaural'>(),
    contentId: uuid().notNull(),
    /** 'view' / 'play' when playback starts; 'listen' when it stops, with the seconds heard. */
    interactionType: varchar({ length: 16 }).notNull(),
    listenedSeconds: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audio_usage_user_created_idx').on(t.userId, t.createdAt),
    check('audio_usage_content_type_check', sql`${t.contentType} in ('relaxation', 'binaural')`),
    check('audio_usage_group_check', sql`${t.group} in ('control', 'experiment')`),
    check('audio_usage_seconds_check', sql`${t.listenedSeconds} >= 0`),
  ],
);

/** Seeds applied once: an admin who deletes a built-in item does not see it come back. */
export const catalogueSeeds = pgTable('catalogue_seeds', {
  name: varchar({ length: 64 }).primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
