import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeChartIntlLazy } from '../../apps/web/bundling/lazy-chart-intl';

/**
 * The web build's rewrite of MUI X Charts' module-level Intl objects (apps/web/bundling/
 * lazy-chart-intl.ts, decision 031), on the package's real files: loading them builds no Intl
 * object, using them builds each once and gives what the untouched files give.
 */

const requireFromWeb = createRequire(path.resolve('apps/web/package.json'));
const chartsDir = path.dirname(requireFromWeb.resolve('@mui/x-charts/package.json'));
const file = (relative: string) => path.join(chartsDir, relative);
const dir = mkdtempSync(path.join(os.tmpdir(), 'lazy-chart-intl-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Counts the Intl objects built while a test runs. */
const built: string[] = [];
const originals = { DateTimeFormat: Intl.DateTimeFormat, Segmenter: Intl.Segmenter };
beforeEach(() => {
  built.length = 0;
  // The grapheme files build their segmenter only in a browser (`typeof window`).
  (globalThis as { window?: unknown }).window = globalThis;
  for (const name of ['DateTimeFormat', 'Segmenter'] as const) {
    const Original = originals[name] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
      construct(target, args) {
        built.push(name);
        return Reflect.construct(target, args) as object;
      },
    });
  }
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  Object.assign(Intl, originals);
});

let copies = 0;
/** Imports `code` as a module of its own. */
async function load<T>(code: string): Promise<T> {
  copies += 1;
  const target = path.join(dir, `module-${copies}.mjs`);
  writeFileSync(target, code);
  return (await import(pathToFileURL(target).href)) as T;
}

type Ticks = Record<string, { format: (date: Date) => string }>;

describe('lazy chart Intl', () => {
  it('time ticks: no formatter when the module loads, the same labels when used', async () => {
    const source = readFileSync(file('utils/timeTicks.mjs'), 'utf8');
    const rewritten = makeChartIntlLazy(source, file('utils/timeTicks.mjs'));
    expect(rewritten).not.toBeNull();
    const lazy = await load<{ tickFrequencies: Ticks }>(rewritten!.toString());
    expect(built).toEqual([]);
    const eager = await load<{ tickFrequencies: Ticks }>(source);
    const eagerCount = built.length;
    expect(eagerCount).toBeGreaterThan(0);
    const date = new Date('2026-11-27T09:30:00Z');
    for (const [name, frequency] of Object.entries(eager.tickFrequencies)) {
      expect(lazy.tickFrequencies[name]?.format(date), name).toBe(frequency.format(date));
    }
    // Each used formatter built once: using them again builds nothing more.
    const afterUse = built.length;
    for (const frequency of Object.values(lazy.tickFrequencies)) frequency.format(date);
    expect(built.length).toBe(afterUse);
  });

  it.each(['internals/getGraphemeCount.mjs', 'internals/sliceUntil.mjs'])(
    '%s: no segmenter when the module loads, the same result when used',
    async (relative) => {
      const source = readFileSync(file(relative), 'utf8');
      const rewritten = makeChartIntlLazy(source, file(relative));
      const lazy = await load<Record<string, (text: string, end?: number) => unknown>>(rewritten!.toString());
      expect(built).toEqual([]);
      const eager = await load<Record<string, (text: string, end?: number) => unknown>>(source);
      expect(built).toEqual(['Segmenter']);
      const name = relative.includes('sliceUntil') ? 'sliceUntil' : 'getGraphemeCount';
      const text = 'Uyku 👩‍👩‍👧 kalitesi';
      expect(lazy[name]?.(text, 7)).toEqual(eager[name]?.(text, 7));
      expect(built).toEqual(['Segmenter', 'Segmenter']);
      lazy[name]?.(text, 3);
      expect(built).toEqual(['Segmenter', 'Segmenter']);
    },
  );

  it('leaves other files alone and fails the build when a known file has changed', () => {
    expect(makeChartIntlLazy('const a = 1;', '/x/node_modules/@mui/x-charts/LineChart/LineChart.mjs')).toBeNull();
    expect(() => makeChartIntlLazy('export const tickFrequencies = {};', '/x/node_modules/@mui/x-charts/utils/timeTicks.mjs')).toThrow(
      /no longer reads as expected/,
    );
    expect(() => makeChartIntlLazy('export const sliceUntil = 1;', '/x/node_modules/@mui/x-charts/internals/sliceUntil.mjs')).toThrow(
      /no longer reads as expected/,
    );
  });
});
