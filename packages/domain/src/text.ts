import { z } from 'zod';

/**
 * One policy for every free-text field the platform stores (names, notes, chat, form titles and
 * answers, …). PostgreSQL refuses NUL in text, control characters have no place in what people
 * type, and text made only of invisible characters would look empty on every screen that shows it.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
const LINE_BREAKS_AND_TABS = /[\t\r\n\u2028\u2029]+/g;
/** Direction overrides and isolates can make a name display as something else; marks stay harmless. */
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** The same without the global flag, for `test`, which would otherwise carry `lastIndex` between calls. */
const HAS_LONE_SURROGATE = new RegExp(LONE_SURROGATES.source);
/** Characters that take no space: text made only of these (and spaces) counts as empty. */
// Combining marks among them stand alone in the alternation (a class would join them to a neighbour).
const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2060-\u2064\u3164\uFEFF\uFFA0]|\u034F|\u17B4|\u17B5/g;

export interface CleanTextOptions {
  /** Long texts (notes, messages, answers) keep line breaks and tabs; names and titles do not. */
  multiline?: boolean;
}

/** The stored form of a typed text: cleaned of what cannot or should not be stored, then trimmed. */
export function cleanText(raw: string, { multiline = false }: CleanTextOptions = {}): string {
  let text = raw.replace(LONE_SURROGATES, '\uFFFD').replace(DIRECTION_OVERRIDES, '');
  if (multiline) {
    text = text.replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_TAB_AND_NEWLINE, '');
  } else {
    text = text.replace(LINE_BREAKS_AND_TABS, ' ').replace(ANY_CONTROL, '');
  }
  return text.normalize('NFC').trim();
}

/** True when something would be seen: not only spaces and zero-width characters. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').trim().length > 0;
}

/** A cleaned text that is only invisible characters becomes ''. */
function dropInvisibleOnly(text: string): string {
  return hasVisibleText(text) ? text : '';
}

export interface RequiredTextOptions extends CleanTextOptions {
  max: number;
  /** Shown when the field is missing, not a string, or empty once cleaned. */
  requiredMessage: string;
  tooLongMessage: string;
}

/**
 * A text the user must give (a name, a title, a chat message). It builds a schema and does nothing
 * else, as the annotation tells the web build: a definition nothing uses is left out (decision 028).
 */
/*#__NO_SIDE_EFFECTS__*/
export function requiredTextField({ max, requiredMessage, tooLongMessage, multiline }: RequiredTextOptions) {
  return z
    .string({ error: requiredMessage })
    .transform((raw) => dropInvisibleOnly(cleanText(raw, { multiline })))
    .pipe(z.string().min(1, requiredMessage).max(max, tooLongMessage));
}

export interface OptionalTextOptions extends CleanTextOptions {
  max: number;
  tooLongMessage: string;
  /** Shown when the value is neither a string nor null. */
  invalidMessage?: string;
}

/**
 * A text the user may leave out: missing, null, blank and invisible-only all become ''. It builds a
 * schema and does nothing else, as the annotation tells the web build (decision 028).
 */
/*#__NO_SIDE_EFFECTS__*/
export function optionalTextField({ max, tooLongMessage, invalidMessage, multiline }: OptionalTextOptions) {
  return z
    .union([z.string(), z.null()], { error: invalidMessage ?? tooLongMessage })
    .optional()
    .transform((raw) => dropInvisibleOnly(cleanText(raw ?? '', { multiline })))
    .pipe(z.string().max(max, tooLongMessage));
}

/** Replaces each lone UTF-16 surrogate with U+FFFD, as UTF-8 encoding would; the rest is untouched. */
export function withoutLoneSurrogates(text: string): string {
  return HAS_LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATES, '\uFFFD') : text;
}

/** Deeper than any request the platform takes (a form's answers are three levels deep). */
export const MAX_JSON_DEPTH = 32;

export class JsonTooDeepError extends Error {
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    this.name = 'JsonTooDeepError';
  }
}

/**
 * The part of the text policy every string of a request gets, wherever it sits (values and keys,
 * at any depth): a lone surrogate becomes U+FFFD, as it would in UTF-8, so nothing the database
 * cannot store (json and jsonb refuse lone surrogates) reaches it from a nested answer or a key.
 * The fields' own rules (cleanText: controls, direction overrides, trimming) still apply where
 * their schemas say; a value invalid for its field stays invalid (an enum with U+FFFD is no enum).
 * Changes the value in place and returns it; throws JsonTooDeepError beyond MAX_JSON_DEPTH. Values
 * that are not plain JSON (a stream, a Buffer) are returned as they are.
 */
export function withStorableStrings<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return withoutLoneSurrogates(value) as T;
  if (value === null || typeof value !== 'object') return value;
  // Only what JSON.parse makes: an upload's stream or a Buffer passes untouched.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value;
  if (depth >= MAX_JSON_DEPTH) throw new JsonTooDeepError();
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = withStorableStrings(value[i] as unknown, depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const cleanKey = withoutLoneSurrogates(key);
    const item = withStorableStrings(record[key], depth + 1);
    if (cleanKey !== key) {
      delete record[key];
      // defineProperty: a key that becomes `__proto__` stays an own key, never the prototype.
      Object.defineProperty(record, cleanKey, { value: item, enumerable: true, writable: true, configurable: true });
    } else if (item !== record[key]) {
      record[key] = item;
    }
  }
  return value;
}
