import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asExperiment, asParticipant, createUser, loginAs } from '../../support/factories.js';

/** Who may call the admin panel's API: nobody without a token, no participant of either group. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const id = randomUUID();
const ADMIN_ROUTES = [
  ['GET', '/api/admin/stats', undefined],
  ['GET', '/api/admin/users', undefined],
  ['PUT', `/api/admin/users/${id}`, { isApproved: true }],
  ['DELETE', `/api/admin/users/${id}`, undefined],
  ['GET', '/api/admin/password-reset-requests', undefined],
  ['POST', '/api/admin/password-reset/approve', { requestId: id, newPassword: 'Yeni123' }],
  ['POST', '/api/admin/password-reset/reject', { requestId: id }],
  ['GET', '/api/admin/audit-log', undefined],
] as const;

describe('admin routes', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 401 without a token', async (method, url, body) => {
    const response = await call(t.app, method, url, { body });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it.each(ADMIN_ROUTES)('%s %s answers 403 to a participant of either group', async (method, url, body) => {
    for (const { token } of [await asParticipant(t.app, t.db), await asExperiment(t.app, t.db)]) {
      const response = await call(t.app, method, url, { token, body });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'Bu işlem yalnızca yöneticiler içindir', error: 'Bu işlem yalnızca yöneticiler içindir' });
    }
  });

  it('refuses an admin who must first change an admin-set password', async () => {
    const admin = await createUser(t.db, { isAdmin: true, mustChangePassword: true });
    const token = await loginAs(t.app, admin);
    const response = await call(t.app, 'GET', '/api/admin/users', { token });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});
