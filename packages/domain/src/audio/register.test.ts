import { describe, expect, it } from 'vitest';
import { BUILT_IN_BINAURAL, BUILT_IN_RELAXATION, RELAXATION_SCRIPTS } from './catalogue.js';

/**
 * The built-in content speaks to the participant as every screen does, with 'siz'
 * (docs/product.md, "Relaxation and binaural sessions"): no 'sen' pronoun and no bare imperative of
 * the verbs these scripts use.
 */
// Word edges by letters, not \b: \b knows only ASCII letters.
const INFORMAL =
  /(?<!\p{L})(sen|seni|sana|senin|sende)(?!\p{L})|(?<!\p{L})(al|ver|tut|bekle|hisset|bırak|kapat|dinle|izle|dene|uzan|ger|sık|çek|kaldır|tara|yap|aç|bul|hazırla)[,.!]/iu;

describe("the built-in audio content's register", () => {
  it("uses 'siz' in every description and script line", () => {
    const texts = [...[...BUILT_IN_RELAXATION, ...BUILT_IN_BINAURAL].map((item) => item.description), ...Object.values(RELAXATION_SCRIPTS).flat()];
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) expect(text, text).not.toMatch(INFORMAL);
  });
});
