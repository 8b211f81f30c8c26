import { ACCOUNT_DELETION_WORD } from '@uyku/domain';

/** Folds case and the dot of i/İ/ı/I (and a combining dot), so 'sil', 'SIL' and 'Sil' meet 'SİL'. */
const fold = (text: string) => text.normalize('NFD').replace(/\u0307/g, '').replace(/[İIıi]/g, 'I').toUpperCase();

/**
 * A word that is 'SİL' but for case or the dot on its İ (docs/product.md, "Personal data"): the
 * deletion still needs 'SİL' exactly, but such a word is answered with a hint first, not cancelled.
 */
export function isDeletionWordNearMiss(word: string): boolean {
  return word !== ACCOUNT_DELETION_WORD && fold(word) === fold(ACCOUNT_DELETION_WORD);
}
