import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { PushConfig, VapidKeys } from '../../config.js';

/** Where generated keys live: beside the database, in the deployment's own data directory. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

function parseKeys(text: string): VapidKeys | undefined {
  try {
    const value = JSON.parse(text) as Partial<VapidKeys>;
    if (typeof value.publicKey === 'string' && typeof value.privateKey === 'string') {
      return { publicKey: value.publicKey, privateKey: value.privateKey };
    }
  } catch {
    // An unreadable file is treated as absent below only if we can replace it; see resolveVapidKeys.
  }
  return undefined;
}

/**
 * The VAPID key pair: from the configuration, else from DATA_DIR/vapid-keys.json, else generated
 * and written there (readable by the owner only). Browsers bind a subscription to the public key,
 * so the file must survive restarts; several instances on separate disks must share keys through
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY instead (docs/operations.md, "Diary reminders (Web Push)").
 */
export async function resolveVapidKeys(push: PushConfig, dataDir: string): Promise<VapidKeys> {
  if (push.vapidKeys) return push.vapidKeys;
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing !== undefined) {
    const keys = parseKeys(existing);
    if (!keys) throw new Error(`${VAPID_KEYS_FILE} in DATA_DIR is not a VAPID key pair; remove it to generate a new one`);
    return keys;
  }
  const keys = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': an instance starting at the same moment that already wrote a pair wins; we read its pair.
    await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const keysOfOther = parseKeys(await readFile(file, 'utf8'));
    if (!keysOfOther) throw error;
    return keysOfOther;
  }
}
