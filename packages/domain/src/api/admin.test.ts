import { describe, expect, it } from 'vitest';
import { approveResetRequestSchema, updateUserRequestSchema } from './admin.js';
import { firstPasswordChangeProblem } from './password-change.js';

describe('updateUserRequestSchema', () => {
  it('leaves absent fields absent, so an update touches only what was sent', () => {
    expect(updateUserRequestSchema.parse({ isApproved: true })).toEqual({ isApproved: true });
  });

  it('sends an empty e-mail as none', () => {
    expect(updateUserRequestSchema.parse({ email: '  ' })).toEqual({ email: null });
    expect(updateUserRequestSchema.parse({ email: null })).toEqual({ email: null });
  });

  it('needs at least one field; the phone is not one (it is read-only)', () => {
    for (const body of [{}, { phone: '05551234567' }]) {
      const parsed = updateUserRequestSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Güncellenecek bir alan gönderilmedi');
    }
  });
});

describe('approveResetRequestSchema', () => {
  it('takes an admin-set password of 6 characters, not fewer', () => {
    const requestId = '6f1c1b8e-2f7a-4d0e-9b57-1d2a3c4b5e6f';
    expect(approveResetRequestSchema.safeParse({ requestId, newPassword: 'abcdef' }).success).toBe(true);
    const short = approveResetRequestSchema.safeParse({ requestId, newPassword: 'abcde' });
    expect(short.error?.issues[0]?.message).toBe('Şifre en az 6 karakter olmalıdır');
  });
});

describe('firstPasswordChangeProblem', () => {
  const valid = { currentPassword: 'Gecici1', newPassword: 'Kendi2025!', newPasswordRepeat: 'Kendi2025!' };

  it.each([
    [{ ...valid, currentPassword: '' }, 'Mevcut şifre gereklidir'],
    [{ ...valid, newPasswordRepeat: 'Baska2025!' }, 'Şifreler eşleşmiyor'],
    [{ ...valid, newPassword: 'kisa', newPasswordRepeat: 'kisa' }, 'Şifre en az 8 karakter olmalıdır'],
    [{ ...valid, newPassword: 'kendi2025!', newPasswordRepeat: 'kendi2025!' }, 'Şifre en az bir büyük harf içermelidir'],
    [{ currentPassword: 'Kendi2025!', newPassword: 'Kendi2025!', newPasswordRepeat: 'Kendi2025!' }, 'Yeni şifre mevcut şifreden farklı olmalıdır'],
  ])('reports the first problem: %j → %s', (values, message) => {
    expect(firstPasswordChangeProblem(values)).toBe(message);
  });

  it('accepts a valid change', () => {
    expect(firstPasswordChangeProblem(valid)).toBeNull();
  });
});
