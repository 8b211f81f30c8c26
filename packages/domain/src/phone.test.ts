import { describe, expect, it } from 'vitest';
import { phoneInput } from './phone.js';

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
