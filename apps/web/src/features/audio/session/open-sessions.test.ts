import { beforeEach, describe, expect, it } from 'vitest';
import {
  afterValueStillAsked,
  closeOpenSession,
  keepOpenSession,
  openSessionRequest,
  readOpenSessions,
  type OpenSession,
} from './open-sessions';

const started = Date.parse('2026-11-26T23:00:00Z');
const session: OpenSession = {
  id: 's1',
  contentType: 'binaural',
  itemId: 'delta-1',
  itemName: 'Derin Uyku',
  before: 84,
  startedAt: started,
  lastSeenAt: started + 1_500_000,
  heardSeconds: 1_380.4,
};

beforeEach(() => localStorage.clear());

describe('open sessions', () => {
  it('keeps, updates and closes sessions per account', () => {
    keepOpenSession('u1', session);
    keepOpenSession('u1', { ...session, heardSeconds: 1_400 });
    keepOpenSession('u1', { ...session, id: 's2', before: 'not_measured' });
    expect(readOpenSessions('u1').map((s) => [s.id, s.heardSeconds, s.before])).toEqual([
      ['s1', 1_400, 84],
      ['s2', 1_380.4, 'not_measured'],
    ]);
    expect(readOpenSessions('u2')).toEqual([]);
    closeOpenSession('u1', 's1');
    closeOpenSession('u1', 's2');
    expect(readOpenSessions('u1')).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('ignores what it cannot read instead of failing the page', () => {
    localStorage.setItem('uyku.audio.open-sessions.u1', '{not json');
    expect(readOpenSessions('u1')).toEqual([]);
    localStorage.setItem('uyku.audio.open-sessions.u1', JSON.stringify([{ id: 'x', before: '' }, session]));
    expect(readOpenSessions('u1')).toEqual([session]);
  });

  it('asks the after-value for 12 hours after the session was last seen playing, or the hours the study set', () => {
    expect(afterValueStillAsked(session, session.lastSeenAt + 12 * 3_600_000)).toBe(true);
    expect(afterValueStillAsked(session, session.lastSeenAt + 12 * 3_600_000 + 1)).toBe(false);
    expect(afterValueStillAsked(session, session.lastSeenAt + 3 * 3_600_000, 2)).toBe(false);
    expect(afterValueStillAsked(session, session.lastSeenAt + 30 * 3_600_000, 48)).toBe(true);
  });

  it('sends the length up to the last moment seen, the seconds actually heard and when playback ended', () => {
    expect(openSessionRequest(session, 'not_asked')).toEqual({
      content_type: 'binaural',
      content_id: 'delta-1',
      content_name: 'Derin Uyku',
      heart_rate_before: 84,
      heart_rate_after: 'not_asked',
      duration: 1_500,
      listened_seconds: 1_380,
      ended_at: new Date(session.lastSeenAt).toISOString(),
    });
  });
});
