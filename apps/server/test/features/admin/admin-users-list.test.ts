import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsersResponseSchema, participantCode } from '@uyku/domain';
import { users } from '../../../src/db/schema/index.js';
import { participantCodeSql, usersListAnswer } from '../../../src/features/admin/users-list.js';
import { presentAdminUser } from '../../../src/features/admin/presenters.js';
import { call } from '../../support/helpers.js';
import { createUser } from '../../support/factories.js';
import { insertNextNight, adminSuite } from '../../support/factories-admin.js';

/**
 * `GET /api/admin/users` is written whole by the database (decision 026,
 * `features/admin/users-list.ts`). These tests pin it to the answer the former read gave, byte for
 * byte: drizzle's rows (created_at a Date), `presentAdminUser`, the route's zod schema and JSON.stringify.
 */

const suite = adminSuite();

/**
 * The former route, kept here as the reference. It ordered by created_at alone; accounts created
 * in one statement tie there, and the participant number now decides, so the reference does too.
 */
async function formerAnswer(): Promise<string> {
  const rows = await suite.t.db.select().from(users).orderBy(asc(users.createdAt), asc(users.participantNumber));
  return JSON.stringify(adminUsersResponseSchema.parse({ success: true, users: rows.map(presentAdminUser) }));
}

async function listed() {
  const response = await call(suite.t.app, 'GET', '/api/admin/users', { token: suite.admin.token });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('GET /api/admin/users, built by the database', () => {
  it('answers the same bytes as before for every kind of account, with and without sleep data', async () => {
    const withNights = await createUser(suite.t.db, { name: 'Ayşe "Gece" Kuşu\\', email: 'ayse@example.com', enrolledOn: '2025-10-01' });
    await insertNextNight(suite.t.db, withNights.id);
    await createUser(suite.t.db, { name: 'Bekleyen Ğ', email: null, isApproved: false, group: 'experiment', enrolledOn: null });
    await createUser(suite.t.db, { name: 'İkinci Yönetici', isAdmin: true, enrolledOn: null });
    // Microseconds that toISOString() never shows: both ways truncate them to milliseconds.
    await createUser(suite.t.db, { name: 'Mikro 1', createdAt: new Date('2025-01-02T03:04:05.999Z') });
    const micro = await createUser(suite.t.db, { name: 'Mikro 2' });
    await suite.t.db.execute(sql`update users set created_at = '2025-01-02 03:04:05.123999+00' where id = ${micro.id}`);

    const response = await listed();
    expect(response.body).toBe(await formerAnswer());
    const listedUsers = adminUsersResponseSchema.parse(response.json()).users;
    expect(listedUsers.find((u) => u.id === micro.id)?.created_at).toBe('2025-01-02T03:04:05.123Z');
    expect(listedUsers.find((u) => u.id === withNights.id)).toMatchObject({ email: 'ayse@example.com', enrolled_on: '2025-10-01' });
  });

  it('orders accounts created at the same instant by participant number, every time', async () => {
    const instant = new Date('2024-06-01T12:00:00.000Z');
    const tied = [];
    for (let i = 0; i < 4; i++) tied.push(await createUser(suite.t.db, { name: `Aynı an ${i}`, createdAt: instant }));
    // A later participant number with an earlier instant still comes first.
    const earlier = await createUser(suite.t.db, { name: 'Daha önce', createdAt: new Date('2024-05-31T23:59:59.999Z') });

    const response = await listed();
    expect(response.body).toBe(await formerAnswer());
    const ids = (response.json().users as { id: string }[]).map((u) => u.id);
    const order = [earlier, ...tied].map((user) => ids.indexOf(user.id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect((await listed()).body).toBe(response.body);
  });

  it("does not depend on the connection's time zone or date style", async () => {
    await createUser(suite.t.db, { name: 'Saat dilimi', createdAt: new Date('2025-03-30T00:30:00.456Z'), enrolledOn: '2025-03-30' });
    const usual = await usersListAnswer(suite.t.db);
    const elsewhere = await suite.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Kolkata'`);
      await tx.execute(sql`set local datestyle = 'SQL, DMY'`);
      return usersListAnswer(tx);
    });
    expect(elsewhere).toBe(usual);
    expect(usual).toBe(await formerAnswer());
    expect(adminUsersResponseSchema.parse(JSON.parse(usual)).users.find((u) => u.name === 'Saat dilimi')).toMatchObject({
      created_at: '2025-03-30T00:30:00.456Z',
      enrolled_on: '2025-03-30',
    });
  });

  it("writes participant codes as the domain's participantCode does, short and long numbers alike", async () => {
    const numbers = [1, 9, 10, 42, 999, 1000, 9999, 10000, 123456, 2147483647];
    const result = (await suite.t.db.execute(
      sql`select n, ${participantCodeSql(sql`n`)} as code from unnest(${sql.raw(`array[${numbers.join(',')}]::int[]`)}) n order by n`,
    )) as unknown as { rows: { n: number; code: string }[] };
    expect(result.rows.map((row) => row.code)).toEqual(numbers.map(participantCode));
    expect(result.rows.map((row) => row.code).slice(0, 4)).toEqual(['P0001', 'P0009', 'P0010', 'P0042']);
  });
});
