import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.js';
import { hashPassword, passwordWork, verifyPassword, WorkQueue } from '../../src/lib/passwords.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { createUser, uniquePhone } from '../support/factories.js';

/**
 * docs/security.md, "Password hashing": argon2 work is capped by a small queue; beyond it a request is refused at once
 * with 503 and a Turkish message. The queue is filled with jobs this test holds open, so what is
 * refused does not depend on timing.
 */
const BUSY = 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.';

/** A job that runs until the test lets it finish. */
function heldJob() {
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { job: () => done, release };
}

describe('WorkQueue', () => {
  it('runs up to the cap, queues up to the queue length, and refuses the rest with a Turkish 503', async () => {
    const queue = new WorkQueue(2, 1);
    const held = [heldJob(), heldJob(), heldJob()];
    const running = held.map((h) => queue.run(h.job));
    expect(queue.running).toBe(2);
    expect(queue.queued).toBe(1);

    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: BUSY });

    // The queued job starts when a running one ends, in order; then there is room again.
    held[0]?.release();
    await running[0];
    expect(queue.running).toBe(2);
    expect(queue.queued).toBe(0);
    const next = heldJob();
    const queued = queue.run(next.job);
    expect(queue.queued).toBe(1);
    for (const h of [held[1], held[2], next]) h?.release();
    await Promise.all([...running, queued]);
    expect(queue.running).toBe(0);
    expect(await queue.run(async () => 'ok')).toBe('ok');
  });

  it('keeps a share of the waiting places for work that is not suspect, and lets it go first', async () => {
    // 4 places, a quarter (1) kept for normal work.
    const queue = new WorkQueue(1, 4);
    const running = heldJob();
    const first = queue.run(running.job, 'suspect');
    const suspects = [heldJob(), heldJob(), heldJob()];
    const waitingSuspects = suspects.map((h) => queue.run(h.job, 'suspect'));
    expect(queue.queued).toBe(3);
    // A fourth suspect job would take the kept place: refused.
    const refused = await queue.run(async () => 'never', 'suspect').catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 503, message: BUSY });
    // Someone who has not failed still gets the kept place, and runs before the suspects.
    const order: string[] = [];
    const normal = queue.run(async () => void order.push('normal'), 'normal');
    waitingSuspects.forEach((waiting, i) => void waiting.then(() => order.push(`suspect ${i}`)));
    expect(queue.queued).toBe(4);
    running.release();
    await first;
    await normal;
    for (const h of suspects) h.release();
    await Promise.all(waitingSuspects);
    expect(order[0]).toBe('normal');
    expect(queue.running).toBe(0);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new WorkQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(queue.running).toBe(0);
    expect(await queue.run(async () => 1)).toBe(1);
  });
});

describe('hashing off the event loop', () => {
  it('lets the event loop turn while a hash is computed', async () => {
    let turns = 0;
    let hashing = true;
    const spin = () => {
      turns += 1;
      if (hashing) setImmediate(spin);
    };
    setImmediate(spin);
    const hashed = await hashPassword('Uyku2025!');
    hashing = false;
    expect(await verifyPassword(hashed, 'Uyku2025!')).toBe(true);
    // A hash computed on the main thread would let no callback run until it returned.
    expect(turns).toBeGreaterThan(1);
  });
});

describe('sign-in and registration beyond the cap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ passwordHashing: { concurrency: 1, queue: 1 } });
  });
  afterAll(async () => t.close());

  it('answer 503 with the Turkish message while the queue is full, and work again once it drains', async () => {
    const user = await createUser(t.db);
    const loginBody = { phone: user.phone, password: user.password, acceptTerms: true, acceptPrivacy: true };
    const held = [heldJob(), heldJob()];
    const holding = held.map((h) => passwordWork.run(h.job));
    expect(passwordWork.running).toBe(1);
    expect(passwordWork.queued).toBe(1);

    const unknownPhone = { ...loginBody, phone: uniquePhone() };
    const refused = [
      await call(t.app, 'POST', '/api/auth/login', { body: loginBody }),
      await call(t.app, 'POST', '/api/auth/login', { body: unknownPhone }),
      await call(t.app, 'POST', '/api/auth/register', {
        body: { name: 'Yeni Kişi', phone: uniquePhone(), password: 'Uyku2025!', acceptTerms: true, acceptPrivacy: true },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', message: BUSY, error: BUSY });
    }

    for (const h of held) h.release();
    await Promise.all(holding);
    expect((await call(t.app, 'POST', '/api/auth/login', { body: loginBody })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/login', { body: unknownPhone })).statusCode).toBe(401);
  });
});
