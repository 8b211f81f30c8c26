import { SLEEP_FIELDS, untouchableFields } from '@uyku/domain';
import type { SleepFieldName } from './form-types';

/**
 * The answers that make a night (docs/product.md, "Sleep diary", "A night is never invented"): the
 * three clock times, the quality and both moods. When none of them was ever changed on a new night,
 * 'Kaydet' asks before saving what would be the form's defaults, not the participant's night.
 */
export const NIGHT_ANSWERS = ['bedtime', 'sleep_time', 'wake_time', 'sleep_quality', 'mood_before_sleep', 'mood_after_sleep'] as const;

/** react-hook-form's `dirtyFields`: a field the participant changed away from its default is true. */
export type DirtyFields = Partial<Record<SleepFieldName, unknown>>;

/**
 * The catalogue labels of the night's answers when every one of them is untouched; null as soon as
 * the participant changed any of them.
 */
export function untouchedNightAnswers(dirty: DirtyFields): string[] | null {
  const untouched = NIGHT_ANSWERS.filter((name) => dirty[name] !== true);
  return untouched.length === NIGHT_ANSWERS.length ? untouched.map((name) => SLEEP_FIELDS[name].label) : null;
}

/** The factors that would be saved at their default: the 'Etkileyen Faktörler' tab's fields. */
const FACTOR_FIELDS = untouchableFields(SLEEP_FIELDS).filter((name) => SLEEP_FIELDS[name].formTab === 'factors');

/**
 * The factors' labels when none of them was changed (the tab never opened, or opened and left as
 * it was); null as soon as one was. Stress is a core variable: the question names what would be
 * stored as the form's default.
 */
export function untouchedFactors(dirty: DirtyFields): string[] | null {
  return FACTOR_FIELDS.every((name) => dirty[name] !== true) ? FACTOR_FIELDS.map((name) => SLEEP_FIELDS[name].label) : null;
}

/**
 * What the night keeps as `untouched_fields` (docs/sleep-metrics.md, "Untouched answers"): of a new
 * night every field that can be untouched and was not changed; of a correction, the stored list
 * without what this correction changed.
 */
export function untouchedFieldsOf(dirty: DirtyFields, stored: readonly string[] | null): string[] {
  const candidates = stored ?? untouchableFields(SLEEP_FIELDS);
  return candidates.filter((name) => dirty[name as keyof DirtyFields] !== true);
}
