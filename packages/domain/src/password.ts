import { REGISTER_PASSWORD_MIN_LENGTH } from './constants.js';

export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

export interface PasswordRule {
  key: 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';
  /** Short label for the live checklist. */
  label: string;
  /** The rule's exact Turkish error text. */
  message: string;
  test: (password: string) => boolean;
}

/**
 * Registration and admin add-user password rules, in a fixed order (docs/product.md, "Registration and sign-in"):
 * the first failing rule is the one reported.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    key: 'length',
    label: 'En az 8 karakter',
    message: 'Şifre en az 8 karakter olmalıdır',
    test: (p) => p.length >= REGISTER_PASSWORD_MIN_LENGTH,
  },
  {
    key: 'lowercase',
    label: 'En az bir küçük harf',
    message: 'Şifre en az bir küçük harf içermelidir',
    // Turkish lowercase letters count too: a participant typing "ğ" is typing a lowercase letter.
    test: (p) => /[a-zçğıöşü]/.test(p),
  },
  {
    key: 'uppercase',
    label: 'En az bir büyük harf',
    message: 'Şifre en az bir büyük harf içermelidir',
    test: (p) => /[A-ZÇĞİÖŞÜ]/.test(p),
  },
  {
    key: 'digit',
    label: 'En az bir rakam',
    message: 'Şifre en az bir rakam içermelidir',
    test: (p) => /\d/.test(p),
  },
  {
    key: 'special',
    label: 'En az bir özel karakter (@$!%*?&)',
    message: 'Şifre en az bir özel karakter (@$!%*?&) içermelidir',
    test: (p) => /[@$!%*?&]/.test(p),
  },
];

export interface PasswordCheck {
  key: PasswordRule['key'];
  label: string;
  met: boolean;
}

/** The live checklist shown under the password field. */
export function checkPassword(password: string): PasswordCheck[] {
  return PASSWORD_RULES.map((rule) => ({ key: rule.key, label: rule.label, met: rule.test(password) }));
}

/** The message of the first rule the password breaks, or null when it satisfies all of them. */
export function firstPasswordProblem(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}
