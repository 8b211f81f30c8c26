import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';

/**
 * Videos for Chromium's fake camera (`--use-file-for-fake-video-capture`): YUV4MPEG2, 4:2:0, full
 * range, each frame one colour, since the camera measurement only ever uses a frame's mean red and
 * green. A real recording's per-frame means (the Welltory phone recordings,
 * packages/domain/src/heart-rate/fixtures/welltory-ppg/README.md) are resampled to the file's
 * frame rate, so the fake camera shows what the phone's camera saw.
 */

export const VIDEO_FPS = 30;
const WIDTH = 64;
const HEIGHT = 48;

export interface Colour {
  red: number;
  green: number;
  blue: number;
}

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/domain/src/heart-rate/fixtures/welltory-ppg');

/** A Welltory recording's frames: time in ms from the start, mean red and green. */
export function welltoryFrames(subject: number): { t: number; red: number; green: number }[] {
  const file = path.join(FIXTURES, `subject_${String(subject).padStart(2, '0')}.ppg.csv`);
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [t = 0, red = 0, green = 0] = line.split(',').map(Number);
      return { t, red, green };
    });
}

/** The strap's mean rate over the recording's first `seconds` (its RR intervals as beats). */
export function welltoryStrapRate(subject: number, seconds: number): number {
  const file = path.join(FIXTURES, `subject_${String(subject).padStart(2, '0')}.rr.txt`);
  const rr = readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
  let at = 0;
  const inside: number[] = [];
  for (const interval of rr) {
    at += interval;
    if (at <= seconds * 1000) inside.push(interval);
  }
  return (60_000 * inside.length) / inside.reduce((a, b) => a + b, 0);
}

/** The recording's colours at the video's frame times (linear interpolation), blue as the room's. */
export function resampled(frames: readonly { t: number; red: number; green: number }[], seconds: number): Colour[] {
  const colours: Colour[] = [];
  let j = 0;
  for (let i = 0; i < seconds * VIDEO_FPS; i += 1) {
    const t = (i * 1000) / VIDEO_FPS;
    while (j < frames.length - 2 && (frames[j + 1]?.t ?? Infinity) < t) j += 1;
    const a = frames[j];
    const b = frames[j + 1] ?? a;
    if (!a || !b) break;
    const share = b.t > a.t ? Math.min(1, Math.max(0, (t - a.t) / (b.t - a.t))) : 0;
    colours.push({ red: a.red + (b.red - a.red) * share, green: a.green + (b.green - a.green) * share, blue: 0 });
  }
  return colours;
}

/** Writes the frames as a .y4m file in a fresh temporary directory and returns its path. */
export function writeVideo(name: string, colours: readonly Colour[]): string {
  const clamp = (x: number) => Math.max(0, Math.min(255, Math.round(x)));
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${VIDEO_FPS}:1 Ip A1:1 C420jpeg\n`)];
  for (const { red, green, blue } of colours) {
    const y = 0.299 * red + 0.587 * green + 0.114 * blue;
    const u = -0.1687 * red - 0.3313 * green + 0.5 * blue + 128;
    const v = 0.5 * red - 0.4187 * green - 0.0813 * blue + 128;
    parts.push(
      Buffer.from('FRAME\n'),
      Buffer.alloc(WIDTH * HEIGHT, clamp(y)),
      Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), clamp(u)),
      Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), clamp(v)),
    );
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'uyku-camera-')), `${name}.y4m`);
  writeFileSync(file, Buffer.concat(parts));
  return file;
}
