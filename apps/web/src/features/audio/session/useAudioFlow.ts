import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { AUDIO_MSG, isValidAudioHeartRate } from '@uyku/domain';
import { useNoticeState } from '../../../lib/ui/notice/useNoticeState';
import { saveHeartRateSession } from './api';
import { flowTransition, IDLE, type FlowItem } from './flow-machine';
import { ListeningClock } from './listening-clock';
import { announceMediaSession, clearMediaSession } from './media-session';
import type { Program } from './programs';
import { AUDIO_TEXTS } from './texts';

/**
 * The audio flow shared by the relaxation and binaural screens: the states live in
 * `flowTransition` (flow-machine.ts); this hook drives the program that plays, the clock and the
 * saving. Pressing a playing item's button again stops and resets; after the end the heart rate
 * is saved with the seconds heard and the notice 'Kalp atım hızı kaydedildi!' shows.
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

export function useAudioFlow<T extends FlowItem>(options: AudioFlowOptions<T>) {
  const [state, dispatch] = useReducer(flowTransition<T>, IDLE);
  const { phase, item } = state;
  const [volume, setVolumeState] = useState(0.7);
  const notice = useNoticeState();
  const { success: noticeSuccess, error: noticeError, close: closeNotice } = notice;

  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const programRef = useRef<Program | null>(null);
  const clockRef = useRef(new ListeningClock());
  const heartRateBefore = useRef(0);

  /** Ends playback and reports the seconds heard; the caller decides what comes next. */
  const haltPlayback = useCallback((current: T) => {
    const program = programRef.current;
    if (!program) return;
    programRef.current = null;
    program.stop();
    clearMediaSession();
    clockRef.current.stop(Date.now());
    optionsRef.current.onStopped?.(current, Math.round(clockRef.current.heard));
  }, []);

  const finish = useCallback(
    (current: T) => {
      haltPlayback(current);
      dispatch({ type: 'ended' });
    },
    [haltPlayback],
  );

  const stop = useCallback(
    (current: T) => {
      haltPlayback(current);
      dispatch({ type: 'stop' });
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

  // The clock of a playing item: wall time while not paused (so a fake clock can drive tests).
  useEffect(() => {
    if (phase !== 'playing' || !item) return;
    const timer = window.setInterval(() => {
      const program = programRef.current;
      if (!program || clockRef.current.paused) return;
      const heard = clockRef.current.tick(Date.now());
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
  }, [phase, item, finish]);

  useEffect(() => () => programRef.current?.stop(), []);

  /** The card's button: start an item, or stop the playing one and reset. */
  const toggle = useCallback(
    (next: T) => {
      if (phase === 'playing' && item) {
        stop(item);
        if (item.id === next.id) return;
      }
      closeNotice();
      dispatch({ type: 'select', item: next });
    },
    [phase, item, stop, closeNotice],
  );

  const confirmBefore = useCallback(
    async (value: string): Promise<string | null> => {
      if (!item) return null;
      if (!isValidAudioHeartRate(value)) return AUDIO_MSG.heartRateInvalid;
      heartRateBefore.current = Number(value);
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
      clockRef.current.start(Date.now());
      dispatch({ type: 'started' });
      announceMediaSession(item.name, AUDIO_TEXTS.platform, { onPause: pause, onPlay: resume, onStop: () => stop(item) });
      optionsRef.current.onStarted?.(item);
      return null;
    },
    [item, volume, finish, pause, resume, stop, noticeError],
  );

  const confirmAfter = useCallback(
    async (value: string): Promise<string | null> => {
      if (!item) return null;
      if (!isValidAudioHeartRate(value)) return AUDIO_MSG.heartRateInvalid;
      dispatch({ type: 'saving' });
      const clock = clockRef.current;
      try {
        await saveHeartRateSession({
          content_type: optionsRef.current.contentType,
          content_id: item.id,
          content_name: item.name,
          heart_rate_before: heartRateBefore.current,
          heart_rate_after: Number(value),
          duration: clock.durationSeconds,
          listened_seconds: Math.round(clock.heard),
        });
        dispatch({ type: 'saved' });
        noticeSuccess(AUDIO_TEXTS.saved);
      } catch {
        dispatch({ type: 'saveFailed' });
        noticeError(AUDIO_TEXTS.saveFailed);
      }
      return null;
    },
    [item, noticeSuccess, noticeError],
  );

  const cancel = useCallback(() => dispatch({ type: 'cancel' }), []);

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
    confirmBefore,
    confirmAfter,
    cancel,
    setVolume,
    clearNotice: closeNotice,
  };
}

export type AudioFlow<T extends FlowItem> = ReturnType<typeof useAudioFlow<T>>;
