import { SLEEP_FORM_TABS, type SleepCatalogue, type SleepFieldSpec, type SleepFormTab, type StoredValue } from '@uyku/domain';
import { adminFieldLabel, adminFieldText } from './field-text';

/** One answered field of a night in the admin's detail. */
export interface AnswerLine {
  key: string;
  label: string;
  text: string;
  /** Saved at the form's default without being touched: no answer the participant gave. */
  untouched: boolean;
}

/** The answers of one tab of the participant's entry form. */
export interface AnswerGroup {
  tab: SleepFormTab;
  lines: AnswerLine[];
}

/** Optional items (the CSD's times, the recalled WASO, the meal time) are listed only when given. */
const listedWhenGiven = (field: SleepFieldSpec) => field.kind === 'optionalClock' || field.kind === 'optionalMinutes';

/**
 * Every catalogue field of a night (docs/decisions/018-sleep-field-catalogue.md), grouped by the
 * entry form's tab in catalogue order, with the admin's label and text; free text (the notes) is
 * shown on its own. A field added to the catalogue appears here without an edit.
 */
export function nightAnswerGroups(
  catalogue: SleepCatalogue,
  answers: Readonly<Record<string, StoredValue>>,
  untouched: readonly string[] = [],
): AnswerGroup[] {
  const lines = new Map<SleepFormTab, AnswerLine[]>(SLEEP_FORM_TABS.map((tab) => [tab, []]));
  for (const [key, field] of Object.entries(catalogue)) {
    const value = answers[key] ?? null;
    if (field.kind === 'text' || (listedWhenGiven(field) && value === null)) continue;
    lines.get(field.formTab)?.push({
      key,
      label: adminFieldLabel(field),
      text: adminFieldText(field, value),
      untouched: untouched.includes(key),
    });
  }
  return SLEEP_FORM_TABS.map((tab) => ({ tab, lines: lines.get(tab) ?? [] })).filter((group) => group.lines.length > 0);
}
