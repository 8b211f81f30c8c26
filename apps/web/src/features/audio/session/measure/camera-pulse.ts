import { CHANNEL_CLIPPED_HIGH, earlyProblem, earlyWindowCovered, estimatePulse, fingerProblem, type FrameSample, type PulseEstimate, type PulseProblem } from '@uyku/domain';

/**
 * The fingertip on the rear camera (docs/decisions/020-heart-rate-never-invented.md): each frame
 * is drawn into a tiny canvas on the phone, reduced to its mean red and green, and dropped; only
 * the rate and its quality ever leave. The torch is switched on where the browser allows it. A
 * camera that is dark or sees no finger from the start fails within seconds; a finger lifted on
 * the way is said so while it is off, and the rate comes from the seconds it was on
 * (docs/heart-rate-validation.md, "The camera's estimator").
 */

export const CAMERA_MEASURE_SECONDS = 30;
/**
 * Seconds without a frame, the page in view, after which the camera is taken as giving no picture
 * (a camera another app holds, a driver that stalls): the measurement fails as 'unavailable' instead
 * of standing at the same second left until the participant gives up. A hidden page gets no frames
 * (the screen locked), so hidden time is not counted.
 */
export const CAMERA_NO_FRAME_SECONDS = 5;
/** Seconds of the live wave drawn on screen. */
const WAVE_SECONDS = 5;
const SAMPLE_WIDTH = 32;
const SAMPLE_HEIGHT = 24;

export interface CameraProgress {
  elapsedSeconds: number;
  /** The pulse channel of the last seconds, for the live wave. */
  wave: number[];
  /**
   * A problem seen in the last three seconds while it lasts: 'finger_lifted' once the finger had
   * been in place, otherwise what is wrong (no finger, too dark…).
   */
  hint: PulseProblem | null;
}

export type CameraOutcome =
  | { kind: 'measured'; estimate: PulseEstimate & { bpm: number }; seconds: number }
  /** `lifted`: the finger left the lens on the way and the rate came from the other seconds. */
  | { kind: 'failed'; problem: PulseProblem | 'permission' | 'unavailable' }
  | { kind: 'cancelled' };

/** The live wave: the red channel, or the green one where red is burnt out (the estimator does the same). */
function waveOf(samples: readonly FrameSample[]): number[] {
  const red = samples.reduce((sum, s) => sum + s.red, 0) / Math.max(1, samples.length);
  return samples.map((s) => (red > CHANNEL_CLIPPED_HIGH ? s.green : s.red));
}

/** Whether this browser can offer the camera measurement at all. */

async function switchTorchOn(track: MediaStreamTrack): Promise<void> {
  // `torch` is not in TypeScript's DOM types; browsers without it refuse the constraint, which is fine.
  const torch = { torch: true } as unknown as MediaTrackConstraintSet;
  await track.applyConstraints({ advanced: [torch] }).catch(() => undefined);
}

function meanColour(context: CanvasRenderingContext2D): { red: number; green: number } {
  const { data } = context.getImageData(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
  let red = 0;
  let green = 0;
  for (let i = 0; i < data.length; i += 4) {
    red += data[i] ?? 0;
    green += data[i + 1] ?? 0;
  }
  const pixels = data.length / 4;
  return { red: red / pixels, green: green / pixels };
}

/**
 * Measures for CAMERA_MEASURE_SECONDS in the given (on-screen, so its frames are delivered) video
 * element, reporting progress; resolves with the rate, or the reason there is none. `signal`
 * cancels (the camera is released at once).
 */
export async function measureWithCamera(
  video: HTMLVideoElement,
  onProgress: (progress: CameraProgress) => void,
  signal: AbortSignal,
): Promise<CameraOutcome> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 160 }, height: { ideal: 120 }, frameRate: { ideal: 30 } },
      audio: false,
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    return { kind: 'failed', problem: name === 'NotAllowedError' || name === 'SecurityError' ? 'permission' : 'unavailable' };
  }
  const [track] = stream.getVideoTracks();
  const release = () => stream.getTracks().forEach((t) => t.stop());
  if (!track) {
    release();
    return { kind: 'failed', problem: 'unavailable' };
  }
  await switchTorchOn(track);

  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE_WIDTH;
  canvas.height = SAMPLE_HEIGHT;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) {
    release();
    return { kind: 'failed', problem: 'unavailable' };
  }
  try {
    await video.play();
  } catch {
    release();
    return { kind: 'failed', problem: 'unavailable' };
  }

  if (signal.aborted) {
    release();
    video.srcObject = null;
    return { kind: 'cancelled' };
  }
  const samples: FrameSample[] = [];
  const started = performance.now();
  /** Whether the finger has been seen on the lens (so a later problem means it was lifted). */
  let fingerSeen = false;
  let earlyChecked = false;
  return new Promise<CameraOutcome>((resolve) => {
    let done = false;
    let lastFrame = started;
    const finish = (outcome: CameraOutcome) => {
      if (done) return;
      done = true;
      clearInterval(watchdog);
      release();
      video.srcObject = null;
      resolve(outcome);
    };
    const watchdog = setInterval(() => {
      const now = performance.now();
      if (document.visibilityState !== 'visible') lastFrame = now;
      else if (now - lastFrame >= CAMERA_NO_FRAME_SECONDS * 1000) finish({ kind: 'failed', problem: 'unavailable' });
    }, 500);
    signal.addEventListener('abort', () => finish({ kind: 'cancelled' }), { once: true });
    const frame = () => {
      if (done) return;
      const now = performance.now();
      lastFrame = now;
      context.drawImage(video, 0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
      samples.push({ t: now, ...meanColour(context) });
      const elapsedSeconds = (now - started) / 1000;
      const recent = samples.filter((s) => now - s.t <= 3000);
      const lastSecond = samples.filter((s) => now - s.t <= 1000);
      if (lastSecond.length > 5 && fingerProblem(lastSecond) === null) fingerSeen = true;
      const problem = recent.length > 10 ? fingerProblem(recent) : null;
      onProgress({
        elapsedSeconds,
        wave: waveOf(samples.filter((s) => now - s.t <= WAVE_SECONDS * 1000)),
        hint: problem && fingerSeen && problem !== 'too_bright' ? 'finger_lifted' : problem,
      });
      // Dark, or no finger, from the first seconds on: waiting the whole measurement cannot help.
      // Judged once the frames themselves cover those seconds: a clock started before the first
      // frame would judge too few of them and, judging once, never fail early.
      if (!earlyChecked && earlyWindowCovered(samples)) {
        earlyChecked = true;
        const early = earlyProblem(samples);
        if (early) {
          finish({ kind: 'failed', problem: early });
          return;
        }
      }
      if (elapsedSeconds >= CAMERA_MEASURE_SECONDS) {
        const estimate = estimatePulse(samples);
        finish(
          estimate.bpm === null
            ? { kind: 'failed', problem: estimate.problem ?? 'no_pulse' }
            : { kind: 'measured', estimate: { ...estimate, bpm: estimate.bpm }, seconds: Math.round(elapsedSeconds) },
        );
        return;
      }
      schedule();
    };
    const schedule = () => {
      if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(() => frame());
      else requestAnimationFrame(frame);
    };
    schedule();
  });
}
