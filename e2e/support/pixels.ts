import { writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

// Screens compared pixel for pixel by the journeys that must not change what a participant sees
// (screens-unchanged: two builds), up to the anti-aliasing a paint varies.

/** The largest difference in a colour channel (0–255) that still counts as the same pixel. */
const CHANNEL_TOLERANCE = 48;

/** The number of pixels that differ between two PNGs, decoded in a blank page; writes the difference. */
export async function differingPixels(browser: Browser, before: Buffer, after: Buffer, diffPath: string): Promise<number> {
  const page = await browser.newPage();
  try {
    const result = await page.evaluate(
      async ([a, b, tolerance]) => {
        const decode = async (base64: string) => {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [x, y] = await Promise.all([decode(a), decode(b)]);
        if (x.width !== y.width || x.height !== y.height) return { count: -1, png: '' };
        const canvas = new OffscreenCanvas(x.width, x.height);
        const context = canvas.getContext('2d')!;
        const out = context.createImageData(x.width, x.height);
        let count = 0;
        for (let i = 0; i < x.data.length; i += 4) {
          const delta = Math.max(
            Math.abs(x.data[i]! - y.data[i]!),
            Math.abs(x.data[i + 1]! - y.data[i + 1]!),
            Math.abs(x.data[i + 2]! - y.data[i + 2]!),
          );
          // Anti-aliasing of a round edge varies a little from one paint to the next (seen: the avatar's
          // circle, ±1 px of blend); a changed colour, border or text moves far more than this.
          const same = delta <= tolerance;
          if (!same) count += 1;
          out.data.set(same ? [x.data[i]! / 3, x.data[i + 1]! / 3, x.data[i + 2]! / 3, 255] : [255, 0, 0, 255], i);
        }
        context.putImageData(out, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return { count, png: btoa(binary) };
      },
      [before.toString('base64'), after.toString('base64'), CHANNEL_TOLERANCE] as const,
    );
    if (result.png) writeFileSync(diffPath, Buffer.from(result.png, 'base64'));
    return result.count;
  } finally {
    await page.close();
  }
}
