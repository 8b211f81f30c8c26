import { readFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { PushConfig, VapidKeys } from '../../config.js';
import type { Database } from '../../db/client.js';
import { storedServerSecret } from '../../lib/server-secrets.js';

/** Where an earlier version kept generated keys; read once so existing subscriptions keep working. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

function parseKeys(text: string): VapidKeys | undefined {
  try {
    const value = JSON.parse(text) as Partial<VapidKeys>;
    if (typeof value.publicKey === 'string' && typeof value.privateKey === 'string') {
      return { publicKey: value.publicKey, privateKey: value.privateKey };
    }
  } catch {
    // Not JSON: reported by the caller.
  }
  return undefined;
}

/** The pair an earlier version wrote to DATA_DIR, if any. */
async function keysFromDataDir(dataDir: string): Promise<VapidKeys | undefined> {
  const existing = await readFile(path.join(dataDir, VAPID_KEYS_FILE), 'utf8').catch(() => undefined);
  if (existing === undefined) return undefined;
  const keys = parseKeys(existing);
  if (!keys) throw new Error(`${VAPID_KEYS_FILE} in DATA_DIR is not a VAPID key pair; remove it to use the database's pair`);
  return keys;
}

/**
 * The VAPID key pair: from the configuration, else the one kept in the database (server_secrets)
 * and shared by every instance. Browsers bind a subscription to the public key, so the first pair
 * stored is kept for good: it is the pair an earlier version generated into
 * DATA_DIR/vapid-keys.json when that file exists (the subscriptions made with it keep working),
 * else a new one (docs/operations.md, "Diary reminders (Web Push)").
 */
export async function resolveVapidKeys(push: PushConfig, dataDir: string, db: Database): Promise<VapidKeys> {
  if (push.vapidKeys) return push.vapidKeys;
  const fromFile = await keysFromDataDir(dataDir);
  const stored = await storedServerSecret(db, 'vapid-keys', () => JSON.stringify(fromFile ?? webpush.generateVAPIDKeys()));
  const keys = parseKeys(stored);
  if (!keys) throw new Error('the VAPID key pair in server_secrets is not readable');
  return keys;
}
