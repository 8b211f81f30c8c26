import { loginRequestSchema, registerRequestSchema, type RegisterRequest } from './api/auth.js';
import { MSG } from './messages.js';

/**
 * The message a sign-in screen shows first, in the order of docs/product.md, "Registration and sign-in". The server applies
 * the same schemas, so a message seen in the page is the message the API would answer.
 */
export interface LoginFormValues {
  phone: string;
  password: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export function firstLoginProblem(values: LoginFormValues): string | null {
  const parsed = loginRequestSchema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export interface RegistrationFormValues extends RegisterRequest {
  passwordRepeat: string;
}

/** Consents, then matching passwords, then required fields and the password rules in their order. */
export function firstRegistrationProblem(values: RegistrationFormValues): string | null {
  if (values.acceptTerms !== true || values.acceptPrivacy !== true) return MSG.consentRequired;
  if (values.password !== values.passwordRepeat) return MSG.passwordsDoNotMatch;
  const { passwordRepeat: _repeat, ...request } = values;
  const parsed = registerRequestSchema.safeParse(request);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The registration form's fields in the order the screen shows them; each reports its first problem. */
const REGISTRATION_ORDER = ['name', 'phone', 'email', 'abGroup', 'stratumAnswer', 'password'] as const;

/**
 * Every problem of the registration form at once, in the form's order (docs/product.md,
 * "Registration and sign-in"): each field's first message, then the repeated password, then the
 * consents. Empty when the form may be sent.
 */
export function registrationProblems(values: RegistrationFormValues): string[] {
  const { passwordRepeat: _repeat, ...request } = values;
  const parsed = registerRequestSchema.safeParse(request);
  const issues = parsed.success ? [] : parsed.error.issues;
  const fieldProblems = REGISTRATION_ORDER.flatMap((field) => {
    const issue = issues.find((candidate) => candidate.path[0] === field);
    return issue ? [issue.message] : [];
  });
  const repeat = values.password !== values.passwordRepeat ? [MSG.passwordsDoNotMatch] : [];
  const consent = values.acceptTerms !== true || values.acceptPrivacy !== true ? [MSG.consentRequired] : [];
  return [...fieldProblems, ...repeat, ...consent];
}
