import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * MUI X Charts builds Intl objects when its modules load: six date formatters for time axes
 * (`utils/timeTicks`) and two grapheme segmenters for shortening long labels
 * (`internals/getGraphemeCount`, `internals/sliceUntil`). The sleep page's trend chart uses neither
 * (a band axis of short labels), yet loading the chart built them, and the first Intl object of a
 * page load costs a phone about 0.1 s of main-thread work
 * (docs/decisions/031-first-screen-without-intl.md).
 *
 * This plugin makes each of them lazy: built on first use, with the same arguments, so a chart that
 * does use them behaves as before. It fails the build when a file it knows no longer reads as
 * expected (a new version of the package), rather than letting the cost come back unseen.
 */

/** The files rewritten, by the end of their path in the package. */
const FILES = {
  timeTicks: /[\\/]@mui[\\/]x-charts[\\/](esm[\\/])?utils[\\/]timeTicks\.m?js$/,
  graphemes: /[\\/]@mui[\\/]x-charts[\\/](esm[\\/])?internals[\\/](getGraphemeCount|sliceUntil)\.m?js$/,
};

/** `format: new Intl.DateTimeFormat('default', {…}).format` — the options hold no nested braces. */
const DATE_FORMAT = /new Intl\.DateTimeFormat\(('default',\s*\{[^{}]*\})\)\.format/g;
const SEGMENTER =
  /\? new Intl\.Segmenter\(undefined, \{\s*granularity: 'grapheme'\s*\}\) : null;/;

const LAZY_DATE_FORMAT = `function lazyDateFormat(locale, options) {
  let formatter;
  return (date) => (formatter ??= new Intl.DateTimeFormat(locale, options)).format(date);
}
`;
const LAZY_SEGMENTER = `? (() => {
  let built;
  return { segment: (text) => (built ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(text) };
})() : null;`;

/** The rewritten module, or null when `id` is not one of the files; throws when a file has changed. */
export function makeChartIntlLazy(code: string, id: string): MagicString | null {
  const out = new MagicString(code);
  if (FILES.timeTicks.test(id)) {
    const found = [...code.matchAll(DATE_FORMAT)];
    if (found.length === 0 || code.includes('lazyDateFormat')) throw new Error(`lazy-chart-intl: ${id} no longer reads as expected`);
    for (const match of found) out.overwrite(match.index, match.index + match[0].length, `lazyDateFormat(${match[1] ?? ''})`);
    return out.prepend(LAZY_DATE_FORMAT);
  }
  if (FILES.graphemes.test(id)) {
    const match = SEGMENTER.exec(code);
    if (!match) throw new Error(`lazy-chart-intl: ${id} no longer reads as expected`);
    return out.overwrite(match.index, match.index + match[0].length, LAZY_SEGMENTER);
  }
  return null;
}

export function lazyChartIntlPlugin(): Plugin {
  return {
    name: 'uyku-lazy-chart-intl',
    apply: 'build',
    transform(code, id) {
      const rewritten = makeChartIntlLazy(code, id);
      return rewritten ? { code: rewritten.toString(), map: rewritten.generateMap({ hires: true }) } : null;
    },
  };
}
