/**
 * Plays a short soft tone in the left ear, then in the right, so a participant can check that the
 * headphones are on the right way round (binaural beats need both ears, each its own tone).
 */
export async function playHeadphoneCheck(onSide: (side: 'left' | 'right' | null) => void): Promise<void> {
  const context = new AudioContext();
  if (context.state === 'suspended') await context.resume();
  const tone = (pan: number, at: number) => {
    const oscillator = new OscillatorNode(context, { type: 'sine', frequency: 440 });
    const gain = new GainNode(context, { gain: 0 });
    const panner = new StereoPannerNode(context, { pan });
    oscillator.connect(gain).connect(panner).connect(context.destination);
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.2, at + 0.1);
    gain.gain.setValueAtTime(0.2, at + 1.1);
    gain.gain.linearRampToValueAtTime(0, at + 1.3);
    oscillator.start(at);
    oscillator.stop(at + 1.35);
  };
  const t = context.currentTime + 0.05;
  tone(-1, t);
  tone(1, t + 1.6);
  onSide('left');
  await new Promise((resolve) => window.setTimeout(resolve, 1600));
  onSide('right');
  await new Promise((resolve) => window.setTimeout(resolve, 1500));
  onSide(null);
  await context.close();
}
