import type { VideoCall } from '@uyku/domain';
import type { VideoCallRow } from '../../db/schema/index.js';

/**
 * The original videoCalls fields, and when a waiting request expires (the study's video wait,
 * `waitMinutes`); who decided, and when, stays on the server.
 */
export function presentVideoCall(row: VideoCallRow, waitMinutes: number): VideoCall {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    roomId: row.roomId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: new Date(row.createdAt.getTime() + waitMinutes * 60_000).toISOString(),
  };
}
