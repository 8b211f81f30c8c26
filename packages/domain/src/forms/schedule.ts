import { z } from 'zod';
import { FORM_MSG, MAX_SCHEDULE_DAY, MAX_SCHEDULE_DAYS } from './messages.js';

/**
 * Timepoint forms (decision 009, "Timepoint forms"): a form scheduled at study days, e.g.
 * [1, 29]. The timepoint due on a study day is the latest scheduled day on or before it; it stays
 * answerable until the next scheduled day begins, and the last one stays open for good (a late
 * answer is kept and dated; the export shows when it came). One response per participant per
 * timepoint. The server, the participant's list and the admin's completion view all use these.
 */

const scheduleDay = z
  .number({ error: FORM_MSG.scheduleInvalid })
  .int({ error: FORM_MSG.scheduleInvalid })
  .min(1, { error: FORM_MSG.scheduleInvalid })
  .max(MAX_SCHEDULE_DAY, { error: FORM_MSG.scheduleInvalid });

/** A schedule as the admin sends it: whole days 1..MAX_SCHEDULE_DAY, no repeats; stored sorted. */
export const scheduleDaysSchema = z
  .array(scheduleDay, { error: FORM_MSG.scheduleInvalid })
  .max(MAX_SCHEDULE_DAYS, { error: FORM_MSG.scheduleTooMany })
  .refine((days) => new Set(days).size === days.length, { error: FORM_MSG.scheduleDuplicate })
  .transform((days) => [...days].sort((a, b) => a - b));

/** The timepoint due on `studyDay`: the latest scheduled day not after it; null before the first or without a study day. */
export function dueTimepoint(scheduleDays: readonly number[], studyDay: number | null): number | null {
  if (studyDay === null) return null;
  let due: number | null = null;
  for (const day of scheduleDays) if (day <= studyDay && (due === null || day > due)) due = day;
  return due;
}

/** The next timepoint to open after `studyDay` (the first one without a study day); null when none is left. */
export function nextTimepoint(scheduleDays: readonly number[], studyDay: number | null): number | null {
  let next: number | null = null;
  for (const day of scheduleDays) if ((studyDay === null || day > studyDay) && (next === null || day < next)) next = day;
  return next;
}

/** "1, 29": how a schedule is written in the admin's field and shown on a card. */
export function scheduleText(scheduleDays: readonly number[]): string {
  return scheduleDays.join(', ');
}

/**
 * Reads the admin's field ("1, 29", "1 29", "1;29") into a schedule, with the Turkish message of
 * the first problem; an empty field is no schedule.
 */
export function parseScheduleText(text: string): { days: number[] } | { error: string } {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  const numbers = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  const parsed = scheduleDaysSchema.safeParse(numbers);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? FORM_MSG.scheduleInvalid };
  return { days: parsed.data };
}
