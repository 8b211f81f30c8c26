/**
 * The realtime socket (`/api/realtime`, design "Realtime events"): one WebSocket per signed-in tab.
 * The first client message must be `auth` with the bearer token, within REALTIME_AUTH_TIMEOUT_MS;
 * the server answers `ready` and from then on pushes the events this user may see. Its messages'
 * schemas are in realtime-messages.ts, apart from these constants, so that reading a constant
 * builds no schema (docs/decisions/041-schemas-apart-from-constants.md).
 */
export const REALTIME_PATH = '/api/realtime';
export const REALTIME_AUTH_TIMEOUT_MS = 5_000;
/** Client messages are small; the largest to come is a WebRTC session description. */
export const REALTIME_MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;

/**
 * Messages one socket may send: a token bucket of REALTIME_MESSAGE_BURST that refills at
 * REALTIME_MESSAGES_PER_SECOND; what arrives while it is empty is dropped unanswered. A call's
 * signalling is one offer, one answer, a hang-up and the ICE candidates each side trickles, one per
 * local address, protocol and STUN/TURN server: a few dozen per call, nearly all within its first
 * second, and a similar set again if the connection restarts. A tab that was offline sends what it
 * queued at once when it signs in again. A burst of 50 carries a whole call's candidates at once,
 * 20 a second any restart after it (the client's ping every 25 s is nothing beside that), while a
 * flood is cut to 20 messages a second per socket.
 */
export const REALTIME_MESSAGE_BURST = 50;
export const REALTIME_MESSAGES_PER_SECOND = 20;
/**
 * A socket that goes on sending while its bucket is empty is not a client in a hurry: after this
 * many dropped messages without a pause long enough to refill the bucket, it is closed.
 */
export const REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE = 50;
/** Signed-in sockets of one account on one server instance: one per tab, and nobody needs 20 tabs. */
export const REALTIME_MAX_SOCKETS_PER_ACCOUNT = 20;

/** WebSocket close codes the server uses (4000–4999 are the application's own range). */
export const REALTIME_CLOSE_CODES = {
  /** The client went on sending faster than REALTIME_MESSAGES_PER_SECOND (WebSocket "Policy Violation"). */
  policyViolation: 1008,
  /** The first message was not a well-formed `auth`. */
  badMessage: 4400,
  /** The token is unknown or expired, or the session ended while the socket was open. */
  unauthenticated: 4401,
  /**
   * The account may not use the socket, at sign-in or when a re-check finds it changed: not
   * approved, a password change pending, or the legal texts in force not accepted.
   */
  forbidden: 4403,
  /** No `auth` within REALTIME_AUTH_TIMEOUT_MS. */
  authTimeout: 4408,
  /** The account already holds REALTIME_MAX_SOCKETS_PER_ACCOUNT sockets on this server. */
  tooManySockets: 4429,
} as const;

export const REALTIME_MSG = {
  authTimeout: 'Bağlantı doğrulanamadı: süre doldu',
  badMessage: 'Geçersiz bağlantı mesajı',
  rateLimited: 'Çok hızlı mesaj gönderiliyor; fazlası işlenmedi. Lütfen biraz yavaşlayın.',
  floodClosed: 'Çok fazla mesaj gönderildiği için bağlantı kapatıldı.',
  tooManySockets: 'Bu hesapla açık bağlantı sayısı sınıra ulaştı. Lütfen kullanmadığınız sekmeleri kapatıp tekrar deneyin.',
} as const;
