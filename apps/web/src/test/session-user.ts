import type { SessionUser } from '@uyku/domain';

/** A signed-in participant for tests (control group, not an admin); `overrides` sets what a test needs. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 'u1',
    phone: '05551234567',
    name: 'Ayşe',
    email: null,
    isAdmin: false,
    abGroup: 'control',
    mustChangePassword: false,
    ...overrides,
  };
}
