import {
  dueTimepoint,
  nextTimepoint,
  participantCode,
  prefilledFormUrl,
  type AdminForm,
  type FormDefinition,
  type FormType,
} from '@uyku/domain';
import type { FormRow } from '../../db/schema/index.js';

export interface FormCounts {
  respondents: number;
  responses: number;
}

/** Form, admin view, in the original snake_case names. */
export function presentAdminForm(row: FormRow, counts: FormCounts): AdminForm {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    google_form_url: row.googleFormUrl ?? '',
    is_active: row.isActive,
    response_count: counts.respondents,
    total_responses: counts.responses,
    kind: row.kind,
    audience: row.audience,
    participant_field: row.participantField,
    version: row.currentVersion,
    created_at: row.createdAt.toISOString(),
    schedule_days: row.scheduleDays,
  };
}

/** Where the caller stands on a scheduled form: their study day today and the days they answered. */
export interface CallerTimepoints {
  studyDay: number | null;
  done: number[];
}

/**
 * Form type, user view. The address carries the caller's participant code when the form names a
 * pre-fill field, so even the original client embeds the pre-filled form (decision 006).
 */
export function presentFormType(
  row: FormRow,
  caller: { participantNumber: number },
  lastFilledAt: Date | null,
  timepoints: CallerTimepoints,
): FormType {
  const scheduled = row.scheduleDays.length > 0;
  const due = scheduled ? dueTimepoint(row.scheduleDays, timepoints.studyDay) : null;
  // A scheduled form counts as filled when the timepoint due now is answered; before the first
  // one opens, as an unscheduled form (any response).
  const filled = due !== null ? timepoints.done.includes(due) : lastFilledAt !== null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    google_form_url: row.googleFormUrl
      ? prefilledFormUrl(row.googleFormUrl, row.participantField, participantCode(caller.participantNumber))
      : '',
    is_filled: filled,
    last_filled_at: lastFilledAt ? lastFilledAt.toISOString() : null,
    kind: row.kind,
    schedule_days: row.scheduleDays,
    due_timepoint: due,
    next_timepoint: scheduled ? nextTimepoint(row.scheduleDays, timepoints.studyDay) : null,
    timepoints_done: timepoints.done,
  };
}

export interface DefinitionAt {
  version: number;
  definition: FormDefinition;
}
