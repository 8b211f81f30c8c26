import { AUDIO_FADE_SECONDS, BOX_BREATHING_PHASE_SECONDS } from '@uyku/domain';
import { createBinauralGraph, type BinauralGraph } from './binaural';
import { createBrownNoiseBuffer, playCue } from './sounds';
import { speakTurkish, stopSpeaking } from './speech';

/**
 * What plays while an item runs. The flow (useAudioFlow) keeps time and calls `update` with the
 * seconds heard so far; a program turns that into sound (and speech). Uploaded recordings report
 * their own time instead (`mediaTime`) and end by themselves.
 */
export interface Program {
  start(): Promise<void>;
  pause(): void;
  resume(): void;
  stop(): void;
  setVolume(volume: number): void;
  update?(elapsedSeconds: number, totalSeconds: number): void;
  /** For a recording: its current time and length, which drive the progress bar. */
  mediaTime?(): { current: number; total: number };
  /** For a recording: called once when it ends by itself. */
  onEnded?: (listener: () => void) => void;
}

async function runningContext(): Promise<AudioContext> {
  const context = new AudioContext();
  if (context.state === 'suspended') await context.resume();
  return context;
}

export function binauralProgram(baseFrequency: number, beatFrequency: number, initialVolume: number): Program {
  let context: AudioContext | null = null;
  let graph: BinauralGraph | null = null;
  let fading = false;
  return {
    async start() {
      context = await runningContext();
      graph = createBinauralGraph(context, { baseFrequency, beatFrequency, volume: initialVolume, fadeSeconds: AUDIO_FADE_SECONDS });
    },
    pause: () => void context?.suspend(),
    resume: () => void context?.resume(),
    stop() {
      graph?.stop();
      void context?.close();
      context = null;
    },
    setVolume: (volume) => graph?.setVolume(volume),
    update(elapsed, total) {
      if (!fading && total - elapsed <= AUDIO_FADE_SECONDS) {
        fading = true;
        graph?.fadeOut(Math.max(0.5, total - elapsed));
      }
    },
  };
}

/** Box breathing: a soft cue at each of the four phases (the pacer on screen shows them). */
export function breathingProgram(initialVolume: number): Program {
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  let lastPhase = -1;
  // In and out rise and fall in pitch; the holds share one calm note.
  const CUES = [392, 330, 294, 330];
  return {
    async start() {
      context = await runningContext();
      master = new GainNode(context, { gain: initialVolume });
      master.connect(context.destination);
    },
    pause: () => void context?.suspend(),
    resume: () => void context?.resume(),
    stop() {
      void context?.close();
      context = null;
    },
    setVolume(volume) {
      if (master && context) master.gain.setTargetAtTime(volume, context.currentTime, 0.1);
    },
    update(elapsed) {
      const phaseCount = Math.floor(elapsed / BOX_BREATHING_PHASE_SECONDS);
      if (phaseCount === lastPhase || !context || !master) return;
      lastPhase = phaseCount;
      playCue(context, master, CUES[phaseCount % 4]!);
    },
  };
}

/** Guided imagery and progressive relaxation: brown noise under a script read step by step. */
export function scriptProgram(steps: readonly string[], initialVolume: number): Program {
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  let lastStep = -1;
  let fading = false;
  const NOISE_LEVEL = 0.35;
  return {
    async start() {
      context = await runningContext();
      master = new GainNode(context, { gain: 0 });
      master.connect(context.destination);
      const noise = new AudioBufferSourceNode(context, { buffer: createBrownNoiseBuffer(context), loop: true });
      noise.connect(master);
      noise.start();
      master.gain.linearRampToValueAtTime(initialVolume * NOISE_LEVEL, context.currentTime + AUDIO_FADE_SECONDS);
    },
    pause() {
      stopSpeaking();
      void context?.suspend();
    },
    resume: () => void context?.resume(),
    stop() {
      stopSpeaking();
      void context?.close();
      context = null;
    },
    setVolume(volume) {
      if (master && context) master.gain.setTargetAtTime(volume * NOISE_LEVEL, context.currentTime, 0.1);
    },
    update(elapsed, total) {
      const step = scriptStep(steps.length, elapsed, total);
      if (step !== lastStep) {
        lastStep = step;
        speakTurkish(steps[step]!);
      }
      if (!fading && master && context && total - elapsed <= AUDIO_FADE_SECONDS) {
        fading = true;
        master.gain.cancelScheduledValues(context.currentTime);
        master.gain.setValueAtTime(master.gain.value, context.currentTime);
        master.gain.linearRampToValueAtTime(0, context.currentTime + Math.max(0.5, total - elapsed));
      }
    },
  };
}

/** Which step of a script belongs to this moment: the steps share the item's length evenly. */
export function scriptStep(stepCount: number, elapsed: number, total: number): number {
  if (stepCount === 0 || total <= 0) return 0;
  return Math.min(stepCount - 1, Math.floor((elapsed / total) * stepCount));
}

/** An uploaded recording, played by a media element (streamed with range requests). */
export function mediaProgram(url: string, initialVolume: number): Program {
  const element = new Audio();
  element.preload = 'auto';
  element.src = url;
  element.volume = initialVolume;
  return {
    async start() {
      await element.play();
    },
    pause: () => element.pause(),
    resume: () => void element.play(),
    stop() {
      element.pause();
      element.removeAttribute('src');
      element.load();
    },
    setVolume(volume) {
      element.volume = volume;
    },
    mediaTime: () => ({ current: element.currentTime, total: Number.isFinite(element.duration) ? element.duration : 0 }),
    onEnded(listener) {
      element.addEventListener('ended', listener, { once: true });
    },
  };
}
