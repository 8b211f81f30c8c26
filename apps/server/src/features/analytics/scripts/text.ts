/**
 * The text rules shared by the analysis scripts' string writers (r.ts, spss.ts,
 * stata.ts): admin-set labels and questionnaire texts reach load.R, load.sps and load.do,
 * which a researcher runs on their own machine, so each script's strings are written by one
 * function that no text can end early or make run code (docs/security.md, "Analysis scripts").
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
/** Direction overrides and isolates would make a label read as something else in an editor. */
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/g;

/** One line of plain text: control characters and line breaks become a space, overrides go. */
export function oneLine(text: string): string {
  return text.replace(DIRECTION_OVERRIDES, '').replace(CONTROLS, ' ');
}

const graphemes = new Intl.Segmenter('tr', { granularity: 'grapheme' });

/**
 * The longest start of the text whose size (by `measure`) is at most `max`, cut between user-perceived
 * characters: never inside a surrogate pair, a letter and its combining mark, or an emoji sequence.
 */
export function cutText(text: string, max: number, measure: (part: string) => number): string {
  if (measure(text) <= max) return text;
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    if (measure(kept + segment) > max) break;
    kept += segment;
  }
  return kept;
}

/** Size in characters as Stata 14+ and R count them (Unicode code points). */
export const codePoints = (part: string): number => [...part].length;
/** Size in UTF-8 bytes, as SPSS counts a label's length. */
export const utf8Bytes = (part: string): number => Buffer.byteLength(part, 'utf8');
