import type { FastifyInstance } from 'fastify';
import { conversationDeleted } from '../chat/events.js';

/**
 * What follows a committed deletion of an account, by an admin or by its owner: open admin views
 * drop the conversation, and the person's live sockets close now on every instance.
 * The deletion is committed; a failed realtime step is logged, never turned into an error answer.
 */
export async function afterAccountErased(app: FastifyInstance, userId: string): Promise<void> {
  await app.realtime.publish(await conversationDeleted(app.db, userId));
  await app.realtime
    .sessionsRevoked({ userId })
    .catch((error: unknown) => app.log.error({ err: error }, 'realtime session revocation failed'));
}
