import {
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

/** Form, admin view (spec section 3), in the spec's snake_case names. */
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
  };
}

/**
 * Form type, user view (spec section 3). The address carries the caller's participant code when
 * the form names a pre-fill field, so even the spec's own client embeds the pre-filled form.
 */
export function presentFormType(
  row: FormRow,
  caller: { participantNumber: number },
  lastFilledAt: Date | null,
): FormType {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    google_form_url: row.googleFormUrl
      ? prefilledFormUrl(row.googleFormUrl, row.participantField, participantCode(caller.participantNumber))
      : '',
    is_filled: lastFilledAt !== null,
    last_filled_at: lastFilledAt ? lastFilledAt.toISOString() : null,
    kind: row.kind,
  };
}

export interface DefinitionAt {
  version: number;
  definition: FormDefinition;
}
