import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_NO_FRAME_SECONDS, measureWithCamera, type CameraOutcome } from './camera-pulse';

/**
 * The camera loop's clock: a camera that gives no picture ends the measurement within seconds, and
 * the time a locked phone spends hidden does not count. The browser's camera, video element and
 * canvas are stood in for here (jsdom has none); Chromium's own fake camera plays real recordings
 * through the same code in e2e/heart-rate-camera.spec.ts.
 */

/** A lit fingertip's mean colour (red well above green), so no early failure interferes. */
const LIT = { red: 180, green: 60 };

let visibility: DocumentVisibilityState = 'visible';
let frameCallbacks: (() => void)[] = [];
const stop = vi.fn();

function fakeCamera(): HTMLVideoElement {
  const track = { stop, applyConstraints: vi.fn().mockResolvedValue(undefined) };
  const stream = { getVideoTracks: () => [track], getTracks: () => [track] };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn().mockResolvedValue(stream) },
  });
  const pixels = new Uint8ClampedArray(32 * 24 * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    pixels[i] = LIT.red;
    pixels[i + 1] = LIT.green;
  }
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
    getImageData: () => ({ data: pixels }),
  } as unknown as CanvasRenderingContext2D);
  const video = document.createElement('video');
  Object.assign(video, {
    play: vi.fn().mockResolvedValue(undefined),
    requestVideoFrameCallback: (callback: () => void) => frameCallbacks.push(callback),
  });
  return video;
}

/** Starts a measurement and keeps its outcome once there is one. */
function start(video: HTMLVideoElement, signal = new AbortController().signal) {
  const result: { outcome?: CameraOutcome } = {};
  void measureWithCamera(video, () => undefined, signal).then((outcome) => {
    result.outcome = outcome;
  });
  return result;
}

/** Frames every 100 ms for `ms`, each handed to the loop's waiting callback. */
async function framesFor(ms: number): Promise<void> {
  for (let at = 0; at < ms; at += 100) {
    await vi.advanceTimersByTimeAsync(100);
    frameCallbacks.splice(0).forEach((callback) => callback());
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
  visibility = 'visible';
  frameCallbacks = [];
  stop.mockClear();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a camera that gives no picture', () => {
  it(`fails as 'unavailable' ${CAMERA_NO_FRAME_SECONDS} s after it opened without a frame, and releases the camera`, async () => {
    const result = start(fakeCamera());
    await vi.advanceTimersByTimeAsync(CAMERA_NO_FRAME_SECONDS * 1000 - 600);
    expect(result.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(600);
    expect(result.outcome).toEqual({ kind: 'failed', problem: 'unavailable' });
    expect(stop).toHaveBeenCalled();
  });

  it(`measures while frames come, and fails ${CAMERA_NO_FRAME_SECONDS} s after they stop`, async () => {
    const result = start(fakeCamera());
    await framesFor(2_500);
    await vi.advanceTimersByTimeAsync(CAMERA_NO_FRAME_SECONDS * 1000 - 600);
    expect(result.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(600);
    expect(result.outcome).toEqual({ kind: 'failed', problem: 'unavailable' });
  });

  it('does not count the time the page is hidden (a locked phone gets no frames)', async () => {
    const abort = new AbortController();
    const result = start(fakeCamera(), abort.signal);
    await framesFor(1_000);
    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(20_000);
    expect(result.outcome).toBeUndefined();
    visibility = 'visible';
    await framesFor(3_000);
    expect(result.outcome).toBeUndefined();
    abort.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(result.outcome).toEqual({ kind: 'cancelled' });
  });
});
