import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { PASSWORD, useSession, type SignedIn } from './support/api';
import { freePort, startServer } from './support/server-process';

/**
 * No message is missed across a server restart: the participant's open /support page loses its
 * socket, reconnects with backoff once the server is back, and refetches, so an expert reply
 * written while it was away appears without a reload.
 */
const ADMIN = { phone: '05008887766', password: 'RestartAdmin1!' };

test('the support page recovers a reply written across a server restart', async ({ page }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uyku-restart-'));
  const env = { PORT: String(port), DATA_DIR: dataDir, ADMIN_PHONE: ADMIN.phone, ADMIN_PASSWORD: ADMIN.password };
  const command = ['node', 'apps/server/dist/main.js'];
  let server = startServer(command, env);
  const api = await playwrightRequest.newContext({ baseURL: base });
  const login = async (phone: string, password: string) => {
    const answer = await api.post('/api/auth/login', { data: { phone, password, acceptTerms: true, acceptPrivacy: true } });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as SignedIn;
  };
  try {
    await server.ready();
    const admin = await login(ADMIN.phone, ADMIN.password);
    const participantPhone = '05307776655';
    const added = await api.post('/api/auth/register', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { name: 'Gece Katılımcı', phone: participantPhone, password: PASSWORD },
    });
    expect(added.status()).toBe(201);
    const participant = await login(participantPhone, PASSWORD);

    await useSession(page, participant);
    // The socket opens once the page is idle (apps/web/src/lib/realtime.ts): the restart must find it
    // signed in, or there is no connection to lose — a socket first opened while offline would only
    // be connecting, which the page does not announce.
    const socketReady = page.waitForEvent('websocket').then((socket) =>
      socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"type":"ready"') }),
    );
    await page.goto(`${base}/support`);
    await expect(page.getByText('Henüz mesaj yok')).toBeVisible();
    await socketReady;

    // Offline through the restart and the reply: the reply cannot arrive as a live event, only
    // through the refetch that follows the reconnect.
    await page.context().setOffline(true);
    await server.stop();
    await expect(page.getByText('Bağlantı yeniden kuruluyor…')).toBeVisible();
    server = startServer(command, env);
    await server.ready();

    // Sessions live in the database, so the tokens still hold after the restart.
    const reply = await api.post('/api/chat/messages', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { userId: participant.user.userId, text: 'Yeniden başlatmadan sonra yazılan yanıt' },
    });
    expect(reply.status(), await reply.text()).toBe(201);
    await expect(page.getByText('Yeniden başlatmadan sonra yazılan yanıt')).toHaveCount(0);
    await page.context().setOffline(false);

    // Within the client's longest backoff step (15 s) and a refetch, without a reload.
    await expect(page.getByText('Yeniden başlatmadan sonra yazılan yanıt')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Uzman', { exact: true })).toBeVisible();
  } finally {
    await api.dispose();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
