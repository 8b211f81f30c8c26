import { z } from 'zod';
import { ADMIN_RESET_PASSWORD_MIN_LENGTH, DEFAULT_AB_GROUP, PASSWORD_MAX_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';
import { nameField, optionalEmailField, phoneField, strongPasswordField } from '../validation.js';
import { abGroupSchema } from './auth.js';
import { isCalendarDay } from '../sleep/calendar.js';

/**
 * Contracts of the admin panel's API (`/api/admin/*`, docs/product.md, "Admin panel"). Response
 * fields use the original snake_case names; request fields the camelCase the original calls send.
 */

export const ADMIN_MSG = {
  userNotFound: 'Kullanıcı bulunamadı',
  nothingToUpdate: 'Güncellenecek bir alan gönderilmedi',
  cannotRemoveOwnAdmin: 'Kendi yönetici yetkinizi kaldıramazsınız',
  cannotRevokeOwnApproval: 'Kendi hesabınızın onayını kaldıramazsınız',
  lastAdmin: 'Sistemdeki son yöneticinin yetkisi kaldırılamaz',
  cannotDeleteAdmin: 'Yönetici hesapları silinemez',
  requestNotFound: 'Şifre sıfırlama talebi bulunamadı',
  requestAlreadyResolved: 'Bu talep zaten sonuçlandırılmış',
  resetPasswordTooShort: 'Şifre en az 6 karakter olmalıdır',
  userUpdated: 'Kullanıcı başarıyla güncellendi',
  userDeleted: 'Kullanıcı silindi',
  resetApproved: 'Şifre sıfırlandı',
  resetRejected: 'Talep reddedildi',
  invalidId: 'Geçersiz kimlik',
  phoneCorrected: 'Telefon numarası düzeltildi; kişinin oturumları kapatıldı',
  phoneUnchanged: 'Yeni numara mevcut numarayla aynı',
} as const;

/** User (admin view). `participant_code` is the pseudonym of exports and the audit log; null for an admin (admins have no participant code). */
export const adminUserSchema = z.object({
  id: z.string(),
  participant_code: z.string().nullable(),
  phone: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  is_admin: z.boolean(),
  is_approved: z.boolean(),
  ab_group: abGroupSchema,
  created_at: z.string(),
  /** Study day 1 (decision 009): the approval date unless an admin set another; null before approval. */
  enrolled_on: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({ success: z.literal(true), users: z.array(adminUserSchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** Admin stats: user counts are of participants, i.e. non-admin accounts. */
export const adminStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: z.object({
    users: z.object({ total: z.number().int(), control: z.number().int(), experiment: z.number().int() }),
    sleep: z.object({ totalRecords: z.number().int() }),
  }),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;
export type AdminStats = AdminStatsResponse['stats'];

/**
 * `POST /admin/users`: an admin adds an account (the add-user modal, docs/product.md, "Users"). It is approved at
 * once and may be an admin; the user accepts the legal texts at their first sign-in.
 */
export const createUserRequestSchema = z.object({
  name: nameField,
  phone: phoneField(),
  email: optionalEmailField,
  password: strongPasswordField,
  abGroup: abGroupSchema.default(DEFAULT_AB_GROUP),
  isAdmin: z.boolean({ error: 'Yönetici alanı doğru/yanlış olmalıdır' }).optional(),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const createUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  userId: z.string(),
  isApproved: z.boolean(),
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

/**
 * `PUT /admin/users/{id}`: any of name, email, abGroup, isAdmin, isApproved. The phone is
 * read-only; an empty e-mail is stored as none.
 */
export const updateUserRequestSchema = z
  .object({
    name: nameField.optional(),
    email: optionalEmailField.optional(),
    abGroup: abGroupSchema.optional(),
    isAdmin: z.boolean({ error: 'Yönetici alanı doğru/yanlış olmalıdır' }).optional(),
    isApproved: z.boolean({ error: 'Onay alanı doğru/yanlış olmalıdır' }).optional(),
    enrolledOn: z
      .string({ error: 'Kayıt tarihi YYYY-AA-GG biçiminde olmalıdır' })
      .refine(isCalendarDay, { error: 'Kayıt tarihi YYYY-AA-GG biçiminde olmalıdır' })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: ADMIN_MSG.nothingToUpdate });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const updateUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: adminUserSchema,
});
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;

/**
 * An admin's correction of a participant's phone (docs/product.md, "Registration and sign-in"): a
 * deliberate act of its own, apart from the edit form where the phone stays read-only.
 */
export const correctPhoneRequestSchema = z.object({ phone: phoneField() });
export type CorrectPhoneRequest = z.input<typeof correctPhoneRequestSchema>;

/**
 * Accounts whose numbers are one number in two spellings (stored before numbers had one form):
 * listed for the admin to decide, never merged by the platform.
 */
export const phoneDuplicatesResponseSchema = z.object({
  success: z.literal(true),
  duplicates: z.array(
    z.object({
      phone: z.string(),
      users: z.array(z.object({ id: z.string(), name: z.string(), phone: z.string(), created_at: z.string() })),
    }),
  ),
});
export type PhoneDuplicatesResponse = z.infer<typeof phoneDuplicatesResponseSchema>;

/** Password reset request as the admin sees it. */
export const adminResetRequestSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
});
export type AdminResetRequest = z.infer<typeof adminResetRequestSchema>;

export const adminResetRequestsResponseSchema = z.object({
  success: z.literal(true),
  requests: z.array(adminResetRequestSchema),
});
export type AdminResetRequestsResponse = z.infer<typeof adminResetRequestsResponseSchema>;

const requestIdField = z.uuid({ error: ADMIN_MSG.invalidId });

/** The admin-set password only needs 6 characters; the user replaces it at the next sign-in (docs/product.md, "Password resets"). */
export const resetPasswordField = z
  .string({ error: ADMIN_MSG.resetPasswordTooShort })
  .min(ADMIN_RESET_PASSWORD_MIN_LENGTH, ADMIN_MSG.resetPasswordTooShort)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong);

export const approveResetRequestSchema = z.object({ requestId: requestIdField, newPassword: resetPasswordField });
export type ApproveResetRequest = z.input<typeof approveResetRequestSchema>;

export const approveResetResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  phone: z.string(),
  newPassword: z.string(),
});
export type ApproveResetResponse = z.infer<typeof approveResetResponseSchema>;

export const rejectResetRequestSchema = z.object({ requestId: requestIdField });
export type RejectResetRequest = z.input<typeof rejectResetRequestSchema>;

/**
 * Audit log. Actions are dotted names; each feature that records one adds its Turkish label here,
 * so the 'İşlem Geçmişi' tab can name it without importing the feature.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.create': 'Kullanıcı eklendi',
  'user.update': 'Kullanıcı bilgileri güncellendi',
  'user.approve': 'Kullanıcı onaylandı',
  'user.unapprove': 'Kullanıcı onayı iptal edildi',
  'user.group_change': 'Grup değiştirildi',
  'user.admin_grant': 'Yönetici yetkisi verildi',
  'user.admin_revoke': 'Yönetici yetkisi kaldırıldı',
  'user.delete': 'Kullanıcı silindi',
  'account.self_delete': 'Katılımcı kendi hesabını sildi',
  'password_reset.approve': 'Şifre sıfırlama onaylandı',
  'password_reset.reject': 'Şifre sıfırlama reddedildi',
  'form.create': 'Form eklendi',
  'form.update': 'Form güncellendi',
  'form.toggle': 'Form etkinliği değiştirildi',
  'form.schedule': 'Formun ölçüm günleri değiştirildi',
  'form.delete': 'Form silindi',
  'study.settings': 'Çalışma ayarları değiştirildi',
  'study.allocation_list_sealed': 'Atama listesi mühürlendi',
  'study.allocation_list_revealed': 'Atama listesi açıldı',
  'study.analysis_plan_locked': 'Analiz planı kilitlendi',
  'study.analysis_plan_changed': 'Kilitli analiz planı değiştirildi',
  'study.export': 'Tüm çalışma verileri indirildi (ZIP)',
  'user.enrolment_change': 'Çalışmaya başlangıç tarihi değiştirildi',
  'admin.startup': 'Sunucu başlangıcında yönetici hesabı ayarlandı',
};

/**
 * What the audit log stores instead of a participant code for an admin: admins have no
 * participant code, and appear by role and account ('Yönetici · name', docs/product.md "Audit log").
 */
export const AUDIT_ADMIN_CODE = 'ADMIN';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** The actor's participant code; null for an admin (see actor_role). */
  actor_code: z.string().nullable(),
  actor_role: z.enum(['admin', 'participant']),
  /** The actor's current name while the account exists; null after deletion. */
  actor_name: z.string().nullable(),
  action: z.string(),
  target_code: z.string().nullable(),
  /** Null when there is no target. */
  target_role: z.enum(['admin', 'participant']).nullable(),
  target_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditLogQuerySchema = z.object({
  /** Entries older than this id (the previous page's last id). */
  before: z.coerce.number({ error: 'Geçersiz sayfa' }).int('Geçersiz sayfa').positive('Geçersiz sayfa').optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  /** Whether older entries exist beyond this page. */
  hasMore: z.boolean(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
