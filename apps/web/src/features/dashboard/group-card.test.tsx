import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarizeSleep } from '@uyku/domain';
import { testQueryClient } from '../../test/render';
import { groupDescriptionsQuery } from './api';
import { SummaryCards } from './SummaryCards';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const figures = { phase: 'ready' as const, data: { latest: undefined, summary: summarizeSleep([], '2025-10-08') } };
const neutral = { control: 'Grup A: uygulamanın bir sürümü', experiment: 'Grup B: uygulamanın başka bir sürümü' };

describe("the dashboard's group card keeps the study's own words (docs/product.md, \"Dashboard\")", () => {
  it("shows the study's description of the participant's group under 'Deney' or 'Kontrol', never the app's own", () => {
    render(<SummaryCards figures={figures} group="experiment" groupDescription={neutral.experiment} />);
    expect(screen.getByTestId('card-group-value').textContent).toBe('Deney');
    expect(screen.getByTestId('card-group-detail').textContent).toBe(neutral.experiment);
    expect(screen.queryByText('Deney — Gelişmiş özellikler açık')).toBeNull();
    expect(screen.queryByText('Gelişmiş özellikler açık')).toBeNull();
    cleanup();
    render(<SummaryCards figures={figures} group="control" groupDescription={neutral.control} />);
    expect(screen.getByTestId('card-group-detail').textContent).toBe(neutral.control);
    expect(screen.queryByText('Standart deneyim')).toBeNull();
  });

  it('says nothing under the name until the description arrives', () => {
    render(<SummaryCards figures={figures} group="control" />);
    expect(screen.getByTestId('card-group-value').textContent).toBe('Kontrol');
    expect(screen.queryByTestId('card-group-detail')).toBeNull();
  });

  it("reads the descriptions the study shows at registration, neutral ones included", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ success: true, allocation_mode: 'randomised', stratification_question: null, stratification_options: [], group_descriptions: neutral }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useQuery(groupDescriptionsQuery()), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(neutral));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/study/registration');
  });
});
