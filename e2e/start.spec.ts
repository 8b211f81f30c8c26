import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startServer } from './support/server-process';

/**
 * The README's start command ("Run it"), as a deployer runs it: `npm start` on an empty data
 * directory prints the address and a one-time admin login, and serves /login at that address
 * within 60 seconds.
 */
test('npm start prints the URL and the admin login, then serves /login', async ({ page }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uyku-start-'));
  const server = startServer(['npm', 'start'], { PORT: String(port), DATA_DIR: dataDir, ADMIN_PHONE: '', ADMIN_PASSWORD: '' });
  const output = server.output;
  try {
    await server.ready();
    const url = /Adres:\s+(http:\/\/\S+)/.exec(output())?.[1];
    expect(url).toBe(`http://127.0.0.1:${port}`);
    const login = /telefon (\d+)\s+şifre (\S+)/.exec(output());
    expect(login, output()).not.toBeNull();

    // The page keeps to its own Content-Security-Policy: no blocked script, style or eval attempt.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(`${url}/login`);
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

    // The printed login works.
    const answer = await page.request.post(`${url}/api/auth/login`, {
      data: { phone: login![1], password: login![2], acceptTerms: true, acceptPrivacy: true },
    });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).user.isAdmin).toBe(true);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
