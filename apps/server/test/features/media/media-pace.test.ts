import { PassThrough, Readable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleWatched } from '../../../src/features/media/idle.js';

/**
 * A download is paced (docs/security.md, "Media"): bytes leave no faster than the configured rate,
 * so parallel downloads cannot take the CPU the API's reads need. Fake timers: no wall clock.
 */
afterEach(() => vi.useRealTimers());

describe('idleWatched pacing', () => {
  it('lets a chunk through only when the rate allows it', async () => {
    vi.useFakeTimers();
    const response = new PassThrough() as unknown as ServerResponse;
    const chunks = [Buffer.alloc(1000, 1), Buffer.alloc(1000, 2), Buffer.alloc(1000, 3)];
    const body = idleWatched(Readable.from(chunks), response, 60_000, () => undefined, 1000);
    const received: number[] = [];
    body.on('data', (chunk: Buffer) => received.push(chunk[0] ?? 0));
    await vi.advanceTimersByTimeAsync(10);
    // The first 1,000 bytes are due after one second at 1,000 bytes/s.
    expect(received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(received).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(received).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(received).toEqual([1, 2, 3]);
  });

  it('does not hold a stream back without a rate', async () => {
    const response = new PassThrough() as unknown as ServerResponse;
    const body = idleWatched(Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), response, 60_000, () => undefined);
    let total = 0;
    for await (const chunk of body) total += (chunk as Buffer).length;
    expect(total).toBe(20);
  });
});
