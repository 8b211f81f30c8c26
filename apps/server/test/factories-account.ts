import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { consents, heartRateSessions, messages } from '../src/db/schema/index.js';

/** One heart-rate session of the user (the heart-rate routes land in another feature). */
export async function createHeartRateSession(db: Database, userId: string): Promise<void> {
  await db.insert(heartRateSessions).values({
    userId,
    abGroup: 'experiment',
    contentType: 'binaural',
    contentId: 'delta-1',
    contentName: 'Derin Uyku',
    heartRateBefore: 84,
    heartRateAfter: 70,
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
