import { execFile } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:tls';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MSG, PUSH_SERVICE_HOSTS, todayInStudyZone } from '@uyku/domain';
import { pushSubscriptions } from '../../../src/db/schema/index.js';
import type { LookupAll } from '../../../src/features/push/resolve.js';
import { sendDueReminders, type PushContext } from '../../../src/features/push/service.js';
import { nodeTransport, type PushDelivery } from '../../../src/features/push/transport.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asParticipant } from '../../support/factories.js';
import { verifyVapid } from '../../support/push-receiver.js';

/**
 * Push subscriptions must not make the server connect inside its own network. A TLS listener on
 * loopback, with a certificate made for this run, records every TCP connection it gets; the
 * server must never open one through any subscription — not for an IP literal in any spelling,
 * not for localhost, not for a push service's name that resolves to loopback. The resolver is the
 * test's, so names of real push services can be pointed anywhere without leaving the machine.
 */
const today = todayInStudyZone();
const at = (clock: string) => new Date(`${today}T${clock}:00+03:00`).getTime();
let now = at('06:00');
let t: TestApp;
let certDir: string;
const listeners: Server[] = [];
const connections: Socket[] = [];
const serverNames: string[] = [];
let port = 0;
const logLines: string[] = [];
const vapidKeys = webpush.generateVAPIDKeys();
const OPERATOR_HOST = 'push.example.test';

async function listen(server: Server, host: string, wanted: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** A TLS server on 127.0.0.1 and, where the machine has IPv6, on [::1] at the same port. */
async function startListener(): Promise<void> {
  certDir = await mkdtemp(path.join(tmpdir(), 'uyku-push-ssrf-'));
  const [keyFile, certFile] = [path.join(certDir, 'key.pem'), path.join(certDir, 'cert.pem')];
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-days',
    '1',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  const [key, cert] = await Promise.all([readFile(keyFile), readFile(certFile)]);
  const make = () => {
    const server = createServer({
      key,
      cert,
      SNICallback: (name, done) => {
        serverNames.push(name);
        done(null);
      },
    });
    server.on('connection', (socket: Socket) => connections.push(socket));
    server.on('tlsClientError', () => undefined);
    listeners.push(server);
    return server;
  };
  port = await listen(make(), '127.0.0.1', 0);
  await listen(make(), '::1', port).catch(() => listeners.pop());
}

/** A browser's keys, so web-push can encrypt for the subscription. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

beforeAll(async () => {
  await startListener();
  t = await buildTestApp(
    {
      push: {
        enabled: true,
        vapidKeys,
        subject: 'mailto:test@example.org',
        allowedHosts: [OPERATOR_HOST],
        allowLoopbackHttp: false,
      },
    },
    { clock: () => new Date(now), logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  for (const socket of connections) socket.destroy();
  await Promise.all(listeners.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  await rm(certDir, { recursive: true, force: true });
});

/** A participant who wants a reminder at `time`. */
async function participantAt(time: string) {
  const participant = await asParticipant(t.app, t.db);
  expect((await call(t.app, 'PUT', '/api/push/reminder', { token: participant.token, body: { time } })).statusCode).toBe(200);
  return participant;
}

const subscribe = (token: string, endpoint: string) =>
  call(t.app, 'POST', '/api/push/subscriptions', { token, body: { endpoint, keys: browserKeys() } });

/** The sweep as routes.ts runs it, with the test's resolver and transport. */
function sweepWith(
  lookup: LookupAll,
  transport: (delivery: PushDelivery) => Promise<number>,
  warnings: Record<string, unknown>[],
) {
  const ctx: PushContext = {
    db: t.db,
    now: () => new Date(now),
    keys: vapidKeys,
    subject: 'mailto:test@example.org',
    endpoints: { allowedHosts: [...PUSH_SERVICE_HOSTS, OPERATOR_HOST], allowLoopbackHttp: false },
    network: { lookup, transport },
    warn: (details) => void warnings.push(details),
  };
  return sendDueReminders(ctx);
}

/** A transport that plays "the push service at the checked address" with the loopback listener. */
function listenerTransport(deliveries: PushDelivery[]) {
  return (delivery: PushDelivery) => {
    deliveries.push(delivery);
    return nodeTransport({ ...delivery, address: '127.0.0.1', family: 4, port });
  };
}

describe('push endpoints inside the network', () => {
  it('are refused at subscribe time, and rows stored before the rules are never contacted', async () => {
    const marker = 'probe-5b1e';
    const internal = [
      `https://127.0.0.1:${port}/${marker}`,
      `https://localhost:${port}/${marker}`,
      `https://[::1]:${port}/${marker}`,
      `https://2130706433:${port}/${marker}`,
      `https://0x7f.1:${port}/${marker}`,
      `https://127.0.0.1/${marker}`,
      `https://localhost./${marker}`,
      `http://127.0.0.1:${port}/${marker}`,
    ];
    const { user, token } = await participantAt('07:00');
    const unknownService = await subscribe(token, 'https://push.example.org/x');
    expect(unknownService.statusCode).toBe(400);
    expect(unknownService.json().message).toBe(PUSH_MSG.endpointUnsupported);
    for (const endpoint of internal) {
      const response = await subscribe(token, endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().message, endpoint).toBe(PUSH_MSG.endpointInvalid);
    }
    expect((await call(t.app, 'GET', '/api/push', { token })).json().subscriptions).toBe(0);

    // As a database from before these rules would hold them.
    await t.db.insert(pushSubscriptions).values(internal.map((endpoint) => ({ userId: user.id, endpoint, ...browserKeys() })));
    now = at('07:00');
    const runDue = t.app.pushReminders.runDue;
    if (!runDue) throw new Error('push is off');
    expect(await runDue()).toBe(0);
    expect(connections).toHaveLength(0);
    // Refusals are logged as reasons; the endpoint (personal data, and the probe itself) is not.
    const refusals = logLines
      .map((line) => JSON.parse(line) as { msg?: string; reason?: string })
      .filter((line) => line.msg === 'push endpoint refused, not contacted');
    expect(refusals.map((line) => line.reason).sort()).toEqual([
      'ip-literal',
      'local-name',
      'port',
      'port',
      'port',
      'port',
      'port',
      'scheme',
    ]);
    expect(logLines.join('\n')).not.toContain(marker);
    // Refused rows are kept as they are: nothing about a refusal reaches the participant's count.
    expect((await call(t.app, 'GET', '/api/push', { token })).json().subscriptions).toBe(internal.length);
  });

  it('are refused at send time when a push service’s name resolves inside, before any connection', async () => {
    const resolved: Record<string, string[]> = {
      'fcm.googleapis.com': ['127.0.0.1'],
      [OPERATOR_HOST]: ['127.0.0.1'],
      // One inside address among public ones is enough to refuse.
      'updates.push.services.mozilla.com': ['34.117.237.239', '10.1.2.3'],
      'web.push.apple.com': ['::ffff:127.0.0.1'],
      'wns2-par02p.notify.windows.com': ['169.254.169.254'],
    };
    const { token } = await participantAt('07:10');
    for (const host of Object.keys(resolved)) {
      expect((await subscribe(token, `https://${host}/push/abc`)).statusCode, host).toBe(201);
    }
    const asked: string[] = [];
    const lookup: LookupAll = async (hostname) => {
      asked.push(hostname);
      return (resolved[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    const deliveries: PushDelivery[] = [];
    const warnings: Record<string, unknown>[] = [];
    now = at('07:10');
    expect(await sweepWith(lookup, listenerTransport(deliveries), warnings)).toBe(0);
    expect(asked.sort()).toEqual(Object.keys(resolved).sort());
    expect(deliveries).toEqual([]);
    expect(connections).toHaveLength(0);
    expect(warnings).toHaveLength(Object.keys(resolved).length);
    for (const warning of warnings) expect(warning.reason).toBe('non-public-address');
    expect(warnings.map((warning) => warning.rule).sort()).toEqual(
      [
        '*.notify.windows.com',
        'fcm.googleapis.com',
        OPERATOR_HOST,
        'updates.push.services.mozilla.com',
        'web.push.apple.com',
      ].sort(),
    );
  });
});

describe('a push service on a public address', () => {
  it('is accepted, and the push goes to exactly the address that was checked', async () => {
    const { token } = await participantAt('07:20');
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-token';
    const response = await subscribe(token, endpoint);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(PUSH_MSG.subscribed);

    const deliveries: PushDelivery[] = [];
    const lookup: LookupAll = async () => [
      { address: '142.250.185.74', family: 4 },
      { address: '2a00:1450:4001:82b::200a', family: 6 },
    ];
    now = at('07:20');
    const sent = await sweepWith(
      lookup,
      async (delivery) => {
        deliveries.push(delivery);
        return 201;
      },
      [],
    );
    expect(sent).toBe(1);
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery).toMatchObject({
      hostname: 'fcm.googleapis.com',
      address: '142.250.185.74',
      family: 4,
      port: 443,
      method: 'POST',
    });
    expect(delivery?.url.href).toBe(endpoint);
    expect(
      verifyVapid(delivery?.headers.Authorization ?? delivery?.headers.authorization, 'https://fcm.googleapis.com').publicKey,
    ).toBe(vapidKeys.publicKey);
    expect(connections).toHaveLength(0);
    expect((await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length).toBe(1);
  });

  it('is reached at the checked address under its own name (SNI), not by resolving the name again', async () => {
    const before = connections.length;
    // The real transport, told the checked address is the listener: a certificate it cannot trust ends the handshake.
    await expect(
      nodeTransport({
        url: new URL('https://fcm.googleapis.com/fcm/send/x'),
        hostname: 'fcm.googleapis.com',
        address: '127.0.0.1',
        family: 4,
        port,
        method: 'POST',
        headers: {},
        body: Buffer.from('x'),
      }),
    ).rejects.toThrow();
    expect(connections.length - before).toBe(1);
    expect(connections.at(-1)?.remoteAddress).toMatch(/127\.0\.0\.1$/);
    expect(serverNames.at(-1)).toBe('fcm.googleapis.com');
  });
});
