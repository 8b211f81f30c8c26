import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';
import { strongPasswordField } from '../validation.js';
import { sessionUserSchema } from './auth.js';

export const PASSWORD_CHANGE_MSG = {
  currentRequired: 'Mevcut şifre gereklidir',
  currentWrong: 'Mevcut şifre hatalı',
  mustDiffer: 'Yeni şifre mevcut şifreden farklı olmalıdır',
  changed: 'Şifreniz başarıyla değiştirildi',
} as const;

/**
 * `POST /auth/change-password`: the current password (after an admin reset, the one the admin
 * passed on) and a new one under the registration rules.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: PASSWORD_CHANGE_MSG.currentRequired })
    .min(1, PASSWORD_CHANGE_MSG.currentRequired)
    .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong),
  newPassword: strongPasswordField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export interface ChangePasswordFormValues {
  currentPassword: string;
  newPassword: string;
  newPasswordRepeat: string;
}

/** The first problem of the change-password form, so the page shows what the API would answer. */
export function firstPasswordChangeProblem(values: ChangePasswordFormValues): string | null {
  if (!values.currentPassword) return PASSWORD_CHANGE_MSG.currentRequired;
  // The same order as registration: matching passwords first, then the rules.
  if (values.newPassword !== values.newPasswordRepeat) return MSG.passwordsDoNotMatch;
  const parsed = changePasswordRequestSchema.safeParse(values);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? null;
  if (values.newPassword === values.currentPassword) return PASSWORD_CHANGE_MSG.mustDiffer;
  return null;
}
