import { describe, expect, it } from 'vitest';
import { isDeletionWordNearMiss } from './deletion-word';

describe('the deletion word', () => {
  it.each(['SIL', 'sil', 'Sil', 'sİl', 'SıL', 'si̇l'])('%s is SİL but for case or the dot', (word) => {
    expect(isDeletionWordNearMiss(word)).toBe(true);
  });

  it.each(['SİL', 'SILL', ' SIL', 'HAYIR', '', 'SL'])('%j is not a near miss', (word) => {
    expect(isDeletionWordNearMiss(word)).toBe(false);
  });
});
