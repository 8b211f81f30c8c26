import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service of our own on loopback, for the reminder tests: it plays the browser's side of
 * Web Push, with a P-256 key pair and auth secret made here, and decrypts what arrives exactly as
 * RFC 8291 (aes128gcm, RFC 8188) says, so the server's encryption is checked by an independent reader.
 */

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload. */
  text: string;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 and RFC 8188 §2: one record, the sender's public key as the key id. */
export function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPrivate.getPublicKey(), asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not a last record');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header (RFC 8292): the JWT is ES256-signed by `k` and names this origin. */
export function verifyVapid(authorization: string | undefined, audience: string): { publicKey: string; subject: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, jwt = '', publicKey = ''] = match;
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  if (claims.aud !== audience) throw new Error(`VAPID audience ${claims.aud}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return { publicKey, subject: claims.sub };
}

export interface PushReceiver {
  /** PushSubscription.toJSON() as a browser would send it for `path`. */
  subscription: (path?: string) => { endpoint: string; keys: { p256dh: string; auth: string } };
  origin: string;
  received: ReceivedPush[];
  /** The status the next pushes get (201 as a push service answers; 410 for a gone subscription). */
  answer: (status: number) => void;
  close: () => Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const received: ReceivedPush[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let text: string;
      try {
        text = decryptAes128gcm(Buffer.concat(chunks), ecdh, authSecret);
      } catch (error) {
        text = `undecryptable: ${(error as Error).message}`;
      }
      received.push({ path: request.url ?? '', headers: request.headers, text });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    subscription: (path = '/push/device-1') => ({
      endpoint: `${origin}${path}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
    }),
    origin,
    received,
    answer: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
