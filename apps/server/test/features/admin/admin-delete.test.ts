import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { participantCode } from '@uyku/domain';
import { auditLog, messages, users } from '../../../src/db/schema/index.js';
import { call } from '../../support/helpers.js';
import { createUser, signedIn } from '../../support/factories.js';
import {
  auditRowsAbout,
  countReferences,
  createResetRequest,
  insertNextNight,
  userReferencingColumns,
  adminSuite,
} from '../../support/factories-admin.js';

const suite = adminSuite();

const remove = (id: string, token = suite.admin.token) => call(suite.t.app, 'DELETE', `/api/admin/users/${id}`, { token });

describe('DELETE /admin/users/{id}', () => {
  it('removes every row of the participant in every table and keeps only a pseudonymous audit row', async () => {
    const { user, token } = await signedIn(suite.t.app, suite.t.db, { name: 'Silinecek Kişi', email: 'sil@example.com' });
    await insertNextNight(suite.t.db, user.id);
    await createResetRequest(suite.t.db, user.id);
    await suite.t.db.insert(messages).values([
      { userId: user.id, sender: 'user', authorId: user.id, text: 'Uyuyamıyorum' },
      { userId: user.id, sender: 'expert', authorId: suite.admin.user.id, text: 'Yardımcı olalım' },
    ]);
    const columns = await userReferencingColumns(suite.t.db);
    // The check must see the tables that hold a user's data, or it proves nothing.
    expect(columns.map((c) => c.table)).toEqual(
      expect.arrayContaining(['sessions', 'consents', 'password_reset_requests', 'sleep_sessions', 'messages', 'audit_log']),
    );
    let before = 0;
    for (const { table, column } of columns) before += await countReferences(suite.t.db, table, column, user.id);
    expect(before).toBeGreaterThanOrEqual(6);

    const response = await remove(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Kullanıcı silindi' });

    for (const { table, column } of columns) {
      expect(await countReferences(suite.t.db, table, column, user.id), `${table}.${column}`).toBe(0);
    }
    expect(await suite.t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect((await call(suite.t.app, 'GET', '/api/auth/verify', { token })).statusCode).toBe(401);

    const [audit] = await auditRowsAbout(suite.t.db, participantCode(user.participantNumber));
    expect(audit).toMatchObject({ action: 'user.delete', actorId: suite.admin.user.id, targetUserId: null, details: { abGroup: 'control' } });
    const everyAuditRow = JSON.stringify(await suite.t.db.select().from(auditLog));
    for (const personal of [user.phone, 'Silinecek Kişi', 'sil@example.com']) expect(everyAuditRow).not.toContain(personal);
  });

  it('refuses to delete an admin account, the caller\'s own included', async () => {
    const other = await createUser(suite.t.db, { isAdmin: true });
    for (const id of [other.id, suite.admin.user.id]) {
      const response = await remove(id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT', message: 'Yönetici hesapları silinemez' });
      expect(await suite.t.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
    }
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    expect((await remove(randomUUID())).statusCode).toBe(404);
    const malformed = await remove('kullanici-1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Geçersiz kimlik');
  });
});
