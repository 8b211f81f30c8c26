import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app.js';
import type { RouteAccess } from '../../src/plugins/auth.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin, asExperiment, asParticipant } from '../support/factories.js';
import { makePrivacyConsentOutdated } from '../support/factories-account.js';

/**
 * The authorization and bad-input matrix over EVERY /api route the app registers, so a route
 * added later is covered without anyone remembering to: no token → 401, wrong role → 403,
 * malformed JSON / wrong types / oversized bodies / malformed ids → 4xx with a Turkish message.
 */
let t: TestApp;
let admin: string;
let control: string;
let experiment: string;
let routes: RouteAccess[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  control = (await asParticipant(t.app, t.db)).token;
  experiment = (await asExperiment(t.app, t.db)).token;
  routes = t.app.routeAccess.filter((r) => r.url !== '/api/realtime');
});
afterAll(async () => t.close());

const withIds = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());
/** A message for a Turkish reader: present, and none of the English words library defaults use. */
function expectTurkish(message: unknown, where: string) {
  expect(typeof message, where).toBe('string');
  expect((message as string).length, where).toBeGreaterThan(3);
  expect(message, where).not.toMatch(/\b(expected|invalid|required|must|received|error|body|unexpected|string|number)\b/i);
}
const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

describe('route matrix', () => {
  it('covers the routes of the app', () => {
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) expect(['public', 'user', 'experiment', 'admin']).toContain(route.access);
  });

  it('answers 401 with a Turkish message to every non-public route called without a token', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const response = await call(t.app, route.method as 'GET', withIds(route.url), hasBody(route.method) ? { body: {} } : {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      expectTurkish(response.json().message, route.url);
    }
  });

  it('answers 401 to a made-up token', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const response = await call(t.app, route.method as 'GET', withIds(route.url), { token: 'not-a-real-token' });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a participant on every admin route', async () => {
    for (const route of routes.filter((r) => r.access === 'admin')) {
      const response = await call(t.app, route.method as 'GET', withIds(route.url), {
        token: control,
        ...(hasBody(route.method) ? { body: {} } : {}),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('answers 403 to a control-group participant on every experiment route, not to the experiment group', async () => {
    for (const route of routes.filter((r) => r.access === 'experiment')) {
      const denied = await call(t.app, route.method as 'GET', withIds(route.url), { token: control });
      expect(denied.statusCode, `${route.method} ${route.url}`).toBe(403);
      const allowed = await call(t.app, route.method as 'GET', withIds(route.url), { token: experiment });
      expect([401, 403]).not.toContain(allowed.statusCode);
    }
  });

  it('answers 403 on every signed-in route to a user who must first change an admin-set password', async () => {
    const { token } = await asParticipant(t.app, t.db, { mustChangePassword: true });
    // Logout is allowed too, and would end this session for the routes after it: it goes last.
    const isLogout = (r: RouteAccess) => r.url === '/api/auth/logout';
    const signedInRoutes = routes.filter((r) => r.access !== 'public');
    for (const route of [...signedInRoutes.filter((r) => !isLogout(r)), ...signedInRoutes.filter(isLogout)]) {
      const response = await call(t.app, route.method as 'GET', withIds(route.url), {
        token,
        ...(hasBody(route.method) ? { body: {} } : {}),
      });
      const where = `${route.method} ${route.url}`;
      if (route.allowedWhilePasswordChangeRequired) {
        expect(response.json().code, where).not.toBe('PASSWORD_CHANGE_REQUIRED');
      } else {
        expect(response.statusCode, where).toBe(403);
        expect(response.json().code, where).toBe('PASSWORD_CHANGE_REQUIRED');
      }
    }
  });

  it('answers 403 CONSENT_REQUIRED on every signed-in route but the allowed ones after a legal text changed', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    await makePrivacyConsentOutdated(t.db, user.id);
    // Logout and account deletion end this session for the routes after them: they go last.
    const endsSession = (r: RouteAccess) => r.url === '/api/auth/logout' || r.url === '/api/user/account';
    const signedInRoutes = routes.filter((r) => r.access !== 'public');
    for (const route of [...signedInRoutes.filter((r) => !endsSession(r)), ...signedInRoutes.filter(endsSession)]) {
      const response = await call(t.app, route.method as 'GET', withIds(route.url), {
        token,
        ...(hasBody(route.method) ? { body: {} } : {}),
      });
      const where = `${route.method} ${route.url}`;
      if (route.allowedWhileConsentRequired) {
        expect(response.json().code, where).not.toBe('CONSENT_REQUIRED');
      } else {
        expect(response.statusCode, where).toBe(403);
        expect(response.json().code, where).toBe('CONSENT_REQUIRED');
      }
    }
  });

  it('answers malformed JSON with 400 and a Turkish message on every route that takes a body', async () => {
    for (const route of routes.filter((r) => hasBody(r.method))) {
      const response = await call(t.app, route.method as 'POST', withIds(route.url), {
        token: admin,
        body: '{"phone": "0555',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'İstek gövdesi geçerli bir JSON değil' });
    }
  });

  it('answers wrong types with 400 and a Turkish message on every route with a body schema', async () => {
    for (const route of routes.filter((r) => r.hasBody)) {
      for (const body of [[1, 2, 3], 'metin', 42, { phone: 5551234567, password: true, name: ['x'] }]) {
        const response = await call(t.app, route.method as 'POST', withIds(route.url), { token: admin, body });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().success).toBe(false);
        expectTurkish(response.json().message, `${route.method} ${route.url}`);
      }
    }
  });

  it('answers an oversized body with 413 and a Turkish message', async () => {
    const huge = JSON.stringify({ text: 'a'.repeat(BODY_LIMIT_BYTES + 1) });
    for (const route of routes.filter((r) => hasBody(r.method))) {
      const response = await call(t.app, route.method as 'POST', withIds(route.url), {
        token: admin,
        body: huge,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
      expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'İstek gövdesi çok büyük' });
    }
  });

  it('answers a non-JSON content type with 415 on every route that takes a body', async () => {
    for (const route of routes.filter((r) => r.hasBody)) {
      const response = await call(t.app, route.method as 'POST', withIds(route.url), {
        token: admin,
        body: 'phone=05551234567',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(415);
      expectTurkish(response.json().message, `${route.method} ${route.url}`);
    }
  });

  it('answers a malformed id with 400, never 500', async () => {
    for (const route of routes.filter((r) => r.hasParams)) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'not-a-uuid');
      const response = await call(t.app, route.method as 'GET', url, { token: admin, ...(hasBody(route.method) ? { body: {} } : {}) });
      expect(response.statusCode, `${route.method} ${url}`).toBe(400);
      expectTurkish(response.json().message, `${route.method} ${route.url}`);
    }
  });

  it('answers an overlong or undecodable path parameter with 400 and a Turkish message in the envelope', async () => {
    // Found by the fuzzer: the router answered these itself, in English and outside the envelope (414 / 400).
    for (const route of routes.filter((r) => r.hasParams)) {
      for (const id of ['a'.repeat(101), '%E0%A4%A', '%']) {
        const url = route.url.replace(/:[A-Za-z]+/g, id);
        const response = await call(t.app, route.method as 'GET', url, { token: admin });
        expect(response.statusCode, `${route.method} ${url}`).toBe(400);
        expect(response.json(), `${route.method} ${url}`).toEqual({ success: false, code: 'BAD_REQUEST', message: 'İstek adresi geçersiz', error: 'İstek adresi geçersiz' });
      }
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await call(t.app, 'GET', '/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'İstenen adres bulunamadı', error: 'İstenen adres bulunamadı' });
  });
});
