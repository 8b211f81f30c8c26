import type { FieldIssue } from '@uyku/domain';

/** The request's field names, as the form's draft names them where they differ. */
const DRAFT_FIELD: Partial<Record<string, string>> = {
  afterValueWindowHours: 'afterWindowHours',
  stratificationQuestion: 'question',
  stratificationOptions: 'options',
};

export type SettingsFieldErrors = Partial<Record<string, string>>;

/** The first message per field, under the draft's names. */
function byField(issues: readonly { field: string; message: string }[]): SettingsFieldErrors {
  const errors: SettingsFieldErrors = {};
  for (const { field, message } of issues) {
    // A nested path ('stratificationOptions.0') belongs to its top field.
    const top = field.split('.')[0] ?? field;
    const key = DRAFT_FIELD[top] ?? top;
    errors[key] ??= message;
  }
  return errors;
}

/**
 * The server's field details of a refused save, under the draft's names: each refusal is the
 * server's Turkish message beside its field, not the browser's bubble (in the browser's language,
 * under the fixed top bar). The browser does not check with the request schema itself: that would
 * bring every study schema into the files the registration page shares with the admin's.
 */
export function serverFieldErrors(details: readonly FieldIssue[] | undefined): SettingsFieldErrors {
  return byField(details ?? []);
}
