import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_MSG, HEART_RATE_NOT_ASKED, HEART_RATE_NOT_MEASURED, isValidAudioHeartRate, type HeartRateMeasurement } from '@uyku/domain';
import { NoticeSnackbar } from '../../../lib/ui/notice/NoticeSnackbar';
import { useNoticeState } from '../../../lib/ui/notice/useNoticeState';
import { HEART_RATE_SESSIONS_KEY } from '../../../lib/heart-rate-sessions';
import { afterValueWindowQuery, saveHeartRateSession } from './api';
import type { HeartRateAnswer } from './HeartRateDialog';
import { isLive, onOpenSessionAnnounced } from './open-session-events';
import { afterValueStillAsked, closeOpenSession, openSessionRequest, readOpenSessions, type OpenSession } from './open-sessions';
import { AUDIO_TEXTS } from './texts';

// Loaded only when there is something to ask: the shell stays light for everyone else.
const HeartRateDialog = lazy(() => import('./HeartRateDialog').then((module) => ({ default: module.HeartRateDialog })));

/**
 * Asks, on whatever screen the participant opens, the after-value of a session the phone cut short
 * or the participant left (docs/product.md, "Relaxation and binaural sessions"): within the study's
 * window (study settings, `after_value_window_hours`) the spec's after-modal opens for it; past the window it is saved with the after-value
 * recorded as never asked. 'İptal' puts the question off to the next visit.
 */
export function OpenSessionPrompt({ userId }: { userId: string }) {
  const [asking, setAsking] = useState<OpenSession | null>(null);
  const putOff = useRef(new Set<string>());
  const sending = useRef(new Set<string>());
  const notice = useNoticeState();
  const queryClient = useQueryClient();
  // Until the study's window is known nothing is closed as never asked; offline, where it cannot be
  // known, the session is asked rather than closed.
  const windowQuery = useQuery(afterValueWindowQuery);
  const windowHours = windowQuery.data;
  const windowLoading = windowQuery.isPending && typeof navigator !== 'undefined' && navigator.onLine;

  const send = useCallback(
    async (session: OpenSession, after: Parameters<typeof openSessionRequest>[1], measurement?: HeartRateMeasurement) => {
      if (sending.current.has(session.id)) return;
      sending.current.add(session.id);
      try {
        await saveHeartRateSession(openSessionRequest(session, after, measurement));
        closeOpenSession(userId, session.id);
        void queryClient.invalidateQueries({ queryKey: HEART_RATE_SESSIONS_KEY });
      } finally {
        sending.current.delete(session.id);
      }
    },
    [userId, queryClient],
  );

  const check = useCallback(() => {
    if (windowLoading) return;
    const now = Date.now();
    const open = readOpenSessions(userId).filter((session) => !isLive(session.id) && !sending.current.has(session.id));
    const stillAsked = (s: OpenSession) => windowHours === undefined || afterValueStillAsked(s, now, windowHours);
    for (const session of open.filter((s) => !stillAsked(s))) void send(session, HEART_RATE_NOT_ASKED).catch(() => undefined);
    setAsking(open.find((s) => stillAsked(s) && !putOff.current.has(s.id)) ?? null);
  }, [userId, send, windowHours, windowLoading]);

  useEffect(() => {
    check();
    return onOpenSessionAnnounced(check);
  }, [check]);

  const confirm = async (answer: HeartRateAnswer, measurement?: HeartRateMeasurement): Promise<string | null> => {
    if (!asking) return null;
    if (answer !== HEART_RATE_NOT_MEASURED && !isValidAudioHeartRate(answer)) return AUDIO_MSG.heartRateInvalid;
    try {
      await send(asking, answer === HEART_RATE_NOT_MEASURED ? answer : Number(answer), measurement);
    } catch {
      return AUDIO_TEXTS.saveFailed;
    }
    notice.success(AUDIO_TEXTS.saved);
    check();
    return null;
  };

  return (
    <>
      {asking && (
        <Suspense fallback={null}>
          <HeartRateDialog
            key={asking.id}
            open
            kind="after"
            itemName={asking.itemName}
            hint={AUDIO_TEXTS.resumeHint(asking.itemName)}
            onConfirm={confirm}
            onCancel={() => {
              putOff.current.add(asking.id);
              check();
            }}
          />
        </Suspense>
      )}
      {notice.notice && <NoticeSnackbar notice={notice.notice} onClose={notice.close} />}
    </>
  );
}
