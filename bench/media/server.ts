/**
 * The server side of `npm run bench -- media`, in a process of its own so the downloads and the
 * measuring client do not share its event loop: a small study (20 participants × 120 nights) in
 * PGlite in memory (or BENCH_SCRATCH_URL), the real app with its shipped settings on a loopback
 * port, and one uploaded recording of BENCH_MEDIA_MB megabytes. Prints one `BENCH_READY {json}`
 * line and serves until killed.
 */
import { asc, sql } from 'drizzle-orm';
import { LEGAL_DOCUMENT_KEYS, LEGAL_DOCUMENTS } from '@uyku/domain';
import { buildApp } from '../../apps/server/src/app.js';
import { ensureAdmin } from '../../apps/server/src/bootstrap/ensure-admin.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { sessions, users } from '../../apps/server/src/db/schema/index.js';
import { hashToken, newSessionToken } from '../../apps/server/src/lib/tokens.js';
import { seedStudy } from '../admin-data/setup.js';
import { wavBytes } from './wav.js';

const MEDIA_MB = Number(process.env.BENCH_MEDIA_MB ?? 16);
const scratchUrl = process.env.BENCH_SCRATCH_URL;
const database = scratchUrl ? await openPostgres(scratchUrl) : await openPglite(undefined);
await migrateDatabase(database);
await ensureAdmin(database.db, { phone: '05001112233', password: 'BenchAdmin1!', name: 'Bench Uzman' });
await seedStudy(database, { participants: 20, nights: 120 });
for (const document of LEGAL_DOCUMENT_KEYS) {
  await database.db.execute(sql`
    insert into consents (user_id, document, version)
    select id, ${document}, ${LEGAL_DOCUMENTS[document].version} from users
    on conflict do nothing`);
}
await database.db.execute(sql`vacuum analyze`);
const accounts = await database.db.select({ id: users.id, isAdmin: users.isAdmin }).from(users).orderBy(asc(users.participantNumber));
const tokens = accounts.map(() => newSessionToken());
const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
await database.db.insert(sessions).values(accounts.map((account, i) => ({ userId: account.id, tokenHash: hashToken(tokens[i]!), expiresAt })));
const adminToken = tokens[accounts.findIndex((account) => account.isAdmin)]!;
const participantToken = tokens[accounts.findIndex((account) => !account.isAdmin)]!;

const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const upload = await app.inject({
  method: 'POST',
  url: '/api/admin/content/media',
  headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/octet-stream' },
  payload: wavBytes(MEDIA_MB * 1024 * 1024),
});
if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body.slice(0, 300)}`);
const mediaUrl = (upload.json() as { media: { url: string } }).media.url;

console.log(`BENCH_READY ${JSON.stringify({ url, mediaUrl, adminToken, participantToken, engine: scratchUrl ? 'PostgreSQL' : 'PGlite' })}`);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
