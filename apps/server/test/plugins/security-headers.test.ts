import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/helpers.js';
import { asParticipant } from '../support/factories.js';

/**
 * The API's security and caching headers are decided from the route the request reached, not from
 * the raw request target: a target in absolute form (`GET http://host/api/… HTTP/1.1`, which
 * HTTP/1.1 allows and the router matches by its path) and a path the router cannot decode still
 * answer with `Cache-Control: no-store` and the API's own content security policy.
 */
let t: TestApp;
let token: string;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await asParticipant(t.app, t.db)).token;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/** Sends one request line as written, over a plain socket (a client library would rewrite it). */
function rawRequest(target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed });
    });
    const lines = [`GET ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectApiHeaders(answer: RawAnswer): void {
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-security-policy']).toBe(API_CSP);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('no-referrer');
}

describe('API headers from the route, not the raw target', () => {
  it('answers a diary request whose target is a full URL with no-store and the API policy', async () => {
    const answer = await rawRequest(`http://127.0.0.1:${port}/api/sleep/sessions`, { Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expectApiHeaders(answer);
  });

  it('answers the same request in the usual form alike', async () => {
    const answer = await rawRequest('/api/sleep/sessions', { Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expectApiHeaders(answer);
  });

  it('answers a path the router cannot decode with 400 and the API headers', async () => {
    const answer = await rawRequest('/api/admin/users/%ZZ', { Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(400);
    expectApiHeaders(answer);
  });

  it('answers an overlong path parameter with 400 and the API headers', async () => {
    const answer = await rawRequest(`/api/admin/users/${'a'.repeat(1_000)}`);
    expect(answer.status).toBe(400);
    expectApiHeaders(answer);
  });

  it('keeps the page policy for the web app’s paths, full-URL target or not', async () => {
    for (const target of ['/login', `http://127.0.0.1:${port}/login`]) {
      const answer = await rawRequest(target);
      expect(answer.headers['content-security-policy'], target).toContain("default-src 'self'");
      expect(answer.headers['cache-control'], target).not.toBe('no-store');
    }
  });
});
