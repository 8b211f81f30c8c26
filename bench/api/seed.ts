import { asc, sql } from 'drizzle-orm';
import { LEGAL_DOCUMENT_KEYS, LEGAL_DOCUMENTS } from '@uyku/domain';
import type { DatabaseHandle } from '../../apps/server/src/db/client.js';
import { sessions, users } from '../../apps/server/src/db/schema/index.js';
import { hashToken, newSessionToken } from '../../apps/server/src/lib/tokens.js';
import { seedStudy } from '../admin-data/setup.js';

/** What the load generator needs to know about the seeded study. */
export interface StudyCast {
  adminToken: string;
  /** One signed-in token per participant, in participant order. */
  participantTokens: string[];
  /** The participants' account ids, in the same order (the same-work baseline runs each request's SQL for its own account). */
  participantIds: string[];
  adminId: string;
  /** The participant with a year of nights (365). */
  yearLongToken: string;
}

export const PARTICIPANTS = 300;
export const NIGHTS = 120;
export const MESSAGES_PER_PARTICIPANT = 40;

/**
 * A running study written straight into the database (set-based SQL, seconds): 300 approved
 * participants × 120 nights (one of them with 365), 40 chat messages each (the last expert reply
 * of every third conversation unread), 40 heart-rate sessions each, three answers each to one
 * built-in form, the current legal texts accepted, and one session per account. Tokens are made
 * as the server makes them; only their hashes are stored.
 */
export async function seedApiStudy(database: DatabaseHandle): Promise<StudyCast> {
  const db = database.db;
  await seedStudy(database, { participants: PARTICIPANTS, nights: NIGHTS, heartRatePerParticipant: 40 });
  // The participant with the lowest number keeps a year of diary.
  await db.execute(sql`
    insert into sleep_sessions (user_id, sleep_date, bedtime, sleep_time, wake_time, rem_duration, deep_sleep_duration,
      light_sleep_duration, awake_duration, heart_rate, sleep_quality, stress_level, screen_time, room_temperature,
      notes, time_in_bed, sleep_onset_latency, total_sleep_minutes, sleep_efficiency, tst_source, ab_group)
    select u.id, current_date - d, '23:00', '23:20', '07:00', 90, 80, 250, 10, 60, 1 + (d % 10), 1 + (d % 10), 30, 21.5,
      '', 480, 20, 410, 85.4, 'stages', u.ab_group
    from (select id, ab_group from users where not is_admin order by participant_number limit 1) u
    cross join generate_series(${NIGHTS}, 364) d`);
  await db.execute(sql`
    insert into messages (user_id, sender, author_id, text, created_at, read_at)
    select u.id, case when k % 2 = 0 then 'user' else 'expert' end,
      case when k % 2 = 0 then u.id else (select id from users where is_admin limit 1) end,
      'Merhaba, dün gece ' || k || '. kez uyandım; ne önerirsiniz? Çay, kahve ve ekran süresi.',
      now() - ((${MESSAGES_PER_PARTICIPANT} - k) || ' hours')::interval,
      case when k = ${MESSAGES_PER_PARTICIPANT - 1} and u.participant_number % 3 = 0 then null else now() end
    from users u cross join generate_series(0, ${MESSAGES_PER_PARTICIPANT - 1}) k
    where not u.is_admin`);
  await db.execute(sql`
    insert into forms (kind, title, description, audience) values ('builtin', 'Uyku Kalitesi Ölçeği', 'Haftalık', 'both')`);
  await db.execute(sql`
    insert into form_versions (form_id, version, definition)
    select id, 1, '{"questions":[]}'::jsonb from forms`);
  await db.execute(sql`
    insert into form_responses (form_id, user_id, version_id, responses, score, created_at, ab_group)
    select v.form_id, u.id, v.id, ('{"q1": ' || k || '}')::jsonb, k * 3, now() - (k || ' days')::interval, u.ab_group
    from users u cross join generate_series(1, 3) k cross join form_versions v
    where not u.is_admin`);
  for (const document of LEGAL_DOCUMENT_KEYS) {
    await db.execute(sql`
      insert into consents (user_id, document, version)
      select id, ${document}, ${LEGAL_DOCUMENTS[document].version} from users
      on conflict do nothing`);
  }
  // The steady state of a running study: PostgreSQL's autovacuum (and PGlite's periodic VACUUM ANALYZE) keep statistics.
  await db.execute(sql`vacuum analyze`);
  const accounts = await db.select({ id: users.id, isAdmin: users.isAdmin }).from(users).orderBy(asc(users.participantNumber));
  const tokens = accounts.map(() => newSessionToken());
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await db.insert(sessions).values(accounts.map((account, i) => ({ userId: account.id, tokenHash: hashToken(tokens[i]!), expiresAt })));
  const adminIndex = accounts.findIndex((account) => account.isAdmin);
  const participantTokens = tokens.filter((_, i) => i !== adminIndex);
  const participantIds = accounts.filter((_, i) => i !== adminIndex).map((account) => account.id);
  return {
    adminToken: tokens[adminIndex]!,
    adminId: accounts[adminIndex]!.id,
    participantTokens,
    participantIds,
    yearLongToken: participantTokens[0]!,
  };
}
