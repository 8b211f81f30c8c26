import type { ServerResponse } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream';

/**
 * The media download as it reaches the socket, watched for a reader that stopped reading
 * (docs/security.md, "Media"): while the client takes bytes, the stream moves; once nothing has
 * moved for `idleMs` (the socket's buffers are full and stay full), the download is ended and the
 * connection closed, so a stalled reader holds neither a slot, an open file nor memory for long.
 */
export function idleWatched(
  source: Readable,
  response: ServerResponse,
  idleMs: number,
  onIdle: () => void,
  bytesPerSecond = Number.POSITIVE_INFINITY,
): Readable {
  let last = Date.now();
  // Paced at `bytesPerSecond` (docs/security.md, "Media"): a chunk that would run ahead of the pace
  // waits, so four downloads at full loopback speed cannot take the CPU the API's reads need.
  const started = Date.now();
  let sent = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      last = Date.now();
      sent += chunk.length;
      const due = started + (sent / bytesPerSecond) * 1000 - Date.now();
      if (due <= 0) done(null, chunk);
      else setTimeout(() => done(null, chunk), due).unref();
    },
  });
  pipeline(source, tap, () => undefined);
  const timer = setInterval(
    () => {
      if (Date.now() - last < idleMs) return;
      clearInterval(timer);
      onIdle();
      tap.destroy();
      response.destroy();
    },
    Math.max(50, Math.min(idleMs / 4, 5_000)),
  );
  timer.unref();
  response.once('close', () => clearInterval(timer));
  return tap;
}

/** The next chunk of an upload, or `onIdle()`'s error when none comes within `idleMs`. */
export async function nextWithin<T>(next: Promise<T>, idleMs: number, onIdle: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onIdle()), idleMs);
  });
  try {
    return await Promise.race([next, idle]);
  } finally {
    clearTimeout(timer);
  }
}
