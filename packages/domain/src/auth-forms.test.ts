import { describe, expect, it } from 'vitest';
import {
  firstLoginProblem,
  firstRegistrationProblem,
  registrationProblems,
  type RegistrationFormValues,
} from './auth-forms.js';

describe('firstLoginProblem (login)', () => {
  const ok = { acceptTerms: true, acceptPrivacy: true, phone: '05551234567', password: 'abcdef' } as const;
  it.each([
    [{ ...ok, acceptTerms: false }, 'Kullanıcı sözleşmesi ve KVKK aydınlatma metnini onaylamanız gerekmektedir'],
    [{ ...ok, acceptPrivacy: false }, 'Kullanıcı sözleşmesi ve KVKK aydınlatma metnini onaylamanız gerekmektedir'],
    [{ ...ok, phone: '' }, 'Telefon numarası ve şifre gereklidir'],
    [{ ...ok, password: '' }, 'Telefon numarası ve şifre gereklidir'],
    [{ ...ok, password: '12345' }, 'Şifre en az 6 karakter olmalıdır'],
  ])('%j → %s', (values, message) => {
    expect(firstLoginProblem(values as never)).toBe(message);
  });
  it('accepts a complete login', () => expect(firstLoginProblem(ok)).toBeNull());
});

describe('firstRegistrationProblem (register)', () => {
  const ok: RegistrationFormValues = {
    acceptTerms: true,
    acceptPrivacy: true,
    name: 'Ayşe',
    phone: '0555 123 45 67',
    email: '',
    password: 'Uyku2025!',
    passwordRepeat: 'Uyku2025!',
    abGroup: 'control',
  };
  it.each([
    [{ acceptTerms: false }, 'Kullanıcı sözleşmesi ve KVKK aydınlatma metnini onaylamanız gerekmektedir'],
    [{ passwordRepeat: 'Uyku2025?' }, 'Şifreler eşleşmiyor'],
    [{ name: '' }, 'Ad soyad gereklidir'],
    [{ phone: '' }, 'Telefon numarası gereklidir'],
    [{ password: 'Ab1!', passwordRepeat: 'Ab1!' }, 'Şifre en az 8 karakter olmalıdır'],
    [{ password: 'ABCDEFG1!', passwordRepeat: 'ABCDEFG1!' }, 'Şifre en az bir küçük harf içermelidir'],
    [{ password: 'abcdefg1!', passwordRepeat: 'abcdefg1!' }, 'Şifre en az bir büyük harf içermelidir'],
    [{ password: 'Abcdefgh!', passwordRepeat: 'Abcdefgh!' }, 'Şifre en az bir rakam içermelidir'],
    [{ password: 'Abcdefgh1', passwordRepeat: 'Abcdefgh1' }, 'Şifre en az bir özel karakter (@$!%*?&) içermelidir'],
  ])('%j → %s', (overrides, message) => {
    expect(firstRegistrationProblem({ ...ok, ...overrides })).toBe(message);
  });
  it('accepts a complete registration with no e-mail', () => expect(firstRegistrationProblem(ok)).toBeNull());
});

describe('registrationProblems (every message at once)', () => {
  const empty: RegistrationFormValues = {
    acceptTerms: false,
    acceptPrivacy: false,
    name: '',
    phone: '',
    email: '',
    password: '',
    passwordRepeat: '',
    abGroup: 'control',
  };
  it('reports an empty form field by field in the form order, the consents last', () => {
    expect(registrationProblems(empty)).toEqual([
      'Ad soyad gereklidir',
      'Telefon numarası gereklidir',
      'Şifre gereklidir',
      'Kullanıcı sözleşmesi ve KVKK aydınlatma metnini onaylamanız gerekmektedir',
    ]);
  });
  it('reports one message per field and the repeated password after the password', () => {
    expect(registrationProblems({ ...empty, name: 'Ayşe', password: 'ab', passwordRepeat: 'abc', acceptTerms: true, acceptPrivacy: true })).toEqual([
      'Telefon numarası gereklidir',
      'Şifre en az 8 karakter olmalıdır',
      'Şifreler eşleşmiyor',
    ]);
  });
  it('is empty for a complete registration', () => {
    expect(
      registrationProblems({ ...empty, name: 'Ayşe', phone: '05551234567', password: 'Uyku2025!', passwordRepeat: 'Uyku2025!', acceptTerms: true, acceptPrivacy: true }),
    ).toEqual([]);
  });
});
