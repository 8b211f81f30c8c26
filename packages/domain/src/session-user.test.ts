import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from './api/auth.js';
import { isStoredSessionUser, sessionUserFromVerified } from './session-user.js';

const valid = {
  userId: '0b5c9f4e-1111-4222-8333-944455556666',
  phone: '05321234567',
  name: 'Ayşe Yılmaz',
  email: null,
  isAdmin: false,
  abGroup: 'experiment',
  mustChangePassword: false,
};

/** Valid users and every way a stored value can be broken, one field at a time. */
const samples: unknown[] = [
  valid,
  { ...valid, email: 'ayse@example.com' },
  { ...valid, consentRequired: true },
  { ...valid, consentRequired: false },
  { ...valid, abGroup: 'control', isAdmin: true, mustChangePassword: true },
  { ...valid, extra: 'ignored' },
  null,
  undefined,
  'user',
  42,
  [valid],
  {},
  { ...valid, userId: 7 },
  { ...valid, phone: null },
  { ...valid, name: undefined },
  { ...valid, email: undefined },
  { ...valid, email: 5 },
  { ...valid, isAdmin: 'false' },
  { ...valid, abGroup: 'placebo' },
  { ...valid, abGroup: undefined },
  { ...valid, mustChangePassword: 0 },
  { ...valid, consentRequired: null },
  { ...valid, consentRequired: 'yes' },
];

describe('isStoredSessionUser (the zod-free check the web app runs before its first screen)', () => {
  it('accepts exactly what sessionUserSchema accepts', () => {
    for (const sample of samples) {
      expect(isStoredSessionUser(sample), JSON.stringify(sample)).toBe(sessionUserSchema.safeParse(sample).success);
    }
    expect(samples.filter(isStoredSessionUser)).toHaveLength(6);
  });

  it('every key of the schema is checked', () => {
    for (const key of Object.keys(sessionUserSchema.shape)) {
      if (key === 'consentRequired') continue;
      const missing: Record<string, unknown> = { ...valid, consentRequired: true };
      delete missing[key];
      expect(isStoredSessionUser(missing), key).toBe(false);
    }
  });
});

describe('sessionUserFromVerified', () => {
  it('maps the snake_case answer of GET /auth/verify to a valid session user', () => {
    const user = sessionUserFromVerified({
      id: valid.userId,
      phone: valid.phone,
      name: valid.name,
      email: 'ayse@example.com',
      is_admin: true,
      ab_group: 'control',
      must_change_password: true,
      consent_required: false,
    });
    expect(user).toEqual({ ...valid, email: 'ayse@example.com', isAdmin: true, abGroup: 'control', mustChangePassword: true, consentRequired: false });
    expect(isStoredSessionUser(user)).toBe(true);
  });
});
