/** Small synthesised sounds: a calm brown-noise bed and soft breathing cues. */

/** Brown (red) noise: integrated white noise, soft and low like distant surf. */
export function createBrownNoiseBuffer(context: BaseAudioContext, seconds = 8): AudioBuffer {
  const length = Math.floor(context.sampleRate * seconds);
  const buffer = context.createBuffer(2, length, context.sampleRate);
  for (let channel = 0; channel < 2; channel += 1) {
    const data = buffer.getChannelData(channel);
    let last = 0;
    for (let i = 0; i < length; i += 1) {
      const white = Math.random() * 2 - 1;
      last = (last + 0.02 * white) / 1.02;
      data[i] = last * 3.5;
    }
  }
  return buffer;
}

/** A soft sine chime with a slow attack and release, for the breathing phases. */
export function playCue(context: BaseAudioContext, destination: AudioNode, frequency: number, level = 0.12): void {
  const t = context.currentTime;
  const tone = new OscillatorNode(context, { type: 'sine', frequency });
  const envelope = new GainNode(context, { gain: 0 });
  tone.connect(envelope).connect(destination);
  envelope.gain.setValueAtTime(0, t);
  envelope.gain.linearRampToValueAtTime(level, t + 0.25);
  envelope.gain.exponentialRampToValueAtTime(0.0001, t + 1.6);
  tone.start(t);
  tone.stop(t + 1.7);
}
