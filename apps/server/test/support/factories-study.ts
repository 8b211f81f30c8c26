import { expect } from 'vitest';
import type { TestApp } from './helpers.js';

/**
 * A whole `PUT /api/admin/study` body (the route replaces the protocol's fields): a timeline from
 * 1 January 2026, 7 + 28 + 7 days, participants choosing, blocks of 4, no stratum; `overrides` on top.
 */
export const studySettingsBody = (overrides: Record<string, unknown> = {}) => ({
  studyStartDate: '2026-01-01',
  baselineDays: 7,
  interventionDays: 28,
  followUpDays: 7,
  allocationMode: 'choice',
  blockScheme: 'fixed-4',
  stratificationQuestion: null,
  stratificationOptions: [],
  ...overrides,
});

/**
 * Writes the settings row behind the app's back (a setting no route sets, or a state a route
 * refuses) and returns once the table's trigger notice has made the app forget its copy
 * (core/study/settings-cache.ts).
 */
export async function writeSettingsRow(t: Pick<TestApp, 'app'>, write: () => Promise<unknown>): Promise<void> {
  const since = t.app.settingsCache.generation;
  await write();
  await settingsForgotten(t, since);
}

/** Resolves once the app has forgotten its settings row `times` times since generation `since` (a notice arrived), without waiting on time. */
export async function settingsForgotten(t: Pick<TestApp, 'app'>, since: number, times = 1): Promise<void> {
  await expect.poll(() => t.app.settingsCache.generation, { timeout: 5_000, interval: 5 }).toBeGreaterThanOrEqual(since + times);
}
