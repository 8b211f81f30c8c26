import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { serverSecrets } from '../db/schema/index.js';

/** Every secret the server makes for itself (docs/operations.md, "What lives where"). */
export type ServerSecretName = 'rate-limit-key' | 'vapid-keys';

/**
 * The secret `name`, made on first use from `candidate()`: every instance inserts its candidate
 * and keeps whichever row the primary key let in first, so instances starting together agree
 * without a lock of their own and nothing lives on one machine's disk.
 */
export async function storedServerSecret(db: Database, name: ServerSecretName, candidate: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: candidate() }).onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} is missing after its insert`);
  return row.value;
}

/** 32 random bytes under `name`, made once (the rate-limit counters' HMAC key). */
export async function serverSecret(db: Database, name: ServerSecretName): Promise<Buffer> {
  const value = await storedServerSecret(db, name, () => randomBytes(32).toString('base64url'));
  return Buffer.from(value, 'base64url');
}
