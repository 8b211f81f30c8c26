import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { createConversation, createHeartRateSession, createIdempotencyKey, createStudyAndReminderRecords } from './factories-account.js';
import { createResetRequest, insertNextNight } from './factories-admin.js';
import { createDeviceNight } from './factories-device-nights.js';
import { asAdmin, asParticipant, createUser } from './factories.js';
import { call } from './helpers.js';
import { wavFile } from './media-files.js';

/**
 * Puts rows in every table of the app, as a study in progress would: accounts signed in through
 * the API (sessions, consents), a failed sign-in (rate limit counters), an approval (audit log),
 * diary nights, a reset request, chat, heart rate, forms with answers, audio use, a video call, a
 * group change (group history), an allocation and a group choice, a push subscription with its
 * reminder, an alert, an answer kept under an Idempotency-Key, a wearable's night, a sealed
 * allocation list, a locked analysis plan changed once, and an uploaded recording (returned, so a test can read it back byte for byte).
 * The catalogue tables are seeded by the app itself. The backup test checks that no table is left
 * empty, so a table a later feature adds must get its rows here.
 */
export async function populateEveryTable(app: FastifyInstance, db: Database): Promise<{ media: { url: string; bytes: Buffer } }> {
  const admin = await asAdmin(app, db);
  const { user } = await asParticipant(app, db, { group: 'experiment', name: 'Ayşe Yılmaz', email: 'ayse@example.com' });
  const waiting = await createUser(db, { isApproved: false, name: 'Onay Bekleyen' });

  const approval = await call(app, 'PUT', `/api/admin/users/${waiting.id}`, { token: admin.token, body: { isApproved: true } });
  if (approval.statusCode !== 200) throw new Error(`approval failed: ${approval.statusCode}`);
  // A group change by an admin: the group history.
  const moved = await call(app, 'PUT', `/api/admin/users/${waiting.id}`, { token: admin.token, body: { abGroup: 'experiment' } });
  if (moved.statusCode !== 200) throw new Error(`group change failed: ${moved.statusCode}`);
  await call(app, 'POST', '/api/auth/login', {
    body: { phone: user.phone, password: 'Yanlış-Şifre1', acceptTerms: true, acceptPrivacy: true },
  });

  await insertNextNight(db, user.id);
  await insertNextNight(db, user.id);
  await createResetRequest(db, user.id);
  await createConversation(db, user.id, admin.user.id);
  await createHeartRateSession(db, user.id);
  // The protocol's records: a sealed allocation list, and a locked analysis plan changed once with its reason.
  const protocol = { studyStartDate: null, baselineDays: 7, interventionDays: 28, followUpDays: 7, blockScheme: 'fixed-4', stratificationQuestion: null, stratificationOptions: [] };
  const sealed = await call(app, 'PUT', '/api/admin/study', { token: admin.token, body: { ...protocol, allocationMode: 'randomised' } });
  if (sealed.statusCode !== 200) throw new Error(`randomisation failed: ${sealed.statusCode}`);
  const locked = await call(app, 'POST', '/api/admin/study/analysis-plan/lock', { token: admin.token });
  if (locked.statusCode !== 200) throw new Error(`plan lock failed: ${locked.statusCode}`);
  const changed = await call(app, 'PUT', '/api/admin/study', {
    token: admin.token,
    body: { ...protocol, allocationMode: 'randomised', minNightsPerPhase: 5, planChangeReason: 'Pilot çalışmada gece sayısı yeterli çıktı' },
  });
  if (changed.statusCode !== 200) throw new Error(`plan change failed: ${changed.statusCode}`);
  await createStudyAndReminderRecords(db, user, admin.user.id);
  await createIdempotencyKey(db, user.id);

  await db.execute(sql`
    with form as (
      insert into forms (kind, title, description, audience, current_version)
      values ('builtin', 'Uyku Kalitesi Ölçeği', 'Son bir ayınız', 'both', 1) returning id
    ), version as (
      insert into form_versions (form_id, version, definition)
      select id, 1, '{"questions":[{"id":"q1","text":"Nasıl uyudunuz?","type":"scale"}]}'::jsonb from form returning id, form_id
    )
    insert into form_responses (form_id, user_id, ab_group, version_id, responses, score, band)
    select form_id, ${user.id}, 'experiment', id, '{"q1":3}'::jsonb, 3.50, 'orta' from version`);
  await db.execute(sql`
    insert into audio_usage (user_id, ab_group, content_type, content_id, interaction_type, listened_seconds)
    select ${user.id}, 'experiment', 'binaural', id, 'play', 120 from binaural_sounds limit 1`);
  await db.execute(sql`
    insert into video_calls (user_id, user_name, room_id, status, decided_at)
    values (${user.id}, 'Ayşe Yılmaz', 'oda-yedek-testi', 'accepted', now())`);
  await db.execute(sql`
    insert into video_rooms (room_id, participant_id, admin_id) values ('oda-yedek-testi', ${user.id}, ${admin.user.id})`);
  await createDeviceNight(db, user.id);

  // An uploaded recording of several chunks: media live in the database, so the backup carries them.
  const bytes = wavFile(600 * 1024);
  const uploaded = await call(app, 'POST', '/api/admin/content/media', {
    token: admin.token,
    body: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
  if (uploaded.statusCode !== 201) throw new Error(`media upload failed: ${uploaded.statusCode}`);

  return { media: { url: uploaded.json<{ media: { url: string } }>().media.url, bytes } };
}
