import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, createParticipant, runTag, useSession, type SignedIn } from './support/api';
import { fixPageDay, studyInstant, studyToday } from './support/dates';
import { screenshot } from './support/screens';

/**
 * The offline outbox on a phone (docs/decisions/021-offline-outbox.md, docs/product.md, "Sleep
 * diary"): a night or a 'Doldurdum' mark saved without a connection returns at once, waits on the
 * device through a reload as 'Gönderilmeyi bekliyor', and reaches the server exactly once when the
 * connection returns; replaying its Idempotency-Key writes nothing. The binaural list opens
 * offline after one online visit.
 */

// The shell offline comes from the service worker, which the journeys block unless they ask.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
test.setTimeout(process.env.SCREENSHOTS ? 120_000 : 60_000);

const WAITING = 'Gönderilmeyi bekliyor';

interface KeptWrite {
  idempotencyKey: string;
  clientTime: string;
  path: string;
  body: unknown;
}

async function waitForServiceWorker(page: Page) {
  // Controlling the page means the shell is stored, so a reload offline opens the app.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The writes the app keeps in IndexedDB, read in the page. */
function keptWrites(page: Page): Promise<KeptWrite[]> {
  return page.evaluate(
    () =>
      new Promise<KeptWrite[]>((resolve, reject) => {
        const open = indexedDB.open('uyku-outbox');
        open.onerror = () => reject(new Error('outbox database did not open'));
        open.onsuccess = () => {
          const all = open.result.transaction('writes', 'readonly').objectStore('writes').getAll();
          all.onsuccess = () => {
            resolve(all.result as KeptWrite[]);
            open.result.close();
          };
        };
      }),
  );
}

async function storedNights(request: APIRequestContext, session: SignedIn) {
  const list = await request.get('/api/sleep/sessions', { headers: { Authorization: `Bearer ${session.token}` } });
  return ((await list.json()) as { sessions: { id: string; sleep_date: string; notes: string | null }[] }).sessions;
}

/** With SCREENSHOTS=1: the screen at 390 px in the light and the dark scheme. */
async function shots(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await screenshot(page, name, { fullPage: false });
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`, { fullPage: false });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a night saved offline survives a reload as waiting and reaches the server once when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const participant = await createParticipant(request, { name: 'Trende Katılımcı' });
  await useSession(page, participant);
  // The page's clock is fixed (midday of the test's day) and moved on once before 'Kaydet', so the
  // time the write carries can be checked exactly against the page's own clock.
  await fixPageDay(page, '12:00');
  await page.goto('/sleep');
  await expect(page.getByRole('heading', { name: 'Uyku Takibi', level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Yeni Kayıt Ekle' }).click();
  await expect(page.getByRole('heading', { name: 'Yeni Uyku Kaydı' })).toBeVisible();
  await page.getByLabel('Yatış Saati').fill('22:50');
  await page.getByRole('tab', { name: 'Ruh Hali ve Notlar' }).click();
  await page.getByRole('textbox', { name: 'Notlar' }).fill('Trende, tünelde yazıldı');
  const savedAt = studyInstant(studyToday(), '12:30');
  await page.clock.setFixedTime(savedAt);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();

  // Back on the list: the confirmation, and the night waiting on the device.
  const confirmation = page.getByRole('status').filter({ hasText: 'bağlantı gelince kendiliğinden gönderilecek' });
  await expect(confirmation).toBeVisible();
  const pending = page.getByTestId('pending-nights');
  await expect(pending.getByRole('heading', { name: 'Gönderilmeyi Bekleyenler (1)' })).toBeVisible();
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  await expect(pending.getByRole('listitem').first()).toContainText(WAITING);
  await expect(pending.getByRole('listitem').first()).toContainText('Trende, tünelde yazıldı');
  await shots(page, 'outbox-night-saved-offline');
  expect(await storedNights(request, participant)).toEqual([]);

  // A reload without a network: the shell from the service worker, the night from IndexedDB.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Uyku Takibi', level: 1 })).toBeVisible();
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  await expect(pending.getByRole('listitem').first()).toContainText(WAITING);
  await expect(page.getByRole('status').filter({ hasText: 'Çevrimdışısınız' })).toBeVisible();
  await shots(page, 'outbox-night-waiting-after-reload');
  const [kept] = await keptWrites(page);
  expect(kept).toMatchObject({ path: '/sleep/sessions' });
  expect(kept!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  // The time of 'Kaydet' travels with the write: the page's clock at the click (12:30), not at the
  // page's opening (12:00).
  expect(Date.parse(kept!.clientTime)).toBe(savedAt.getTime());

  // The dashboard lists it as waiting too, and does not ask for a night already given.
  await page.goto('/dashboard');
  await expect(page.getByTestId('recent-waiting').getByRole('listitem')).toContainText(WAITING);
  await expect(page.getByText('Dün geceki uykunuzu kaydedin')).toHaveCount(0);
  await shots(page, 'outbox-dashboard-waiting');
  await page.goto('/sleep');
  await expect(pending.getByRole('listitem')).toHaveCount(1);

  // Back online: sent by the `online` event, the list refreshed, the waiting card gone.
  await context.setOffline(false);
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (1)' })).toBeVisible();
  const nights = await storedNights(request, participant);
  expect(nights).toHaveLength(1);
  expect(nights[0]!.notes).toBe('Trende, tünelde yazıldı');
  expect(await keptWrites(page)).toEqual([]);

  // The same key again (an answer lost in a tunnel): the first answer, and nothing written.
  const replay = await request.post('/api/sleep/sessions', {
    headers: {
      Authorization: `Bearer ${participant.token}`,
      'Idempotency-Key': kept!.idempotencyKey,
      'X-Client-Time': kept!.clientTime,
    },
    data: kept!.body,
  });
  expect(replay.status()).toBe(201);
  expect(replay.headers()['idempotent-replayed']).toBe('true');
  expect((await replay.json()) as { session: { id: string } }).toMatchObject({ session: { id: nights[0]!.id } });
  expect(await storedNights(request, participant)).toHaveLength(1);

  // A reload later shows the night once, from the server, and nothing waiting.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (1)' })).toBeVisible();
  await expect(pending).toHaveCount(0);
});

test("a 'Doldurdum' mark made offline waits on its card, survives a reload and is counted once online", async ({
  page,
  context,
  request,
}) => {
  const admin = await adminSession(request);
  const title = `Tünel Anketi ${runTag()}`;
  const added = await request.post('/api/forms/admin/add', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      kind: 'google',
      title,
      description: 'Çevrimdışı işaret',
      google_form_url: 'https://docs.google.com/forms/d/e/1FAIpQLSeOutbox/viewform',
    },
  });
  expect(added.status()).toBe(201);
  const formId = ((await added.json()) as { form: { id: string } }).form.id;
  const responses = async () =>
    (
      (await (
        await request.get(`/api/forms/admin/responses/${formId}`, { headers: { Authorization: `Bearer ${admin.token}` } })
      ).json()) as unknown[]
    ).length;

  const participant = await createParticipant(request, { name: 'Anket Katılımcı' });
  await useSession(page, participant);
  await page.goto('/forms');
  const card = page.getByTestId('form-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Formu Doldur' }).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Doldurdum' }).click();
  await expect(page.getByTestId('forms-notice')).toContainText('bağlantı gelince kendiliğinden gönderilecek');
  await expect(card.getByText(WAITING)).toBeVisible();
  await shots(page, 'outbox-form-mark-offline');
  expect(await responses()).toBe(0);

  // Offline the list cannot load after a reload; the waiting mark is listed by the form's title.
  await page.reload();
  const marks = page.getByTestId('pending-form-marks');
  await expect(marks.getByRole('listitem', { name: title })).toContainText(WAITING);
  await shots(page, 'outbox-form-mark-after-reload');

  await context.setOffline(false);
  await expect(card.getByText('Dolduruldu', { exact: true })).toBeVisible();
  await expect(card.getByText(WAITING)).toHaveCount(0);
  await expect(marks).toHaveCount(0);
  expect(await responses()).toBe(1);
});

test('the binaural list opens offline after one online visit', async ({ page, context, request }) => {
  const participant = await createParticipant(request, { name: 'Dalga Katılımcı', abGroup: 'experiment' });
  // One play recorded, so the kept catalogue (its count) is told apart from the built-in samples.
  const delta = '00000000-0000-4000-8000-000000000201';
  const headers = { Authorization: `Bearer ${participant.token}` };
  expect(
    (await request.post('/api/binaural/track-play', { headers, data: { soundId: delta, interactionType: 'play' } })).ok(),
  ).toBe(true);
  const sounds = (
    (await (await request.get('/api/binaural/sounds?category=delta', { headers })).json()) as {
      sounds: { id: string; name: string; play_count: number }[];
    }
  ).sounds;
  const played = sounds.find((sound) => sound.id === delta)!;
  expect(played.play_count).toBeGreaterThan(0);

  await useSession(page, participant);
  await page.goto('/binaural');
  await expect(page.getByRole('heading', { name: played.name })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Çevrimdışısınız' })).toBeVisible();
  await expect(page.getByRole('heading', { name: played.name })).toBeVisible();
  await expect(page.getByText(`${played.play_count} kez dinlendi`)).toBeVisible();
  await expect(page.getByText('Yükleniyor...')).toHaveCount(0);
  await context.setOffline(false);
});

test('Background Sync: a kept write asks for a sync, and the worker relays it to the app, which sends the write', async ({
  page,
  context,
  request,
}) => {
  const participant = await createParticipant(request, { name: 'Senkron Katılımcı' });
  await useSession(page, participant);
  await page.goto('/sleep');
  await expect(page.getByRole('heading', { name: 'Uyku Takibi', level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  // What the worker tells the page.
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { workerMessages: unknown[] }).workerMessages = seen;
    navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
  });
  const workerMessages = () => page.evaluate(() => (window as unknown as { workerMessages: unknown[] }).workerMessages.length);

  // The server cannot be reached although the browser says it is online: no `online` event will come.
  await page.route('**/api/sleep/sessions', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Yeni Kayıt Ekle' }).click();
  await page.getByLabel('Yatış Saati').fill('22:40');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByTestId('pending-nights').getByRole('listitem')).toHaveCount(1);
  // Online, Chromium fires the sync the save asked for at once: the worker relays it (the send fails again here).
  await expect.poll(workerMessages).toBeGreaterThan(0);
  expect(await storedNights(request, participant)).toEqual([]);

  // The server is back: the browser's next sync event (fired here through DevTools) sends the night.
  await page.unroute('**/api/sleep/sessions');
  const relayed = await workerMessages();
  const devtools = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    tag: 'uyku-outbox',
    lastChance: false,
  });
  await expect.poll(workerMessages).toBeGreaterThan(relayed);
  expect(await page.evaluate(() => (window as unknown as { workerMessages: unknown[] }).workerMessages)).toContainEqual({
    type: 'uyku-outbox-flush',
  });
  await expect(page.getByTestId('pending-nights')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (1)' })).toBeVisible();
  expect(await storedNights(request, participant)).toHaveLength(1);
  await devtools.detach();
});
