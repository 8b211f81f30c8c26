import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_DIGITS } from './constants.js';
import { MSG } from './messages.js';
import { canonicalPhone, normalizePhone } from './phone.js';
import { PASSWORD_RULES } from './password.js';
import { requiredTextField } from './text.js';

/** Field schemas reused by several request contracts. */

/**
 * Phone as typed: non-digits stripped, a mobile number without its leading 0 given it (one form per
 * number), then required and at most 11 digits. It builds a schema and does nothing else, as the
 * annotation tells the web build (decision 028).
 */
/*#__NO_SIDE_EFFECTS__*/
export function phoneField(requiredMessage: string = MSG.phoneRequired) {
  return z
    .string({ error: requiredMessage })
    .transform((raw) => canonicalPhone(normalizePhone(raw)))
    .pipe(z.string().min(1, requiredMessage).max(PHONE_MAX_DIGITS, MSG.phoneTooLong));
}

export const nameField = requiredTextField({
  max: NAME_MAX_LENGTH,
  requiredMessage: MSG.nameRequired,
  tooLongMessage: MSG.nameTooLong,
});

/** Optional e-mail: empty or missing becomes null so "no e-mail" has one representation. */
export const optionalEmailField = z
  .union([z.string(), z.null()], { error: MSG.emailInvalid })
  .optional()
  .transform((v) => (v == null ? null : v.trim() === '' ? null : v.trim()))
  .pipe(z.union([z.null(), z.email(MSG.emailInvalid).max(EMAIL_MAX_LENGTH, MSG.emailInvalid)]));

/** A new password under the registration rules; the first broken rule's message is reported. */
export const strongPasswordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong)
  .superRefine((password, ctx) => {
    const broken = PASSWORD_RULES.find((rule) => !rule.test(password));
    if (broken) ctx.addIssue({ code: 'custom', message: broken.message });
  });

export const consentField = z.literal(true, { error: MSG.consentRequired });
