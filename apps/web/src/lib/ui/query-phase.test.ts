import { describe, expect, it } from 'vitest';
import { queryPhase } from './query-phase';

describe('queryPhase (docs/product.md, "App shell")', () => {
  it('is loading without an answer or a failure', () => {
    expect(queryPhase({ data: undefined, isError: false })).toEqual({ phase: 'loading' });
  });

  it('is failed without an answer after a failure', () => {
    expect(queryPhase({ data: undefined, isError: true })).toEqual({ phase: 'failed' });
  });

  it('is ready with an answer, an empty one included, and keeps a cached answer when a refetch fails', () => {
    expect(queryPhase({ data: [], isError: false })).toEqual({ phase: 'ready', data: [] });
    expect(queryPhase({ data: [1], isError: true })).toEqual({ phase: 'ready', data: [1] });
  });
});
