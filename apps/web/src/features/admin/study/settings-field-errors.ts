import { studySettingsRequestSchema, type FieldIssue, type StudySettingsRequest } from '@uyku/domain';

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
 * The settings checked in the browser with the server's own schema, so each refusal is the
 * server's Turkish message beside its field instead of the browser's bubble (in the browser's
 * language, under the fixed top bar).
 */
export function settingsFieldErrors(request: StudySettingsRequest): SettingsFieldErrors {
  const parsed = studySettingsRequestSchema.safeParse(request);
  if (parsed.success) return {};
  return byField(parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })));
}

/** The server's field details of a refused save, under the draft's names. */
export function serverFieldErrors(details: readonly FieldIssue[] | undefined): SettingsFieldErrors {
  return byField(details ?? []);
}
