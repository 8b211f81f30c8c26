import { SLEEP_FIELDS } from '@uyku/domain';
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
