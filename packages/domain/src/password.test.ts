import { describe, expect, it } from 'vitest';
import { checkPassword, firstPasswordProblem } from './password.js';
import { normalizePhone, isValidPhone } from './phone.js';

describe('password rules', () => {
  it('reports the rules in their fixed order', () => {
    expect(checkPassword('').map((c) => c.key)).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special']);
  });
  it('ticks each rule as it is met', () => {
    expect(checkPassword('aB3@').map((c) => c.met)).toEqual([false, true, true, true, true]);
    expect(checkPassword('Uyku2025!').every((c) => c.met)).toBe(true);
  });
  it('counts Turkish letters', () => {
    expect(firstPasswordProblem('ĞÜŞİÖÇ12!')).toBe('Şifre en az bir küçük harf içermelidir');
    expect(firstPasswordProblem('ğüşıöç12!')).toBe('Şifre en az bir büyük harf içermelidir');
    expect(firstPasswordProblem('Ğüşıöç12!')).toBeNull();
  });
  it('accepts only @$!%*?& as special characters', () => {
    expect(firstPasswordProblem('Abcdefg1#')).toBe('Şifre en az bir özel karakter (@$!%*?&) içermelidir');
  });
});

describe('phone', () => {
  it('strips everything but digits', () => expect(normalizePhone('+90 (555) 123-45-67')).toBe('905551234567'));
  it('allows at most 11 digits', () => {
    expect(isValidPhone('05551234567')).toBe(true);
    expect(isValidPhone('905551234567')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});
