import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { serverSecrets } from '../db/schema/index.js';

export type ServerSecretName = 'rate-limit-key';

/**
 * The secret `name`, made on first use: every instance inserts a candidate and keeps whichever
 * row the primary key let in first, so instances starting together agree without a lock of their
 * own and nothing lives on one machine's disk.
 */
export async function serverSecret(db: Database, name: ServerSecretName): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} is missing after its insert`);
  return Buffer.from(row.value, 'base64url');
}
