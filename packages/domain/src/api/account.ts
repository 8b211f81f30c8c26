import { z } from 'zod';
import { LEGAL_DOCUMENT_KEYS, LEGAL_DOCUMENTS, type LegalDocument } from '../legal.js';
import { consentField, nameField, optionalEmailField } from '../validation.js';
import { sessionUserSchema } from './auth.js';

/**
 * The participant's own account (KVKK article 11): their data as a file, the correction of what
 * they told us, the record of their consents, and the deletion of the account.
 */

export const ACCOUNT_MSG = {
  deleted: 'Hesabınız silindi',
  lastAdmin: 'Platformdaki son yönetici hesabı silinemez. Önce başka bir kullanıcıya yönetici yetkisi verin.',
  profileUpdated: 'Bilgileriniz güncellendi',
  consentsAccepted: 'Güncel metinleri kabul ettiniz',
  consentRequired: 'Devam etmek için güncellenen kullanıcı sözleşmesini ve aydınlatma metnini onaylamanız gerekmektedir',
} as const;

/** The download's file name: `uyku-platformu-verilerim-2026-11-21.json` (a dated JSON file; docs/product.md, "Personal data"). */
export function dataDownloadFileName(isoDate: string): string {
  return `uyku-platformu-verilerim-${isoDate}.json`;
}

/** `PUT /user/profile`: the participant corrects their name and e-mail (the phone is their sign-in name). */
export const updateProfileRequestSchema = z.object({
  name: nameField,
  email: optionalEmailField,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

const legalDocumentSchema = z.enum(LEGAL_DOCUMENT_KEYS as [LegalDocument, ...LegalDocument[]]);

/** One acceptance: which version of which legal text, when. */
export const consentRecordSchema = z.object({
  document: legalDocumentSchema,
  version: z.string(),
  accepted_at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** `GET /user/consents`: the history, newest first, and whether a current version is still to accept. */
export const consentsResponseSchema = z.object({
  success: z.literal(true),
  consents: z.array(consentRecordSchema),
  consent_required: z.boolean(),
});
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

/** `POST /user/consents`: accepting the current version of both texts. */
export const acceptConsentsRequestSchema = z.object({
  acceptTerms: consentField,
  acceptPrivacy: consentField,
});
export type AcceptConsentsRequest = z.input<typeof acceptConsentsRequestSchema>;

export const acceptConsentsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUserSchema,
});
export type AcceptConsentsResponse = z.infer<typeof acceptConsentsResponseSchema>;

/** The legal texts in force, as the profile and the acceptance screen name them. */
export function currentLegalVersions(): { document: LegalDocument; version: string; date: string; title: string }[] {
  return LEGAL_DOCUMENT_KEYS.map((document) => ({ document, ...LEGAL_DOCUMENTS[document] }));
}
