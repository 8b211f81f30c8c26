import { useEffect, useState } from 'react';
import { onOpenSessionAnnounced } from './open-session-events';

/**
 * Where a participant's kept sessions live on the device (open-sessions.ts reads and writes them).
 * Here rather than there so that the shell can ask whether any is kept without loading that module
 * and the domain's audio contracts it imports.
 */
export const openSessionsKey = (userId: string) => `uyku.audio.open-sessions.${userId}`;

/** Whether this device keeps a session of this participant whose after-value is not saved yet. */
export function keepsOpenSessions(userId: string, storage: Storage = localStorage): boolean {
  try {
    // The key is removed with the last session (open-sessions.ts), so its presence is the answer.
    return storage.getItem(openSessionsKey(userId)) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the open-session question may have something to ask: a session kept on the device at the
 * start, or one left open since. Until then the shell loads none of the question's code nor its
 * query, which would cost every signed-in start of a phone for a question most starts never ask
 * (decision 028).
 */
export function useOpenSessionPending(userId: string): boolean {
  const [pending, setPending] = useState(() => keepsOpenSessions(userId));
  useEffect(() => onOpenSessionAnnounced(() => setPending(true)), []);
  return pending;
}
