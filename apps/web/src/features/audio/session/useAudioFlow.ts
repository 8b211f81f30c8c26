import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { AUDIO_MSG, HEART_RATE_NOT_MEASURED, isValidAudioHeartRate, type HeartRateMeasurement, type HeartRateValue } from '@uyku/domain';
import { useSession } from '../../../lib/session-context';
import { useNoticeState } from '../../../lib/ui/notice/useNoticeState';
import { HEART_RATE_SESSIONS_KEY } from '../../../lib/heart-rate-sessions';
import { saveHeartRateSession } from './api';
import { flowTransition, IDLE, type FlowItem } from './flow-machine';
import type { HeartRateAnswer } from './HeartRateDialog';
import { ListeningClock } from './listening-clock';
import { announceMediaSession, clearMediaSession } from './media-session';
import { announceOpenSession, markLive } from './open-session-events';
import { closeOpenSession, keepOpenSession, openSessionRequest, type OpenSession } from './open-sessions';
import type { Program } from './programs';
import { AUDIO_TEXTS } from './texts';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * The audio flow shared by the relaxation and binaural screens: the states live in
 * `flowTransition` (flow-machine.ts); this hook drives the program that plays, the clock and the
 * saving. Pressing a playing item's button again asks whether to end the session; ending it, early
 * or at the end, asks the heart rate after, and the session is saved with the seconds heard and the
 * notice 'Kalp atım hızı kaydedildi!'. From its start the session is kept on the device
 * (open-sessions.ts), so leaving the page or the phone cutting it short loses nothing.
 */
export interface AudioFlowOptions<T extends FlowItem> {
  contentType: 'relaxation' | 'binaural';
  createProgram: (item: T, volume: number) => Program;
  /** Playback started (relaxation: a 'view'; binaural: a 'play'). Failures are only logged. */
  onStarted?: (item: T) => void;
  /** Playback stopped, with the seconds heard. */
  onStopped?: (item: T, listenedSeconds: number) => void;
  playbackFailedText: string;
}

const TICK_MS = 250;

/** A typed answer as the API takes it: 'Ölçemedim' stays its marker; anything else must be a valid number. */
function answerValue(answer: HeartRateAnswer): HeartRateValue | null {
  if (answer === HEART_RATE_NOT_MEASURED) return HEART_RATE_NOT_MEASURED;
  return isValidAudioHeartRate(answer) ? Number(answer) : null;
}

export function useAudioFlow<T extends FlowItem>(options: AudioFlowOptions<T>) {
  const [state, dispatch] = useReducer(flowTransition<T>, IDLE);
  const { phase, item, ending } = state;
  const [volume, setVolumeState] = useState(0.7);
  const notice = useNoticeState();
  const { success: noticeSuccess, error: noticeError, close: closeNotice } = notice;
  const userId = useSession().user?.userId ?? '';
  const queryClient = useQueryClient();

  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const programRef = useRef<Program | null>(null);
  const clockRef = useRef(new ListeningClock());
  /** The session on the device: created at the start, updated as it plays, closed once saved. */
  const openRef = useRef<OpenSession | null>(null);
  /** Whether playback was already paused when ending was asked, so 'Devam Et' restores it as it was. */
  const pausedBeforeAsking = useRef(false);

  /** Records on the device how far the session got. */
  const remember = useCallback(() => {
    const open = openRef.current;
    if (!open || !userId) return;
    openRef.current = { ...open, lastSeenAt: Date.now(), heardSeconds: clockRef.current.heard };
    keepOpenSession(userId, openRef.current);
  }, [userId]);

  /** Ends playback and reports the seconds heard; the caller decides what comes next. */
  const haltPlayback = useCallback(
    (current: T) => {
      const program = programRef.current;
      if (!program) return;
      programRef.current = null;
      program.stop();
      clearMediaSession();
      clockRef.current.stop(Date.now());
      remember();
      optionsRef.current.onStopped?.(current, Math.round(clockRef.current.heard));
    },
    [remember],
  );

  /** The end, reached or confirmed early: the after-modal opens. */
  const finish = useCallback(
    (current: T) => {
      haltPlayback(current);
      dispatch({ type: 'ended' });
    },
    [haltPlayback],
  );

  const pause = useCallback(() => {
    if (!programRef.current || !clockRef.current.pause(Date.now())) return;
    dispatch({ type: 'pause' });
    programRef.current.pause();
  }, []);

  const resume = useCallback(() => {
    if (!programRef.current || !clockRef.current.resume(Date.now())) return;
    dispatch({ type: 'resume' });
    programRef.current.resume();
  }, []);

  /** Asks whether to end the playing session; playback is held while the question is open. */
  const requestEnd = useCallback(() => {
    if (phase !== 'playing' || ending) return;
    pausedBeforeAsking.current = clockRef.current.paused;
    pause();
    dispatch({ type: 'requestEnd' });
  }, [phase, ending, pause]);

  const endNow = useCallback(() => {
    if (item) finish(item);
  }, [item, finish]);

  // The clock of a playing item: wall time while not paused (so a fake clock can drive tests).
  useEffect(() => {
    if (phase !== 'playing' || !item) return;
    let ticks = 0;
    const timer = window.setInterval(() => {
      const program = programRef.current;
      if (!program || clockRef.current.paused) return;
      const heard = clockRef.current.tick(Date.now());
      if (++ticks % 4 === 0) remember();
      if (program.mediaTime) {
        const media = program.mediaTime();
        dispatch({ type: 'progress', elapsed: media.current, total: media.total || item.duration });
        return;
      }
      const elapsed = Math.min(heard, item.duration);
      program.update?.(elapsed, item.duration);
      dispatch({ type: 'progress', elapsed });
      if (elapsed >= item.duration) finish(item);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [phase, item, finish, remember]);

  // Leaving the screen mid-session (the back button, a link the guard did not catch) or with the
  // after-modal open: playback stops, the session stays on the device and the app asks its
  // after-value on the next screen (OpenSessionPrompt).
  useEffect(
    () => () => {
      const program = programRef.current;
      if (program) {
        programRef.current = null;
        program.stop();
        clearMediaSession();
        clockRef.current.stop(Date.now());
      }
      const open = openRef.current;
      if (!open || !userId) return;
      if (program) keepOpenSession(userId, { ...open, lastSeenAt: Date.now(), heardSeconds: clockRef.current.heard });
      markLive(open.id, false);
      announceOpenSession();
    },
    [userId],
  );

  const leave = useLeaveGuard({ active: phase === 'playing', onLeaveAsked: requestEnd });

  /** 'Devam Et': the question closes, playback goes on as it was, and a link that asked is forgotten. */
  const keepPlaying = useCallback(() => {
    leave.forget();
    dispatch({ type: 'keepPlaying' });
    if (!pausedBeforeAsking.current) resume();
  }, [leave, resume]);

  /** The card's button: start an item, or ask whether to end the playing one. */
  const toggle = useCallback(
    (next: T) => {
      if (phase === 'playing') {
        requestEnd();
        return;
      }
      closeNotice();
      dispatch({ type: 'select', item: next });
    },
    [phase, requestEnd, closeNotice],
  );

  const confirmBefore = useCallback(
    async (answer: HeartRateAnswer, measurement?: HeartRateMeasurement): Promise<string | null> => {
      if (!item) return null;
      const before = answerValue(answer);
      if (before === null) return AUDIO_MSG.heartRateInvalid;
      const program = optionsRef.current.createProgram(item, volume);
      try {
        await program.start();
      } catch {
        program.stop();
        dispatch({ type: 'startFailed' });
        noticeError(optionsRef.current.playbackFailedText);
        return null;
      }
      programRef.current = program;
      program.onEnded?.(() => {
        if (programRef.current === program) finish(item);
      });
      const now = Date.now();
      clockRef.current.start(now);
      openRef.current = {
        id: crypto.randomUUID(),
        contentType: optionsRef.current.contentType,
        itemId: item.id,
        itemName: item.name,
        before,
        ...(measurement ? { beforeMeasurement: measurement } : {}),
        startedAt: now,
        lastSeenAt: now,
        heardSeconds: 0,
      };
      markLive(openRef.current.id, true);
      remember();
      dispatch({ type: 'started' });
      // The lock screen's stop cannot ask: it ends the session, and the after-modal waits on the screen.
      announceMediaSession(item.name, AUDIO_TEXTS.platform, { onPause: pause, onPlay: resume, onStop: () => finish(item) });
      optionsRef.current.onStarted?.(item);
      return null;
    },
    [item, volume, finish, pause, resume, remember, noticeError],
  );

  const confirmAfter = useCallback(
    async (answer: HeartRateAnswer, measurement?: HeartRateMeasurement): Promise<string | null> => {
      const open = openRef.current;
      if (!item || !open) return null;
      const after = answerValue(answer);
      if (after === null) return AUDIO_MSG.heartRateInvalid;
      dispatch({ type: 'saving' });
      const clock = clockRef.current;
      try {
        await saveHeartRateSession({
          ...openSessionRequest(open, after, measurement),
          duration: clock.durationSeconds,
          listened_seconds: Math.round(clock.heard),
        });
        closeOpenSession(userId, open.id);
        void queryClient.invalidateQueries({ queryKey: HEART_RATE_SESSIONS_KEY });
        markLive(open.id, false);
        openRef.current = null;
        dispatch({ type: 'saved' });
        noticeSuccess(AUDIO_TEXTS.saved);
        leave.proceed();
      } catch {
        dispatch({ type: 'saveFailed' });
        noticeError(AUDIO_TEXTS.saveFailed);
      }
      return null;
    },
    [item, userId, queryClient, noticeSuccess, noticeError, leave],
  );

  /**
   * Cancel: before playback, nothing was begun; after it, the session stays on the device and its
   * after-value is asked at the next visit (open-sessions.ts), so 'İptal' never discards a session.
   */
  const cancel = useCallback(() => {
    const open = openRef.current;
    if (phase === 'after' && open) {
      markLive(open.id, false);
      openRef.current = null;
    }
    dispatch({ type: 'cancel' });
    if (phase === 'after') leave.proceed();
  }, [phase, leave]);

  const setVolume = useCallback((next: number) => {
    setVolumeState(next);
    programRef.current?.setVolume(next);
  }, []);

  return {
    ...state,
    volume,
    notice: notice.notice,
    progress: state.total > 0 ? Math.min(100, (state.elapsed / state.total) * 100) : 0,
    toggle,
    pause,
    resume,
    keepPlaying,
    endNow,
    confirmBefore,
    confirmAfter,
    cancel,
    setVolume,
    clearNotice: closeNotice,
  };
}

export type AudioFlow<T extends FlowItem> = ReturnType<typeof useAudioFlow<T>>;
