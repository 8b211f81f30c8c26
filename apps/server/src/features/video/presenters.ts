import type { VideoCall } from '@uyku/domain';
import type { VideoCallRow } from '../../db/schema/index.js';

/** The original videoCalls fields; who decided, and when, stays on the server. */
export function presentVideoCall(row: VideoCallRow): VideoCall {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    roomId: row.roomId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
