#!/usr/bin/env node
// Draws the app icons (PNG) of the web manifest from the shapes of apps/web/public/favicon.svg:
// the indigo tile, the crescent moon and two stars. No image library is needed: the shapes are
// circles, so each pixel's coverage is sampled (4 × 4 per pixel) and the PNG is written with zlib.
// Run `node scripts/generate-icons.mjs` after changing the favicon; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');

// Shapes in the favicon's 64-unit box. The crescent is the inside of the moon circle minus the
// bite circle (the centres solve the favicon's two arcs).
const TILE = [0x39, 0x49, 0xab];
const MOON = [0xff, 0xff, 0xff];
const STAR = [0xff, 0xd5, 0x4f];
const moon = { x: 35.06, y: 33.38, r: 20 };
const bite = { x: 46, y: 29, r: 16.155 };
const stars = [
  { x: 46, y: 20, r: 2.5 },
  { x: 52, y: 30, r: 1.8 },
];
const inside = (c, x, y) => (x - c.x) ** 2 + (y - c.y) ** 2 <= c.r ** 2;

/** Colour and opacity at a point of the 64-unit box. */
function sample(x, y, { maskable }) {
  // The maskable icon fills the whole square (the platform cuts its own shape) and shrinks the
  // drawing into the central safe zone; the plain icon is a rounded tile on transparency.
  if (!maskable && !inRoundedSquare(x, y, 14)) return null;
  const [u, v] = maskable ? [32 + (x - 32) / 0.8, 32 + (y - 32) / 0.8] : [x, y];
  if (stars.some((s) => inside(s, u, v))) return STAR;
  if (inside(moon, u, v) && !inside(bite, u, v)) return MOON;
  return TILE;
}

function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function render(size, options) {
  const n = 4;
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py++) {
    rows[py * (size * 4 + 1)] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const colour = sample(((px + (sx + 0.5) / n) * 64) / size, ((py + (sy + 0.5) / n) * 64) / size, options);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const offset = py * (size * 4 + 1) + 1 + px * 4;
      // Colours are averaged over the covered samples only (straight, not premultiplied alpha).
      rows[offset] = a ? Math.round(r / a) : 0;
      rows[offset + 1] = a ? Math.round(g / a) : 0;
      rows[offset + 2] = a ? Math.round(b / a) : 0;
      rows[offset + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return png(size, rows);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rows) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [name, size, options] of [
  ['icon-192.png', 192, { maskable: false }],
  ['icon-512.png', 512, { maskable: false }],
  ['icon-maskable-512.png', 512, { maskable: true }],
]) {
  writeFileSync(path.join(outDir, name), render(size, options));
  console.log(`${name} (${size} px)`);
}
