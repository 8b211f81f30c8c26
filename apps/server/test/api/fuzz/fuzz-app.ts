import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../../src/config.js';
import type { Access } from '../../../src/plugins/auth.js';
import { asAdmin, asExperiment, asParticipant } from '../../support/factories.js';
import { buildTestApp, type TestApp } from '../../support/helpers.js';

/**
 * The app the fuzzers call, with a signed-in caller for every access level. Rate limits are raised
 * through config for the whole app, so public routes (e.g. registration per address) never answer
 * 429 instead of the answer under test; `send` also gives every request its own client address,
 * for limits a later change might count before validation.
 */
export async function buildFuzzApp(): Promise<{ t: TestApp; tokens: Record<Access, string | undefined> }> {
  const raisedLimits = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([key, value]) => [
      key,
      key === 'windowMs' || typeof value !== 'number' ? value : 1_000_000,
    ]),
  ) as unknown as RateLimits;
  const t = await buildTestApp({ rateLimits: raisedLimits });
  const tokens: Record<Access, string | undefined> = {
    public: undefined,
    user: (await asParticipant(t.app, t.db)).token,
    experiment: (await asExperiment(t.app, t.db)).token,
    admin: (await asAdmin(t.app, t.db)).token,
  };
  return { t, tokens };
}
