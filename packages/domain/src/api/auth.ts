import { z } from 'zod';
import { AB_GROUPS, DEFAULT_AB_GROUP, LOGIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';
import { normalizePhone } from '../phone.js';
import { consentField, nameField, optionalEmailField, phoneField, strongPasswordField } from '../validation.js';

export const abGroupSchema = z.enum(AB_GROUPS, { error: MSG.groupInvalid });

/** The signed-in user as the client stores it. */
export const sessionUserSchema = z.object({
  userId: z.string(),
  phone: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  abGroup: abGroupSchema,
  /** Set after an admin reset the password: the user must choose a new one before anything else. */
  mustChangePassword: z.boolean(),
  /** A legal text's version rose since the user last accepted it: they accept the new one first (decision 006). */
  consentRequired: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * Login (docs/product.md, "Registration and sign-in"): both consents, then phone and password
 * present, then password ≥ 6. Missing phone or password share one message. The consents may be left
 * out: the original call is `phone, password`, sent only once the screen's two boxes are ticked; a box sent
 * as anything but `true` refuses (docs/decisions/014).
 */
export const loginRequestSchema = z.object({
  acceptTerms: consentField.optional(),
  acceptPrivacy: consentField.optional(),
  phone: z
    .string({ error: MSG.phoneAndPasswordRequired })
    .transform(normalizePhone)
    .pipe(z.string().min(1, MSG.phoneAndPasswordRequired).max(11, MSG.phoneTooLong)),
  password: z
    .string({ error: MSG.phoneAndPasswordRequired })
    .min(1, MSG.phoneAndPasswordRequired)
    .min(LOGIN_PASSWORD_MIN_LENGTH, MSG.loginPasswordTooShort)
    .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
  token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Registration. A public caller who sends a consent as `false` is refused; the original call leaves
 * them out, as its form sends only once both boxes are ticked (docs/decisions/014). An admin adding
 * a user consents for nobody (the user accepts at their first sign-in), and only an admin's
 * `isAdmin` is honoured.
 */
export const registerRequestSchema = z.object({
  acceptTerms: z.boolean().optional(),
  acceptPrivacy: z.boolean().optional(),
  name: nameField,
  phone: phoneField(),
  email: optionalEmailField,
  password: strongPasswordField,
  abGroup: abGroupSchema.default(DEFAULT_AB_GROUP),
  isAdmin: z.boolean().optional(),
  /** The answer to the study's stratification question, when randomisation asks one (decision 009). */
  stratumAnswer: z
    .string({ error: 'Bu sorunun yanıtı metin olmalıdır' })
    .max(100, 'Lütfen bu soru için listedeki seçeneklerden birini seçin')
    .optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  userId: z.string(),
  isApproved: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const passwordResetRequestSchema = z.object({ phone: phoneField(MSG.phoneRequired) });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/**
 * The registration status page (docs/product.md, "Registration and sign-in"): a registrant asks,
 * with their phone, whether their account is approved yet and how to reach the study team. It says
 * no more than the password-reset request already does (whether a number is registered), plus
 * whether it is approved.
 */
export const registrationStatusRequestSchema = z.object({ phone: phoneField(MSG.phoneRequired) });
export type RegistrationStatusRequest = z.input<typeof registrationStatusRequestSchema>;

export const REGISTRATION_STATUSES = ['pending', 'approved'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const registrationStatusResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(REGISTRATION_STATUSES),
  /** How to reach the study team, as the study settings give it; null when not set. */
  study_contact: z.string().nullable(),
});
export type RegistrationStatusResponse = z.infer<typeof registrationStatusResponseSchema>;

/** `GET /auth/verify` answers the user in the original snake_case shape. */
export const verifiedUserSchema = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  is_admin: z.boolean(),
  ab_group: abGroupSchema,
  must_change_password: z.boolean(),
  consent_required: z.boolean().optional(),
});
export type VerifiedUser = z.infer<typeof verifiedUserSchema>;

export const verifyResponseSchema = z.object({ success: z.literal(true), user: verifiedUserSchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
