import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { users, type UserRow } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { call } from './helpers.js';

/** Satisfies every registration rule. */
export const DEFAULT_PASSWORD = 'Uyku2025!';

let hashOfDefault: Promise<string> | undefined;
let phoneCounter = 0;

/** Unique 11-digit phone numbers, distinct across test files running in parallel. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const seed = (process.pid % 10_000) * 10_000 + (phoneCounter % 10_000);
  return `05${String(seed).padStart(9, '0').slice(-9)}`;
}

export type UserOverrides = Partial<Omit<UserRow, 'passwordHash' | 'id' | 'participantNumber'>> & { password?: string };

/** Inserts a user directly (approved participant of the control group unless told otherwise). */
export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<UserRow & { password: string }> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  hashOfDefault ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = password === DEFAULT_PASSWORD ? await hashOfDefault : await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ name: 'Test Katılımcı', phone: uniquePhone(), isApproved: true, ...fields, passwordHash })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return { ...row, password };
}

export async function loginAs(app: FastifyInstance, user: { phone: string; password: string }): Promise<string> {
  const response = await call(app, 'POST', '/api/auth/login', {
    body: { phone: user.phone, password: user.password, acceptTerms: true, acceptPrivacy: true },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** A signed-in user of the given kind, with their token. */
export async function signedIn(
  app: FastifyInstance,
  db: Database,
  overrides: UserOverrides = {},
): Promise<{ user: UserRow & { password: string }; token: string }> {
  const user = await createUser(db, overrides);
  return { user, token: await loginAs(app, user) };
}

export const asAdmin = (app: FastifyInstance, db: Database) => signedIn(app, db, { isAdmin: true, name: 'Yönetici' });
export const asParticipant = (app: FastifyInstance, db: Database, overrides: UserOverrides = {}) =>
  signedIn(app, db, overrides);
export const asExperiment = (app: FastifyInstance, db: Database) => signedIn(app, db, { group: 'experiment' });
