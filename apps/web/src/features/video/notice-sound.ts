/**
 * The short sound of a new video request (docs/product.md, "Video"), and the admin's choice to
 * turn it off, kept in this browser.
 */
const SOUND_KEY = 'uyku.video-notice-sound';

export function noticeSoundOn(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setNoticeSound(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // A browser that keeps nothing (private mode) plays the sound for this visit as chosen.
  }
}

/** Two short tones; a browser that refuses sound before the page was used stays silent. */
export function playNoticeSound(): void {
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.12, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.5);
    [880, 1175].forEach((frequency, index) => {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + index * 0.18);
      tone.stop(context.currentTime + index * 0.18 + 0.16);
    });
    setTimeout(() => void context.close().catch(() => undefined), 800);
  } catch {
    // No sound is no failure: the notice is on screen.
  }
}
