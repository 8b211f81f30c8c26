// Throw-away screenshot script (not committed).
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../../apps/server/src/app.js';
import { ensureAdmin } from '../../apps/server/src/bootstrap/ensure-admin.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openPglite } from '../../apps/server/src/db/client.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { seedStudy } from './setup.js';

const database = await openPglite(undefined);
await migrateDatabase(database);
await ensureAdmin(database.db, { phone: '05001112233', password: 'BenchAdmin1!', name: 'Uzman Yönetici' });
await seedStudy(database, { participants: 25, nights: 40, heartRatePerParticipant: 6 });
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }, path.resolve('apps/web/dist')), database, logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await (await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '05001112233', password: 'BenchAdmin1!', acceptTerms: true, acceptPrivacy: true }) })).json() as { token: string; user: unknown };
const parts = await (await fetch(`${url}/api/admin/heart-rate-data/participants?limit=1`, { headers: { authorization: `Bearer ${login.token}` } })).json() as { participants: { user_id: string }[] };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width === 1280 ? 800 : 844 }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  await page.addInitScript(([user, token]) => { localStorage.setItem('uyku.user', JSON.stringify({ mustChangePassword: false, ...(user as object) })); localStorage.setItem('uyku.token', token as string); }, [login.user, login.token]);
  for (const [name, q] of [['hr-list', 'tab=heart-rate'], ['hr-detail', `tab=heart-rate&user=${parts.participants[0]!.user_id}`], ['sleep-list', 'tab=sleep']] as const) {
    await page.goto(`${url}/admin?${q}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/work/shots/i10/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
await app.close();
await database.close();
