import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, participantCode } from '@uyku/domain';
import { recordAudit } from '../../../src/lib/audit.js';
import { call } from '../../support/helpers.js';
import { createUser } from '../../support/factories.js';
import { adminSuite } from '../../support/factories-admin.js';

const suite = adminSuite();

const auditLog = (query = '') => call(suite.t.app, 'GET', `/api/admin/audit-log${query}`, { token: suite.admin.token });

describe('GET /admin/audit-log', () => {
  it('shows who did what to whom and when, newest first, with names while the accounts exist', async () => {
    const user = await createUser(suite.t.db, { name: 'Hedef Kişi' });
    await call(suite.t.app, 'PUT', `/api/admin/users/${user.id}`, { token: suite.admin.token, body: { abGroup: 'experiment' } });
    await call(suite.t.app, 'PUT', `/api/admin/users/${user.id}`, { token: suite.admin.token, body: { isApproved: false } });

    const response = await auditLog();
    expect(response.statusCode).toBe(200);
    const [newest, previous] = response.json().entries;
    expect(newest).toMatchObject({
      // Admins have no participant code: by role and account (docs/product.md, "Audit log").
      actor_code: null,
      actor_role: 'admin',
      actor_name: 'Yönetici',
      action: 'user.unapprove',
      target_code: participantCode(user.participantNumber),
      target_role: 'participant',
      target_name: 'Hedef Kişi',
      details: {},
    });
    expect(previous).toMatchObject({ action: 'user.group_change', details: { from: 'control', to: 'experiment' } });
    expect(newest.id).toBeGreaterThan(previous.id);
    expect(new Date(newest.created_at).toISOString()).toBe(newest.created_at);

    await call(suite.t.app, 'DELETE', `/api/admin/users/${user.id}`, { token: suite.admin.token });
    const afterDeletion = (await auditLog()).json().entries as { target_code: string; target_name: string | null }[];
    for (const entry of afterDeletion.filter((e) => e.target_code === participantCode(user.participantNumber))) {
      expect(entry.target_name).toBeNull();
    }
  });

  it('pages through older entries with `before`', async () => {
    const user = await createUser(suite.t.db);
    const target = { id: user.id, participantNumber: user.participantNumber };
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i++) {
      await recordAudit(suite.t.db, { actor: suite.admin.user, action: 'user.update', target, details: { fields: ['name'] } });
    }
    const first = (await auditLog()).json();
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    const lastId = first.entries.at(-1).id as number;
    const second = (await auditLog(`?before=${lastId}`)).json();
    expect(second.entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of second.entries as { id: number }[]) expect(entry.id).toBeLessThan(lastId);
    const seen = new Set([...first.entries, ...second.entries].map((e: { id: number }) => e.id));
    expect(seen.size).toBe(first.entries.length + second.entries.length);
  });

  it('answers a malformed page cursor with 400 and a Turkish message', async () => {
    for (const before of ['abc', '-1', '1.5']) {
      const response = await auditLog(`?before=${before}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Geçersiz sayfa' });
    }
  });
});
