import { describe, expect, it } from 'vitest';
import { BINAURAL_TEXTS } from './binaural/texts';
import { RELAXATION_TEXTS } from './relaxation/texts';
import { MEASURE_TEXTS } from './session/measure/texts';
import { AUDIO_TEXTS } from './session/texts';

/** Every string of a texts object, however nested (functions called with a sample value). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return strings((value as (n: number) => unknown)(3));
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** 'sen' forms: the pronoun, and 2nd-person-singular endings these screens once used. */
// Word edges by letters, not \b: \b knows only ASCII letters and would split 'ayırın' at 'ı'.
const INFORMAL = /(?<!\p{L})(sen|seni|sana|senin|nabzını|ayır|seç|yaz|dene|kullanırsan|duymalısın|kulağında)(?!\p{L})|(?<!\p{L})(al|ver|tut|bekle)[,.]?$/iu;

describe("the relaxation, binaural and heart-rate screens' register", () => {
  it("address the participant with 'siz' throughout", () => {
    const texts = [RELAXATION_TEXTS, BINAURAL_TEXTS, AUDIO_TEXTS, MEASURE_TEXTS].flatMap(strings);
    expect(texts.length).toBeGreaterThan(50);
    for (const text of texts) expect(text, text).not.toMatch(INFORMAL);
  });
});
