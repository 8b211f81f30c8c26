import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * The README's start command, as a deployer runs it: `npm start` on an empty data directory prints
 * the address and a one-time admin login, and serves /login at that address within 60 seconds.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

test('npm start prints the URL and the admin login, then serves /login', async ({ page }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uyku-start-'));
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PHONE: '', ADMIN_PASSWORD: '', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    // The README promises a running platform within a minute of `npm start` on a fresh clone.
    await expect.poll(() => output, { timeout: 60_000, message: 'the start banner' }).toContain('Admin girişi');
    const url = /Adres:\s+(http:\/\/\S+)/.exec(output)?.[1];
    expect(url).toBe(`http://127.0.0.1:${port}`);
    const login = /telefon (\d+)\s+şifre (\S+)/.exec(output);
    expect(login, output).not.toBeNull();

    await page.goto(`${url}/login`);
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();

    // The printed login works.
    const answer = await page.request.post(`${url}/api/auth/login`, {
      data: { phone: login![1], password: login![2], acceptTerms: true, acceptPrivacy: true },
    });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).user.isAdmin).toBe(true);
  } finally {
    // npm runs the server as a child: stop the whole process group, then the data directory.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
