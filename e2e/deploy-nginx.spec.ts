import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type WebSocket,
} from '@playwright/test';
import pg from 'pg';
import { PASSWORD, newPhone, type SignedIn } from './support/api';
import {
  PIN_COOKIE,
  findNginx,
  hasOpenssl,
  httpsRequest,
  makeCertificate,
  pinValues,
  siteEnvironmentFile,
  startNginx,
  unitCommand,
  type Nginx,
} from './support/deploy';
import { wavFile } from './support/media';
import { freePort, startServer, type ServerProcess } from './support/server-process';

/**
 * The "Deployment" section of docs/operations.md, run as written: the built server started as
 * deploy/uyku@.service starts it (127.0.0.1, TRUST_PROXY=1) behind nginx with deploy/nginx-uyku.conf and a self-signed
 * certificate, and a participant signs in, saves a night and gets a live chat reply over https:// in
 * Chromium. On PGlite with one instance, and on PostgreSQL (TEST_DATABASE_URL) with two instances
 * on separate data directories behind one upstream: the participant on one, the admin on the
 * other, and a recording uploaded through one played through the other.
 */
const nginx = findNginx();
const pgServer = process.env.TEST_DATABASE_URL;
const ADMIN = { phone: '05006665544', password: 'DeployAdmin1!', name: 'Dağıtım Yönetici' };
/** Low, so the test reaches it in a few requests; the journey itself never asks for a reset. */
const RESETS_PER_ADDRESS = 3;
/** Likewise for wrong passwords from one client address (across phones). */
const LOGIN_FAILURES_PER_ADDRESS = 4;
/** For steps that wait on a server start-up's aftermath or a loaded CI machine. */
const SLOW = 30_000;

// Real processes (servers, nginx, a browser): more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });
const missing = !nginx ? 'nginx' : !hasOpenssl() ? 'openssl' : undefined;
const skipReason = `${missing} is not installed (apt-get install -y nginx openssl): the deployment journeys behind nginx are skipped`;
// The reason also goes to the output: the list reporter shows a skip without it.
if (missing) console.warn(skipReason);
test.skip(missing !== undefined, skipReason);

interface Deployment {
  nginx: Nginx;
  servers: ServerProcess[];
  /** The instances' ports, in the upstream's order. */
  ports: number[];
  ca: string;
  cleanup: () => Promise<void>;
}

async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `uyku_deploy_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** The recipe: a database, `instances` servers as the unit starts them, nginx with the site file. */
async function deploy(database: 'pglite' | 'postgres', instances: number): Promise<Deployment> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'uyku-deploy-'));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(work, { recursive: true, force: true })];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => undefined);
  };
  try {
    const siteEnv: Record<string, string> = { DATA_DIR: path.join(work, 'data') };
    if (database === 'postgres') {
      const scratch = await scratchDatabase(pgServer!);
      cleanups.push(scratch.drop);
      siteEnv.DATABASE_URL = scratch.url;
    }
    // What /srv/uyku/.env holds in docs/operations.md: .env.example copied and filled in, here also with the
    // keys the unit owns set as an operator might have copied them from an older example. systemd
    // lets the file override Environment=; the unit's own values must win all the same.
    Object.assign(siteEnv, {
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      PASSWORD_RESET_REQUESTS_PER_ADDRESS: String(RESETS_PER_ADDRESS),
      LOGIN_FAILURES_PER_ADDRESS: String(LOGIN_FAILURES_PER_ADDRESS),
      TRUST_PROXY: 'false',
      HOST: '0.0.0.0',
      PORT: '3000',
    });
    const envFile = siteEnvironmentFile(siteEnv);
    const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
    const servers = ports.map((port, index) => {
      const unit = unitCommand(port, envFile);
      expect(unit.env).toMatchObject({ HOST: '127.0.0.1', PORT: String(port), TRUST_PROXY: '1' });
      // On PostgreSQL each instance gets a data directory of its own, as on separate machines:
      // nothing it needs may live there (docs/decisions/024-media-in-the-database.md).
      if (database === 'postgres') unit.env.DATA_DIR = path.join(work, `machine-${index + 1}`);
      return startServer(unit.command, unit.env);
    });
    cleanups.push(async () => void (await Promise.all(servers.map((s) => s.stop()))));
    // Start-up (migrations on a fresh database) can take over a minute on a loaded CI machine.
    await Promise.all(servers.map((s) => s.ready(120_000)));
    const { cert, key } = makeCertificate(work);
    const proxy = await startNginx(nginx!, work, {
      httpPort: await freePort(),
      httpsPort: await freePort(),
      cert,
      key,
      appPorts: ports,
    });
    cleanups.push(proxy.stop);
    return { nginx: proxy, servers, ports, ca: cert, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** An API client through nginx, pinned to one instance by cookie when there are two. */
async function apiThrough(site: Deployment, pin?: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: site.nginx.httpsBase,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: pin ? { cookie: `${PIN_COOKIE}=${pin}` } : {},
  });
}

async function login(api: APIRequestContext, phone: string, password: string): Promise<SignedIn> {
  const answer = await api.post('/api/auth/login', { data: { phone, password, acceptTerms: true, acceptPrivacy: true } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as SignedIn;
}

/** TLS, HTTP/2 redirect, HSTS, compression and caching as the site file promises. */
async function checkSiteHeaders(site: Deployment, pins: (string | undefined)[]): Promise<void> {
  const { httpsBase, httpBase } = site.nginx;
  const cookie = (pin: string | undefined): Record<string, string> => (pin ? { cookie: `${PIN_COOKIE}=${pin}` } : {});
  const redirect = await fetch(`${httpBase}/login`, { redirect: 'manual' });
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get('location')).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/login$/);
  for (const pin of pins) {
    const index = await httpsRequest(`${httpsBase}/`, { ca: site.ca, headers: cookie(pin) });
    expect(index.status).toBe(200);
    expect(index.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index.body)?.[1];
    expect(asset).toBeDefined();
    for (const encoding of ['br', 'gzip']) {
      const file = await httpsRequest(`${httpsBase}${asset}`, {
        ca: site.ca,
        headers: { ...cookie(pin), 'accept-encoding': encoding },
      });
      expect(file.status).toBe(200);
      expect(file.headers['content-encoding']).toBe(encoding);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['strict-transport-security']).toBeDefined();
    }
  }
}

/**
 * The limits count the client's address, which nginx passes in X-Forwarded-For, not nginx's own:
 * a client from 127.0.0.2 is refused after RESETS_PER_ADDRESS requests (spread over every
 * instance), a forged X-Forwarded-For does not help it, and a client from 127.0.0.3 is not refused.
 */
async function checkRateLimitSeesClient(site: Deployment, pins: (string | undefined)[]): Promise<void> {
  const reset = (from: string, pin: string | undefined, headers: Record<string, string> = {}) =>
    httpsRequest(`${site.nginx.httpsBase}/api/auth/request-password-reset`, {
      ca: site.ca,
      from,
      method: 'POST',
      headers: { ...(pin ? { cookie: `${PIN_COOKIE}=${pin}` } : {}), ...headers },
      body: { phone: '05559998877' },
    });
  for (let i = 0; i < RESETS_PER_ADDRESS; i += 1) {
    expect((await reset('127.0.0.2', pins[i % pins.length])).status).not.toBe(429);
  }
  const refused = await reset('127.0.0.2', pins[RESETS_PER_ADDRESS % pins.length]);
  expect(refused.status).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  expect((await reset('127.0.0.2', pins[0], { 'x-forwarded-for': '10.1.2.3' })).status).toBe(429);
  expect((await reset('127.0.0.3', pins[pins.length - 1])).status).not.toBe(429);

  // Wrong passwords on as many phones from one client (password spraying): refused after the
  // configured number, across instances, while another client still gets an answer.
  const login = (from: string, pin: string | undefined, phone: string) =>
    httpsRequest(`${site.nginx.httpsBase}/api/auth/login`, {
      ca: site.ca,
      from,
      method: 'POST',
      headers: pin ? { cookie: `${PIN_COOKIE}=${pin}` } : {},
      body: { phone, password: 'Yanlis123!', acceptTerms: true, acceptPrivacy: true },
    });
  for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i += 1) {
    expect((await login('127.0.0.4', pins[i % pins.length], `0559000000${i}`)).status).toBe(401);
  }
  const sprayed = await login('127.0.0.4', pins[0], '05590000099');
  expect(sprayed.status).toBe(429);
  expect(sprayed.headers['retry-after']).toBeDefined();
  expect((await login('127.0.0.5', pins[pins.length - 1], '05590000098')).status).toBe(401);
}

/**
 * Two instances on separate data directories share one database and nothing else: a recording the
 * admin uploads through one instance plays for a participant pinned to the other (whole and by
 * Range, the same bytes), and both instances hand out the same Web Push key, so a subscription
 * made through one is accepted for pushes the other signs.
 */
async function checkNothingOnOneMachine(
  browser: Browser,
  site: Deployment,
  admin: { api: APIRequestContext; session: SignedIn },
  pins: { uploadPin: string; playPin: string },
): Promise<void> {
  const recording = wavFile(300_000, { tone: true });
  const uploadApi = await apiThrough(site, pins.uploadPin);
  const uploaded = await uploadApi.post('/api/admin/content/media', {
    headers: { Authorization: `Bearer ${admin.session.token}`, 'content-type': 'application/octet-stream' },
    data: recording,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = ((await uploaded.json()) as { media: { url: string } }).media;
  await uploadApi.dispose();

  const context = await browser.newContext({ baseURL: site.nginx.httpsBase, ignoreHTTPSErrors: true });
  await context.addCookies([{ name: PIN_COOKIE, value: pins.playPin, url: site.nginx.httpsBase }]);
  const page = await context.newPage();
  try {
    await page.goto('/login');
    const fetched = await page.evaluate(async (src) => {
      const whole = new Uint8Array(await (await fetch(src)).arrayBuffer());
      const part = await fetch(src, { headers: { range: 'bytes=262100-262199' } });
      const audio = new Audio(src);
      const duration = await new Promise<number>((resolve, reject) => {
        audio.addEventListener('loadedmetadata', () => resolve(audio.duration));
        audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)));
      });
      return {
        whole: Array.from(whole),
        partStatus: part.status,
        partRange: part.headers.get('content-range'),
        part: Array.from(new Uint8Array(await part.arrayBuffer())),
        duration,
      };
    }, url);
    expect(Buffer.from(fetched.whole).equals(recording)).toBe(true);
    expect(fetched.partStatus).toBe(206);
    expect(fetched.partRange).toBe(`bytes 262100-262199/${recording.length}`);
    expect(Buffer.from(fetched.part).equals(recording.subarray(262100, 262200))).toBe(true);
    // 300,000 samples at 8 kHz.
    expect(fetched.duration).toBeCloseTo(37.5, 1);
  } finally {
    await context.close();
  }
  const [firstPort, secondPort] = site.ports;
  // nginx really took the upload to one instance and served the recording from the other.
  const upstreams = (pin: string, request: string) =>
    new Set(
      site.nginx
        .accessLog()
        .filter((line) => line.split(' ')[1] === pin && line.includes(`"${request}`))
        .map((line) => line.split(' ')[2]),
    );
  expect(upstreams(pins.uploadPin, 'POST /api/admin/content/media')).toEqual(new Set([`127.0.0.1:${secondPort}`]));
  expect(upstreams(pins.playPin, `GET ${url}`)).toEqual(new Set([`127.0.0.1:${firstPort}`]));

  // The push key: one participant on each instance reads the key its instance signs with.
  const keys: (string | null)[] = [];
  for (const pin of [pins.uploadPin, pins.playPin]) {
    const api = await apiThrough(site, pin);
    const phone = newPhone();
    const added = await admin.api.post('/api/auth/register', {
      headers: { Authorization: `Bearer ${admin.session.token}` },
      data: { name: 'Anahtar Katılımcı', phone, password: PASSWORD, abGroup: 'control' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const session = await login(api, phone, PASSWORD);
    const settings = await api.get('/api/push', { headers: { Authorization: `Bearer ${session.token}` } });
    expect(settings.status()).toBe(200);
    keys.push(((await settings.json()) as { public_key: string | null }).public_key);
    await api.dispose();
  }
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{87}$/);
  expect(keys[1]).toBe(keys[0]);
}

/**
 * The participant in Chromium through https://: sign-in, a night saved, and an expert's reply on
 * /support arriving over the realtime socket without a reload. Returns the participant's socket.
 */
async function participantJourney(
  browser: Browser,
  site: Deployment,
  admin: { api: APIRequestContext; session: SignedIn },
  options: { pin?: string; night: boolean },
): Promise<{ socket: () => WebSocket | undefined; userId: string; close: () => Promise<void> }> {
  const phone = newPhone();
  const added = await admin.api.post('/api/auth/register', {
    headers: { Authorization: `Bearer ${admin.session.token}` },
    data: { name: 'Sunucu Katılımcı', phone, password: PASSWORD, abGroup: 'control' },
  });
  expect(added.status(), await added.text()).toBe(201);

  const context = await browser.newContext({ baseURL: site.nginx.httpsBase, ignoreHTTPSErrors: true });
  if (options.pin) await context.addCookies([{ name: PIN_COOKIE, value: options.pin, url: site.nginx.httpsBase }]);
  const page = await context.newPage();
  let socket: WebSocket | undefined;
  let socketReady = false;
  page.on('websocket', (ws) => {
    socket = ws;
    socketReady = false;
    ws.on('framereceived', (frame) => {
      if (socket === ws && String(frame.payload).includes('"type":"ready"')) socketReady = true;
    });
  });

  await page.goto('/login');
  await page.getByLabel('Telefon Numarası').fill(phone);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ }).check();
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: SLOW });
  // The page came over HTTP/2 through nginx.
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.nextHopProtocol,
    ),
  ).toBe('h2');

  if (options.night) {
    await page.goto('/sleep');
    await page.getByRole('button', { name: 'Yeni Kayıt Ekle' }).click();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    // The form's defaults are saved only once confirmed (docs/product.md, "Sleep diary").
    await page.getByRole('dialog').getByRole('button', { name: 'Evet, kaydet' }).click();
    await expect(page.getByText('Uyku kaydı başarıyla oluşturuldu!')).toBeVisible({ timeout: SLOW });
    await expect(page.getByRole('heading', { name: 'Son Kayıtlar (1)' })).toBeVisible();
  }

  await page.goto('/support');
  await expect(page.getByText('Henüz mesaj yok')).toBeVisible({ timeout: SLOW });
  await expect.poll(() => socketReady, { message: 'the realtime socket through nginx', timeout: SLOW }).toBe(true);
  const participant = (await page.evaluate(() => JSON.parse(localStorage.getItem('uyku.user') ?? '{}'))) as { userId: string };
  const reply = 'Merhaba, nginx arkasından yanıt';
  const sent = await admin.api.post('/api/chat/messages', {
    headers: { Authorization: `Bearer ${admin.session.token}` },
    data: { userId: participant.userId, text: reply },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect(page.getByText(reply)).toBeVisible({ timeout: SLOW });
  return { socket: () => socket, userId: participant.userId, close: () => context.close() };
}

test('one instance behind nginx on PGlite: sign-in, a night and a live reply over https', async ({ browser }) => {
  const site = await deploy('pglite', 1);
  const api = await apiThrough(site);
  try {
    const admin = { api, session: await login(api, ADMIN.phone, ADMIN.password) };
    const participant = await participantJourney(browser, site, admin, { night: true });
    await participant.close();
    await checkSiteHeaders(site, [undefined]);
    await checkRateLimitSeesClient(site, [undefined]);
  } finally {
    await api.dispose();
    await site.cleanup();
  }
});

/*
 * The recipe on PostgreSQL is run with the second instance of step 9 in place: the same journey,
 * with the participant on the first instance and the admin on the second (one PostgreSQL run of
 * the journey instead of two, for CI time).
 */
test('two instances behind nginx on PostgreSQL: the same journey across them, socket revocation and limits', async ({
  browser,
}) => {
  test.skip(!pgServer, 'TEST_DATABASE_URL is not set: the two-instance deployment is skipped');
  const [first, second] = pinValues();
  const site = await deploy('postgres', 2);
  const adminApi = await apiThrough(site, second);
  try {
    const admin = { api: adminApi, session: await login(adminApi, ADMIN.phone, ADMIN.password) };
    const participant = await participantJourney(browser, site, admin, { pin: first, night: true });

    // Withdrawing approval on the admin's instance closes the participant's socket on the other.
    const socket = participant.socket();
    expect(socket?.isClosed()).toBe(false);
    const closed = new Promise<void>((resolve) => socket!.on('close', () => resolve()));
    const withdrawn = await adminApi.put(`/api/admin/users/${participant.userId}`, {
      headers: { Authorization: `Bearer ${admin.session.token}` },
      data: { isApproved: false },
    });
    expect(withdrawn.status(), await withdrawn.text()).toBe(200);
    await closed;
    await participant.close();

    await checkSiteHeaders(site, [first, second]);
    await checkRateLimitSeesClient(site, [first, second]);
    await checkNothingOnOneMachine(browser, site, admin, { uploadPin: second, playPin: first });

    // nginx really sent the participant to the first instance and the admin to the second.
    const [firstPort, secondPort] = site.ports;
    const lines = site.nginx.accessLog();
    const upstreamOf = (pin: string, what: RegExp) =>
      new Set(lines.filter((line) => line.split(' ')[1] === pin && what.test(line)).map((line) => line.split(' ')[2]));
    expect(upstreamOf(first, /GET \/api\/realtime/)).toEqual(new Set([`127.0.0.1:${firstPort}`]));
    expect(upstreamOf(second, /\/api\/(chat\/messages|admin\/users)/)).toEqual(new Set([`127.0.0.1:${secondPort}`]));
    expect(upstreamOf(first, /\/api\//).size).toBe(1);
    expect(upstreamOf(second, /\/api\//).size).toBe(1);
  } finally {
    await adminApi.dispose();
    await site.cleanup();
  }
});
