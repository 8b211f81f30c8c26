import { cleanup } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@uyku/domain';
import { nightsQuery } from '../../features/sleep/queries';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { testUser } from '../../test/session-user';
import { PageStartData } from './PageStartData';

/** The API paths asked for, in order; every answer stays pending, as on a slow network. */
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  localStorage.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    asked.push(String(input));
    return new Promise<Response>(() => undefined);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const participant = (overrides: Partial<SessionUser> = {}) => testUser({ userId: 'p-1', ...overrides });
const experiment = participant({ abGroup: 'experiment' });

describe('PageStartData: a page’s first answers are asked for as the shell renders', () => {
  it.each([
    [
      '/dashboard',
      experiment,
      ['/api/chat/unread-count', '/api/sleep/sessions', '/api/study/registration', '/api/heart-rate/sessions'],
    ],
    ['/dashboard', participant(), ['/api/chat/unread-count', '/api/sleep/sessions', '/api/study/registration']],
    ['/sleep', participant(), ['/api/chat/unread-count', '/api/sleep/sessions']],
    ['/support', participant(), ['/api/chat/unread-count', '/api/chat/messages?userId=p-1']],
    [
      '/relaxation',
      experiment,
      ['/api/chat/unread-count', '/api/relaxation/content?category=box_breathing', '/api/heart-rate/sessions'],
    ],
    ['/relaxation', participant(), ['/api/chat/unread-count']],
    ['/forms', participant(), ['/api/chat/unread-count']],
  ])('%s (%o): asks for exactly what the page reads first', (path, user, expected) => {
    renderWithProviders(<PageStartData user={user} />, { path });
    expect(asked).toEqual(expected);
  });

  it('/relaxation?category=…: leaves the list of a named category to the page, which reads the address', () => {
    renderWithProviders(<PageStartData user={experiment} />, { path: '/relaxation?category=guided_imagery' });
    expect(asked).toEqual(['/api/chat/unread-count', '/api/heart-rate/sessions']);
  });

  it('/sleep?entry=new: the nights all the same, which every view of /sleep reads', () => {
    renderWithProviders(<PageStartData user={participant()} />, { path: '/sleep?entry=new' });
    expect(asked).toEqual(['/api/chat/unread-count', '/api/sleep/sessions']);
  });

  it('asks nothing of a page for an admin, whose screens read other answers', () => {
    renderWithProviders(<PageStartData user={testUser({ isAdmin: true })} />, { path: '/dashboard' });
    expect(asked).toEqual(['/api/chat/unread-count']);
  });

  it('does not ask again for an answer the cache already holds', () => {
    const client = testQueryClient();
    client.setQueryData(nightsQuery().queryKey, []);
    renderWithProviders(<PageStartData user={participant()} />, { path: '/sleep', client });
    expect(asked).toEqual(['/api/chat/unread-count']);
  });

  it('leaves the page’s own query nothing to ask: the same key, already in flight', () => {
    function SleepPageQuery() {
      useQuery(nightsQuery());
      return null;
    }
    renderWithProviders(
      <>
        <PageStartData user={participant()} />
        <SleepPageQuery />
      </>,
      { path: '/sleep' },
    );
    expect(asked.filter((path) => path === '/api/sleep/sessions')).toHaveLength(1);
  });
});
