import { z } from 'zod';

/**
 * What the web app's offline outbox sends with a write it may replay (docs/decisions/019-idempotent-writes.md):
 * an `Idempotency-Key` the client made for that one write, and, on a diary night, the moment the
 * participant pressed 'Kaydet' (`X-Client-Time`).
 */

/** Header names as Node reads them (lower case). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const CLIENT_TIME_HEADER = 'x-client-time';

/** An opaque key of 8–128 URL-safe characters (a UUID or a random base64url string fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** How long a stored answer is replayed for the same key. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

export const OFFLINE_WRITE_MSG = {
  keyInvalid: 'Idempotency-Key başlığı geçersiz: 8–128 karakter olmalı ve yalnızca harf, rakam, "-" ve "_" içermelidir.',
  keyReused: 'Bu işlem anahtarı farklı bir istekle zaten kullanıldı. Lütfen yeni bir işlem için yeni bir anahtar gönderin.',
  inProgress: 'Bu işlem hâlâ işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  clientTimeInvalid: 'X-Client-Time başlığı geçersiz: saat dilimiyle birlikte ISO 8601 biçiminde bir zaman olmalıdır (ör. 2026-03-10T07:45:00+03:00).',
} as const;

/** `X-Client-Time`: an ISO 8601 instant with its offset (`Z` or `±HH:MM`); a local time without one is ambiguous. */
export const clientTimeSchema = z.iso.datetime({ offset: true, error: OFFLINE_WRITE_MSG.clientTimeInvalid });
