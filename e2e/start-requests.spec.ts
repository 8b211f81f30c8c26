import { expect, test } from '@playwright/test';
import { createParticipant, useSession } from './support/api';
import { idleWorkDone, requestsInFlight } from './support/settled';

/**
 * A signed-in page's start asks the server for each thing once: every request is main-thread work
 * on a slow phone (the call, the answer's parsing, a render with it). The one exception is the open
 * conversation: once the realtime socket is ready it is read again, so that a message sent while the
 * socket was connecting is not missed; the unread count comes with `ready` and is not asked again
 * (apps/web/src/features/chat/useChatRealtime.ts). Nor does it load the open-session question when no
 * session is left open on the device.
 */

const RESYNCED_AFTER_CONNECT = /^\/api\/chat\/messages\b/;

for (const path of ['/dashboard', '/sleep', '/support', '/relaxation']) {
  test(`${path}: an experiment participant's start asks each API once`, async ({ page }) => {
    await useSession(page, await createParticipant(page.request, { abGroup: 'experiment' }));
    const asked: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });

    // The count is judged once the realtime socket is ready and what its `ready` set off has arrived.
    const socketReady = page
      .waitForEvent('websocket')
      .then((socket) =>
        socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"type":"ready"') }),
      );
    const inFlight = requestsInFlight(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await socketReady;
    await idleWorkDone(page, inFlight);

    const counts = new Map<string, number>();
    for (const request of asked) counts.set(request, (counts.get(request) ?? 0) + 1);
    const repeated = [...counts].filter(([request, count]) => count > 1 && !RESYNCED_AFTER_CONNECT.test(request));
    expect(repeated, `asked more than once: ${JSON.stringify(asked)}`).toEqual([]);
    expect(asked.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes('OpenSessionPrompt'))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
  });
}

test('/login: the sign-in screen never loads the signed-in shell, not even after its first screen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });

  const inFlight = requestsInFlight(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // After the first screen the app loads what it defers (the outbox, the sign-in rules) when idle.
  await idleWorkDone(page, inFlight);

  expect(scripts.length).toBeGreaterThan(0);
  // The chunk plan's signed-in files (apps/web/bundling/chunk-plan.ts).
  expect(scripts.filter((script) => /\/(shell|signed-in-common)-[^/]*\.js$/.test(script))).toEqual([]);
});
