import { describe, expect, it } from 'vitest';
import { canonicalPhone, phoneInput, phoneSpellings } from './phone.js';
import { phoneField } from './validation.js';

describe('phoneInput', () => {
  it('keeps digits only and stops at 11', () => {
    expect(phoneInput('0555-abc 123 45 67 89')).toBe('05551234567');
    expect(phoneInput('0 (555) 123-45-67')).toBe('05551234567');
    expect(phoneInput('abc')).toBe('');
    expect(phoneInput('')).toBe('');
  });

  it('gives the same result typed one character at a time as pasted at once', () => {
    const typed = [...'0555-abc 123 45 67 89'].reduce((value, char) => phoneInput(value + char), '');
    expect(typed).toBe('05551234567');
  });

  it('drops Arabic-Indic and other non-ASCII digits rather than storing them', () => {
    expect(phoneInput('٠٥٥٥1234567')).toBe('1234567');
  });
});

describe('one form per number', () => {
  it('gives a mobile number typed without its 0 the 0, and leaves every other number as typed', () => {
    expect(canonicalPhone('5321112244')).toBe('05321112244');
    expect(canonicalPhone('05321112244')).toBe('05321112244');
    expect(canonicalPhone('2121112244')).toBe('2121112244');
    expect(canonicalPhone('532111224')).toBe('532111224');
    expect(phoneField().parse('532 111 22 44')).toBe('05321112244');
  });

  it('looks a number up in both of its spellings, as typed first', () => {
    expect(phoneSpellings('5321112244')).toEqual(['5321112244', '05321112244']);
    expect(phoneSpellings('05321112244')).toEqual(['05321112244', '5321112244']);
    expect(phoneSpellings('02121112244')).toEqual(['02121112244']);
  });
});
