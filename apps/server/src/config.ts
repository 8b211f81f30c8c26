import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at boot. Documented in the README
 * and in .env.example; nothing else in the server reads process.env.
 */
const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

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
  /** Set behind a reverse proxy so rate limits see the client's address, not the proxy's. */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
});

export interface RateLimits {
  /** Login attempts per client address and phone number within the window. */
  loginPerPhone: number;
  /** Registrations per client address within the window. */
  registerPerAddress: number;
  /** Password reset requests per phone number within the window. */
  resetPerPhone: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { phone: string | undefined; password: string | undefined; name: string | undefined };
  iceServers: z.infer<typeof iceServerSchema>[];
  jitsiDomain: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  allowedOrigins: string[];
  trustProxy: boolean;
  rateLimits: RateLimits;
  /** Directory of the built web app; undefined serves the API only (tests). */
  webRoot: string | undefined;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerPhone: 10,
  registerPerAddress: 30,
  resetPerPhone: 3,
  windowMs: 15 * 60 * 1000,
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, webRoot?: string): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    admin: { phone: e.ADMIN_PHONE, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME },
    iceServers: e.ICE_SERVERS,
    jitsiDomain: e.JITSI_DOMAIN,
    logLevel: e.LOG_LEVEL,
    allowedOrigins: e.ALLOWED_ORIGINS ? e.ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean) : [],
    trustProxy: e.TRUST_PROXY === 'true',
    rateLimits: DEFAULT_RATE_LIMITS,
    webRoot,
  };
}
