import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parsePushHostRule } from '@uyku/domain';

/**
 * Every environment variable the server reads, parsed once at boot. Documented in the README
 * (Configuration) and in .env.example; nothing else in the server reads process.env.
 */
const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const positiveInt = (fallback: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(fallback));

/** proxy-addr's names for whole ranges, accepted in a TRUST_PROXY list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `false` | a hop count | a comma-separated list of proxy addresses or CIDR ranges. `true` is
 * refused: it trusts every hop, so a client's own X-Forwarded-For would choose its address.
 * Returns a problem description when the value is not one of these.
 */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    return 'TRUST_PROXY=true would trust every X-Forwarded-For hop, which a client can forge; set the number of proxies in front of the server (e.g. 1) or their addresses';
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => {
    if (NAMED_RANGES.has(entry)) return false;
    const [address = '', prefix, extra] = entry.split('/');
    if (extra !== undefined || net.isIP(address) === 0) return true;
    if (prefix === undefined) return false;
    const max = net.isIP(address) === 4 ? 32 : 128;
    return !/^\d+$/.test(prefix) || Number(prefix) > max;
  });
  if (entries.length === 0 || bad.length > 0) {
    return `TRUST_PROXY must be false, a hop count or a comma-separated list of proxy addresses/CIDR ranges (not understood: ${bad.join(', ') || value})`;
  }
  return entries;
}

/**
 * PUSH_ALLOWED_HOSTS: push service hosts beyond the browsers' own (packages/domain/src/push-hosts.ts),
 * comma-separated, each a host name or `*.` and a name. Returns a problem description for junk.
 */
export function parsePushAllowedHosts(raw: string): string[] | string {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const rules = entries.map((entry) => parsePushHostRule(entry));
  const bad = entries.filter((_, index) => rules[index] === undefined);
  if (bad.length > 0) {
    return `PUSH_ALLOWED_HOSTS must be comma-separated host names such as push.example.org or *.push.example.org, without scheme, port, path or IP address (not understood: ${bad.join(', ')})`;
  }
  return rules.filter((rule): rule is string => rule !== undefined);
}

/** false: the socket's address; a number: that many proxy hops; a list: these proxies. */
export type TrustProxy = false | number | string[];

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  ADMIN_PHONE: z.preprocess(emptyToUndefined, z.string().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(6).optional()),
  ADMIN_NAME: z.preprocess(emptyToUndefined, z.string().optional()),
  /** JSON array of RTCIceServer objects for the built-in video room. */
  ICE_SERVERS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        // No default STUN host: by default nothing leaves the deployment (host candidates work on one network).
        if (!raw) return [] as z.infer<typeof iceServerSchema>[];
        try {
          return z.array(iceServerSchema).parse(JSON.parse(raw));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'ICE_SERVERS must be a JSON array of {urls, username?, credential?}' });
          return z.NEVER;
        }
      }),
  ),
  JITSI_DOMAIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'JITSI_DOMAIN must be a host name such as meet.example.org')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Origins allowed to open the realtime socket besides the server's own (comma-separated). */
  ALLOWED_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Behind reverse proxies: how many (a hop count) or which (addresses, CIDR ranges) to trust for
   * X-Forwarded-For, so the limits below see the client's address. `false`: use the socket's address.
   */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('false')
      .transform((raw, ctx) => {
        const parsed = parseTrustProxy(raw);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
  ),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
  LOGIN_FAILURES_PER_PHONE: positiveInt(10),
  LOGIN_FAILURES_PER_ADDRESS: positiveInt(20),
  LOGIN_LOCK_MINUTES: positiveInt(15),
  LOGIN_LOCK_MAX_MINUTES: positiveInt(24 * 60),
  REGISTRATIONS_PER_ADDRESS: positiveInt(30),
  PASSWORD_RESET_REQUESTS_PER_ADDRESS: positiveInt(10),
  PARTICIPANT_WRITES_PER_MINUTE: positiveInt(120),
  /** Let start-up turn an existing non-admin account with ADMIN_PHONE into the admin. */
  ADMIN_PROMOTE_EXISTING: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  /** PostgreSQL: give up opening a connection after this long. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** PostgreSQL: the server cancels a statement running longer (statement_timeout). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** PostgreSQL: the driver stops waiting for a query's answer after this long (a stalled server or network). */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** An API request not answered within this long gets 503. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  // How long a looked-up session is trusted without the database (0: always ask); revocations never wait for it.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  // How long an unread chat count is kept in memory (0: always count); chat changes never wait for it.
  UNREAD_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  /** Password hashes (argon2) computed at once; the rest wait in a queue. */
  ARGON2_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Password checks that may wait for a free slot; beyond that a sign-in answers 503. */
  ARGON2_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Largest audio or video file an admin may upload, in megabytes. */
  MEDIA_MAX_UPLOAD_MB: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(4096).default(200)),
  /** Media responses streamed at once by one instance; the rest wait in a queue (docs/security.md, "Media"). */
  MEDIA_CONCURRENT_READS: z.coerce.number().int().min(1).max(1_000).default(16),
  /** Media requests that may wait for a free slot; beyond that a request answers 503. */
  MEDIA_READ_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** Media responses one client address may have under way at once. */
  MEDIA_READS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000).default(6),
  /** Media requests per client address and minute. */
  MEDIA_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  /** A media reader that takes no bytes for this long is disconnected. */
  MEDIA_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /** An upload that sends no bytes for this long answers 408 and leaves nothing behind. */
  MEDIA_UPLOAD_IDLE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /**
   * Bytes per second one media download is sent at (KiB/s): far above any recording's playback rate
   * (CD-quality WAV is 172 KiB/s), far below what would take the CPU from the API on a small host.
   */
  MEDIA_STREAM_KIB_PER_SECOND: z.coerce.number().int().min(64).max(10_000_000).default(4_096),
  /** Size of the on-disk copy of recently served media (a read-through cache in the temp directory). */
  MEDIA_CACHE_MB: z.coerce.number().int().min(0).max(1_000_000).default(1_024),
  /** Diary reminders by Web Push; `false` turns them off for the deployment. */
  PUSH_ENABLED: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  /** VAPID key pair (base64url); both or neither. Without them one is generated under DATA_DIR. */
  VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Who push services may contact about this sender (a mailto: or https: URL). */
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https: URL')
      .default('mailto:uyku-platformu@example.org'),
  ),
  /** Push service hosts to accept besides the browsers' own (comma-separated host names or `*.` rules). */
  PUSH_ALLOWED_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((raw, ctx) => {
        const parsed = parsePushAllowedHosts(raw);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
  ),
});

export interface Timeouts {
  dbConnectMs: number;
  dbStatementMs: number;
  dbQueryMs: number;
  requestMs: number;
  /** Signed-in sessions kept in memory this long (plugins/session-cache.ts); 0 turns the cache off. */
  sessionCacheMs: number;
  /** Unread chat counts kept in memory this long (features/chat/unread-cache.ts); 0 turns the cache off. */
  unreadCacheMs: number;
}

/** How media is served and received (docs/security.md, "Media"), so it cannot stall the API. */
export interface MediaLimits {
  concurrentReads: number;
  readQueue: number;
  readsPerAddress: number;
  requestsPerMinute: number;
  idleTimeoutMs: number;
  uploadIdleMs: number;
  cacheBytes: number;
  /** Bytes per second of one download (MEDIA_STREAM_KIB_PER_SECOND). */
  streamBytesPerSecond: number;
}

export interface PasswordHashingLimits {
  concurrency: number;
  queue: number;
  /**
   * A lower argon2 cost for new hashes, set only by the API tests (never read from the environment):
   * they sign in thousands of accounts, each a production hash otherwise. The verification of a
   * hash always uses the cost stored in it, so production hashes still verify.
   */
  testCost?: { memoryCost: number; timeCost: number };
}

/**
 * Limits on the public account routes, counted in the database (rate_limit_counters), so every
 * instance behind a load balancer counts together. See docs/security.md, "Sign-in limits and proxies".
 */
export interface RateLimits {
  /** Failed sign-ins (and password-change attempts) per phone number, whatever the address, before a lock. */
  loginPerPhone: number;
  /** Failed sign-ins per client address, across phone numbers (password spraying), before a lock. */
  loginPerAddress: number;
  /** The first sign-in lock; each further lock of the same phone or address doubles it… */
  loginLockMs: number;
  /** …up to this. */
  loginLockMaxMs: number;
  /** Registrations per client address within the window (raise it for a lab behind one NAT). */
  registerPerAddress: number;
  /** Password reset requests per client address within the window. */
  resetPerAddress: number;
  windowMs: number;
  /**
   * Writes of study data (nights, device nights, heart-rate sessions, audio usage, form answers)
   * per account within a minute; the offline outbox retries a refused one after its backoff.
   */
  writesPerMinute: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { phone: string | undefined; password: string | undefined; name: string | undefined; promoteExisting?: boolean };
  iceServers: z.infer<typeof iceServerSchema>[];
  jitsiDomain: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  allowedOrigins: string[];
  trustProxy: TrustProxy;
  rateLimits: RateLimits;
  timeouts: Timeouts;
  passwordHashing: PasswordHashingLimits;
  /** Directory of the built web app; undefined serves the API only (tests). */
  webRoot: string | undefined;
  /** Largest uploaded media file in bytes (MEDIA_MAX_UPLOAD_MB). */
  mediaMaxUploadBytes: number;
  media: MediaLimits;
  push: PushConfig;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Web Push diary reminders (docs/product.md, "Notifications and reminders"). */
export interface PushConfig {
  enabled: boolean;
  /** From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; undefined: read or generate DATA_DIR/vapid-keys.json. */
  vapidKeys: VapidKeys | undefined;
  subject: string;
  /** PUSH_ALLOWED_HOSTS: push service host rules accepted besides PUSH_SERVICE_HOSTS of the domain. */
  allowedHosts?: readonly string[];
  /** Tests only (never from the environment): accept plain-http push endpoints on loopback. */
  allowLoopbackHttp?: boolean;
}

const MINUTE_MS = 60 * 1000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerPhone: 10,
  loginPerAddress: 20,
  loginLockMs: 15 * MINUTE_MS,
  loginLockMaxMs: 24 * 60 * MINUTE_MS,
  registerPerAddress: 30,
  resetPerAddress: 10,
  windowMs: 15 * MINUTE_MS,
  writesPerMinute: 120,
};

/** A start-up refusal with a message for the operator (it never holds personal data). */
export class StartupError extends Error {
  override name = 'StartupError';
}

function vapidKeysFrom(publicKey: string | undefined, privateKey: string | undefined): VapidKeys | undefined {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new StartupError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  return { publicKey, privateKey };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, webRoot?: string): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new StartupError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    admin: {
      phone: e.ADMIN_PHONE,
      password: e.ADMIN_PASSWORD,
      name: e.ADMIN_NAME,
      promoteExisting: e.ADMIN_PROMOTE_EXISTING === 'true',
    },
    iceServers: e.ICE_SERVERS,
    jitsiDomain: e.JITSI_DOMAIN,
    logLevel: e.LOG_LEVEL,
    allowedOrigins: e.ALLOWED_ORIGINS ? e.ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean) : [],
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      loginPerPhone: e.LOGIN_FAILURES_PER_PHONE,
      loginPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
      loginLockMs: e.LOGIN_LOCK_MINUTES * MINUTE_MS,
      loginLockMaxMs: Math.max(e.LOGIN_LOCK_MAX_MINUTES, e.LOGIN_LOCK_MINUTES) * MINUTE_MS,
      registerPerAddress: e.REGISTRATIONS_PER_ADDRESS,
      resetPerAddress: e.PASSWORD_RESET_REQUESTS_PER_ADDRESS,
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * MINUTE_MS,
      writesPerMinute: e.PARTICIPANT_WRITES_PER_MINUTE,
    },
    timeouts: {
      dbConnectMs: e.DB_CONNECT_TIMEOUT_MS,
      dbStatementMs: e.DB_STATEMENT_TIMEOUT_MS,
      dbQueryMs: e.DB_QUERY_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      sessionCacheMs: e.SESSION_CACHE_MS,
      unreadCacheMs: e.UNREAD_CACHE_MS,
    },
    passwordHashing: { concurrency: e.ARGON2_CONCURRENCY, queue: e.ARGON2_QUEUE },
    webRoot,
    mediaMaxUploadBytes: Math.floor(e.MEDIA_MAX_UPLOAD_MB * 1024 * 1024),
    media: {
      concurrentReads: e.MEDIA_CONCURRENT_READS,
      readQueue: e.MEDIA_READ_QUEUE,
      readsPerAddress: e.MEDIA_READS_PER_ADDRESS,
      requestsPerMinute: e.MEDIA_REQUESTS_PER_MINUTE,
      idleTimeoutMs: e.MEDIA_IDLE_TIMEOUT_SECONDS * 1000,
      uploadIdleMs: e.MEDIA_UPLOAD_IDLE_SECONDS * 1000,
      cacheBytes: e.MEDIA_CACHE_MB * 1024 * 1024,
      streamBytesPerSecond: e.MEDIA_STREAM_KIB_PER_SECOND * 1024,
    },
    push: {
      enabled: e.PUSH_ENABLED === 'true',
      vapidKeys: vapidKeysFrom(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY),
      subject: e.VAPID_SUBJECT,
      allowedHosts: e.PUSH_ALLOWED_HOSTS,
    },
  };
}
