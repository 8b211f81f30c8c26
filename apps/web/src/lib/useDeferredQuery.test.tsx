import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { memo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testQueryClient } from '../test/render';
import { useDeferredQuery } from './useDeferredQuery';

afterEach(cleanup);

const nights = queryOptions({
  queryKey: ['test', 'nights'] as const,
  queryFn: () => answer,
});
let answer: Promise<string[]>;

interface Rendered {
  /** The answer is in the query cache. */
  cached: boolean;
  /** The page drew it. */
  shown: boolean;
}

describe('useDeferredQuery (docs/decisions/037-answers-rendered-as-transitions.md)', () => {
  it("first renders the page with the previous result, leaving memoised parts alone, then with the answer", async () => {
    let arrive!: (value: string[]) => void;
    answer = new Promise((resolve) => (arrive = resolve));
    const client = testQueryClient();
    const pageRenders: Rendered[] = [];
    const cardRenders: (string[] | undefined)[] = [];
    const Cards = memo(function Cards({ list }: { list: string[] | undefined }) {
      cardRenders.push(list);
      return <p data-testid="cards">{list ? list.join(', ') : 'Yükleniyor'}</p>;
    });
    function Page() {
      const result = useDeferredQuery(nights);
      pageRenders.push({ cached: client.getQueryData(nights.queryKey) !== undefined, shown: result.data !== undefined });
      return <Cards list={result.data} />;
    }

    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('cards').textContent).toBe('Yükleniyor');
    arrive(['2025-10-07', '2025-10-08']);
    expect(await screen.findByText('2025-10-07, 2025-10-08')).toBeTruthy();

    // The render in which the answer had come but the page still drew the previous result: the one
    // React does at once; the answer's own render followed as a transition.
    const keptPrevious = pageRenders.findIndex((each) => each.cached && !each.shown);
    expect(keptPrevious, JSON.stringify(pageRenders)).toBeGreaterThan(0);
    expect(pageRenders.at(-1)).toEqual({ cached: true, shown: true });
    // The memoised cards drew twice only: waiting, and the answer.
    expect(cardRenders).toEqual([undefined, ['2025-10-07', '2025-10-08']]);
  });
});
