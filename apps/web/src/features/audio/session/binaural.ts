/**
 * Binaural beat synthesis: a sine at the base frequency in the left ear and one at base + beat in
 * the right ear, so the brain hears a beat at the difference. Works on any BaseAudioContext, so
 * the same graph plays live and renders in an OfflineAudioContext for the spectrum test.
 */
export interface BinauralOptions {
  baseFrequency: number;
  beatFrequency: number;
  /** 0..1 */
  volume: number;
  /** Fade in from silence, in seconds. */
  fadeSeconds: number;
}

export interface BinauralGraph {
  /** The master gain feeding the destination (fades and volume act on it). */
  output: GainNode;
  setVolume(volume: number): void;
  /** Ramps down to silence over `seconds`, then stops the oscillators. */
  fadeOut(seconds: number): void;
  stop(): void;
}

/** Loudness well below full scale: pure tones at full scale are harsh in headphones. */
const HEADROOM = 0.25;

export function createBinauralGraph(context: BaseAudioContext, options: BinauralOptions): BinauralGraph {
  const now = context.currentTime;
  const left = new OscillatorNode(context, { type: 'sine', frequency: options.baseFrequency });
  const right = new OscillatorNode(context, { type: 'sine', frequency: options.baseFrequency + options.beatFrequency });
  // Each oscillator feeds exactly one input of the merger: input 0 is the left channel, 1 the right.
  const merger = new ChannelMergerNode(context, { numberOfInputs: 2 });
  left.connect(merger, 0, 0);
  right.connect(merger, 0, 1);
  const output = new GainNode(context, { gain: 0 });
  merger.connect(output);
  output.connect(context.destination);

  let level = options.volume * HEADROOM;
  output.gain.setValueAtTime(0, now);
  output.gain.linearRampToValueAtTime(level, now + options.fadeSeconds);
  left.start(now);
  right.start(now);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    left.stop();
    right.stop();
    output.disconnect();
  };

  return {
    output,
    setVolume(volume) {
      level = volume * HEADROOM;
      const t = context.currentTime;
      output.gain.cancelScheduledValues(t);
      output.gain.setTargetAtTime(level, t, 0.1);
    },
    fadeOut(seconds) {
      const t = context.currentTime;
      output.gain.cancelScheduledValues(t);
      output.gain.setValueAtTime(output.gain.value, t);
      output.gain.linearRampToValueAtTime(0, t + seconds);
      left.stop(t + seconds + 0.05);
      right.stop(t + seconds + 0.05);
    },
    stop,
  };
}
