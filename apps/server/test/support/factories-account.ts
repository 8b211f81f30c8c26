import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import {
  alertAcknowledgements,
  allocationLog,
  audioUsage,
  consents,
  formResponses,
  forms,
  groupChoiceLog,
  heartRateSessions,
  idempotencyKeys,
  messages,
  pushReminders,
  reminderLog,
  pushSubscriptions,
  videoCalls,
  videoRooms,
} from '../../src/db/schema/index.js';

/** One heart-rate session of the user (the heart-rate routes land in another feature). */
export async function createHeartRateSession(db: Database, userId: string): Promise<void> {
  await db.insert(heartRateSessions).values({
    userId,
    group: 'experiment',
    contentType: 'binaural',
    contentId: 'delta-1',
    contentName: 'Derin Uyku',
    heartRateBefore: 84,
    heartRateAfter: 70,
    // A camera value with a reference device's beside it, so a backup carries the measurement columns too.
    beforeMethod: 'camera',
    beforeQuality: 0.6,
    beforeSeconds: 30,
    beforeReferenceBpm: 82,
    afterMethod: 'manual',
    durationSeconds: 600,
    listenedSeconds: 580,
  });
}

/** A message of the user and the expert's reply. */
export async function createConversation(db: Database, userId: string, expertId: string): Promise<void> {
  await db.insert(messages).values([
    { userId, sender: 'user', authorId: userId, text: 'Uyuyamıyorum' },
    { userId, sender: 'expert', authorId: expertId, text: 'Yardımcı olalım' },
  ]);
}

/**
 * The state of someone who accepted an earlier version of the privacy notice and not the one in
 * force: what every participant is in after the platform raises a legal text's version.
 */
export async function makePrivacyConsentOutdated(db: Database, userId: string): Promise<void> {
  await db.delete(consents).where(and(eq(consents.userId, userId), eq(consents.document, 'privacy')));
  await db.insert(consents).values({ userId, document: 'privacy', version: '1.0', acceptedAt: new Date('2025-01-01T00:00:00Z') });
}

/** A listen to a relaxation item, as the usage counter records it. */
export async function createAudioUsage(db: Database, userId: string): Promise<void> {
  await db.insert(audioUsage).values({
    userId,
    group: 'experiment',
    contentType: 'relaxation',
    contentId: '00000000-0000-4000-8000-000000000001',
    interactionType: 'listen',
    listenedSeconds: 240,
  });
}

/** A filled external form ('Doldurdum'). */
export async function createFormResponse(db: Database, userId: string): Promise<void> {
  const [form] = await db
    .insert(forms)
    .values({ kind: 'google', title: 'Uyku Anketi', googleFormUrl: 'https://docs.google.com/forms/d/e/x/viewform' })
    .returning({ id: forms.id });
  await db.insert(formResponses).values({ formId: form!.id, userId, group: 'control', responses: { completed: true } });
}

/** An answer kept under an Idempotency-Key (plugins/idempotency.ts). */
export async function createIdempotencyKey(db: Database, userId: string): Promise<void> {
  await db.insert(idempotencyKeys).values({
    userId,
    key: 'outbox-key-0001',
    requestHash: '0'.repeat(64),
    state: 'done',
    responseStatus: 201,
    responseBody: '{"success":true}',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}

/** A video call request of the user and the room an admin opened for it. */
export async function createVideoCall(db: Database, userId: string, adminId: string): Promise<void> {
  const roomId = `oda-${userId}`;
  await db.insert(videoCalls).values({ userId, userName: 'Katılımcı', roomId, status: 'accepted', decidedAt: new Date() });
  await db.insert(videoRooms).values({ roomId, participantId: userId, adminId });
}

/**
 * The records of the later features a participant can have: a browser's push subscription and its
 * morning reminder, an analysis alert an admin acknowledged, the randomisation's allocation and a
 * group choice with the descriptions shown.
 */
export async function createStudyAndReminderRecords(
  db: Database,
  user: { id: string; participantNumber: number },
  adminId: string,
): Promise<void> {
  await db.insert(pushSubscriptions).values({
    userId: user.id,
    endpoint: `https://push.example.org/send/${user.id}`,
    p256dh: 'BOr2pXz3QhZ5VvFkq0S4bM3Y4J0n6m7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8',
    auth: 'c2VjcmV0LWF1dGgtMTY',
  });
  await db.insert(pushReminders).values({ userId: user.id, reminderTime: '07:30' });
  await db.insert(reminderLog).values({ userId: user.id, reminderDate: '2026-11-20', scheduledTime: '07:30', devices: 1, delivered: 1, outcome: 'sent' });
  await db.insert(alertAcknowledgements).values({ userId: user.id, kind: 'stress', triggerDate: '2025-10-08', acknowledgedBy: adminId });
  await db
    .insert(allocationLog)
    .values({ participantNumber: user.participantNumber, userId: user.id, blockNumber: 1, blockPosition: 0, blockSize: 4, result: 'experiment' })
    .onConflictDoNothing();
  // The group choice at registration, with the descriptions shown (docs/product.md, "Study").
  await db
    .insert(groupChoiceLog)
    .values({
      participantNumber: user.participantNumber,
      userId: user.id,
      result: 'experiment',
      controlDescription: 'Grup A',
      experimentDescription: 'Grup B',
    })
    .onConflictDoNothing();
}
