import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_MSG, isValidAudioHeartRate } from '@uyku/domain';
import { saveHeartRateSession } from './api';
import { announceMediaSession, clearMediaSession } from './media-session';
import type { Program } from './programs';
import { AUDIO_TEXTS } from './texts';

/**
 * The audio flow of spec section 4, shared by the relaxation and binaural screens:
 * idle → start pressed → heart rate before → playing (progress follows playback; pressing the
 * button again stops and resets) → at the end, heart rate after → saved, everything reset,
 * 'Kalp atım hızı kaydedildi!'. Cancel in the modal resets. The duration is measured from the
 * start; the seconds actually heard (pauses from the lock screen excluded) go with it as the dose.
 */
export interface FlowItem {
  id: string;
  name: string;
  /** Seconds. */
  duration: number;
}

export type FlowPhase = 'idle' | 'before' | 'playing' | 'after';

export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

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
  const [phase, setPhase] = useState<FlowPhase>('idle');
  const [item, setItem] = useState<T | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [total, setTotal] = useState(0);
  const [paused, setPaused] = useState(false);
  const [volume, setVolumeState] = useState(0.7);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);

  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const programRef = useRef<Program | null>(null);
  const itemRef = useRef<T | null>(null);
  const listened = useRef(0);
  const lastTick = useRef(0);
  const startedAt = useRef(0);
  const endedAt = useRef(0);
  const before = useRef(0);
  const pausedRef = useRef(false);

  const reset = useCallback(() => {
    programRef.current?.stop();
    programRef.current = null;
    clearMediaSession();
    itemRef.current = null;
    listened.current = 0;
    pausedRef.current = false;
    setPaused(false);
    setItem(null);
    setElapsed(0);
    setTotal(0);
    setPhase('idle');
  }, []);

  /** Ends playback and reports the seconds heard; the caller decides what comes next. */
  const haltPlayback = useCallback(() => {
    const current = itemRef.current;
    if (!programRef.current || !current) return;
    if (!pausedRef.current) listened.current += (Date.now() - lastTick.current) / 1000;
    programRef.current.stop();
    programRef.current = null;
    clearMediaSession();
    endedAt.current = Date.now();
    optionsRef.current.onStopped?.(current, Math.round(listened.current));
  }, []);

  const finish = useCallback(() => {
    haltPlayback();
    setPhase('after');
  }, [haltPlayback]);

  const pause = useCallback(() => {
    if (pausedRef.current || !programRef.current) return;
    listened.current += (Date.now() - lastTick.current) / 1000;
    pausedRef.current = true;
    setPaused(true);
    programRef.current.pause();
  }, []);

  const resume = useCallback(() => {
    if (!pausedRef.current || !programRef.current) return;
    pausedRef.current = false;
    lastTick.current = Date.now();
    setPaused(false);
    programRef.current.resume();
  }, []);

  // The clock of a playing item: wall time while not paused (so a fake clock can drive tests).
  useEffect(() => {
    if (phase !== 'playing') return;
    const timer = window.setInterval(() => {
      const program = programRef.current;
      const current = itemRef.current;
      if (!program || !current || pausedRef.current) return;
      const now = Date.now();
      listened.current += (now - lastTick.current) / 1000;
      lastTick.current = now;
      if (program.mediaTime) {
        const media = program.mediaTime();
        setElapsed(media.current);
        setTotal(media.total || current.duration);
        return;
      }
      const heard = Math.min(listened.current, current.duration);
      program.update?.(heard, current.duration);
      setElapsed(heard);
      if (heard >= current.duration) finish();
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [phase, finish]);

  useEffect(() => () => programRef.current?.stop(), []);

  /** The card's button: start an item, or stop the playing one and reset (spec section 4). */
  const toggle = useCallback(
    (next: T) => {
      if (phase === 'playing' && itemRef.current?.id === next.id) {
        haltPlayback();
        reset();
        return;
      }
      if (phase === 'playing') {
        haltPlayback();
        reset();
      }
      setNotice(null);
      itemRef.current = next;
      setItem(next);
      setTotal(next.duration);
      setPhase('before');
    },
    [phase, haltPlayback, reset],
  );

  const confirmBefore = useCallback(
    async (value: string): Promise<string | null> => {
      const current = itemRef.current;
      if (!current) return null;
      if (!isValidAudioHeartRate(value)) return AUDIO_MSG.heartRateInvalid;
      before.current = Number(value);
      const program = optionsRef.current.createProgram(current, volume);
      try {
        await program.start();
      } catch {
        program.stop();
        reset();
        setNotice({ severity: 'error', text: optionsRef.current.playbackFailedText });
        return null;
      }
      programRef.current = program;
      program.onEnded?.(() => finish());
      startedAt.current = Date.now();
      lastTick.current = startedAt.current;
      listened.current = 0;
      setElapsed(0);
      setPhase('playing');
      announceMediaSession(current.name, AUDIO_TEXTS.platform, { onPause: pause, onPlay: resume, onStop: () => toggle(current) });
      optionsRef.current.onStarted?.(current);
      return null;
    },
    [volume, reset, finish, pause, resume, toggle],
  );

  const confirmAfter = useCallback(
    async (value: string): Promise<string | null> => {
      const current = itemRef.current;
      if (!current) return null;
      if (!isValidAudioHeartRate(value)) return AUDIO_MSG.heartRateInvalid;
      setSaving(true);
      try {
        await saveHeartRateSession({
          content_type: optionsRef.current.contentType,
          content_id: current.id,
          content_name: current.name,
          heart_rate_before: before.current,
          heart_rate_after: Number(value),
          duration: Math.max(0, Math.round((endedAt.current - startedAt.current) / 1000)),
          listened_seconds: Math.round(listened.current),
        });
        reset();
        setNotice({ severity: 'success', text: AUDIO_TEXTS.saved });
      } catch {
        setNotice({ severity: 'error', text: AUDIO_TEXTS.saveFailed });
      } finally {
        setSaving(false);
      }
      return null;
    },
    [reset],
  );

  const setVolume = useCallback((next: number) => {
    setVolumeState(next);
    programRef.current?.setVolume(next);
  }, []);

  return {
    phase,
    item,
    elapsed,
    total,
    paused,
    volume,
    saving,
    notice,
    progress: total > 0 ? Math.min(100, (elapsed / total) * 100) : 0,
    toggle,
    pause,
    resume,
    confirmBefore,
    confirmAfter,
    cancel: reset,
    setVolume,
    clearNotice: () => setNotice(null),
  };
}

export type AudioFlow<T extends FlowItem> = ReturnType<typeof useAudioFlow<T>>;
