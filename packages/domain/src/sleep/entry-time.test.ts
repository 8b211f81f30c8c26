import { describe, expect, it } from 'vitest';
import { clientTimeSchema } from '../api/offline-writes.js';
import { entryInstant } from './entry-time.js';

const received = '2026-03-12T09:00:00.000Z';
const ms = (iso: string) => Date.parse(iso);

describe('entry instant of a night (client time or receipt)', () => {
  it('uses the receipt when no client time was sent', () => {
    expect(entryInstant({ createdAt: received, clientCreatedAt: null })).toBe(ms(received));
  });

  it('uses a plausible past client time, up to 7 days before the receipt', () => {
    const dayBefore = '2026-03-11T06:00:00.000Z';
    expect(entryInstant({ createdAt: received, clientCreatedAt: dayBefore })).toBe(ms(dayBefore));
    const sevenDays = '2026-03-05T09:00:00.000Z';
    expect(entryInstant({ createdAt: new Date(received), clientCreatedAt: new Date(sevenDays) })).toBe(ms(sevenDays));
  });

  it('falls back to the receipt for a client time over 7 days old or beyond the 5-minute skew', () => {
    expect(entryInstant({ createdAt: received, clientCreatedAt: '2026-03-05T08:59:59.000Z' })).toBe(ms(received));
    expect(entryInstant({ createdAt: received, clientCreatedAt: '2026-03-12T09:05:01.000Z' })).toBe(ms(received));
    expect(entryInstant({ createdAt: received, clientCreatedAt: 'not a time' })).toBe(ms(received));
  });

  it('takes a time within the skew as the receipt itself', () => {
    expect(entryInstant({ createdAt: received, clientCreatedAt: '2026-03-12T09:04:00.000Z' })).toBe(ms(received));
  });

  it('accepts only ISO 8601 instants with an offset as X-Client-Time', () => {
    for (const ok of ['2026-03-10T07:45:00+03:00', '2026-03-10T04:45:00.123Z', '2026-03-10T04:45:00Z']) expect(clientTimeSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['2026-03-10T07:45:00', '2026-03-10', 'yesterday', '1741589100000', '']) expect(clientTimeSchema.safeParse(bad).success, bad).toBe(false);
  });
});
