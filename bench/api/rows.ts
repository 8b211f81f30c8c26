import { todayInStudyZone } from '@uyku/domain';
import { NIGHTS, type StudyCast } from './seed.js';

/**
 * The measured calls, shared by the server process (which answers each once to learn the bytes its
 * bare twin returns) and the load generator. `request(n)` is the n-th request of the row: rows
 * that rotate over participants do so here, so every participant's token and data take part.
 */
export interface ApiRow {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  status: number;
  request(cast: StudyCast, n: number): { token: string; body?: string };
  /**
   * The n of the request whose SQL the same-work baseline replays: made right after request 0 with
   * the same token, so the session is already in the app's cache and only the route's own statements
   * are captured. Reads repeat request 0; a write needs a request of its own.
   */
  captureN?: number;
}

/** The load generator's first n: above every sample the server made. */
export const FIRST_LOAD_N = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A night no participant has written yet: before the seeded ones, one step back per round of participants. */
function freshNight(cast: StudyCast, n: number): { token: string; body: string } {
  // Participant 0 has a year of nights; the others' diaries begin NIGHTS days ago.
  const others = cast.participantTokens.length - 1;
  const participant = 1 + (n % others);
  const daysBack = NIGHTS + 2 + Math.floor(n / others);
  const date = new Date(Date.parse(`${todayInStudyZone()}T12:00:00Z`) - daysBack * DAY_MS).toISOString().slice(0, 10);
  const body = {
    date,
    bedtime: '23:10',
    sleep_time: '23:30',
    wake_time: '07:05',
    rem_duration: 90,
    deep_sleep_duration: 80,
    light_sleep_duration: 250,
    awake_duration: 10,
    heart_rate: 58,
    sleep_quality: 7,
    stress_level: 3,
    screen_time: 30,
    room_temperature: 21,
    notes: 'Bench gecesi',
  };
  return { token: cast.participantTokens[participant]!, body: JSON.stringify(body) };
}

const anyParticipant = (cast: StudyCast, n: number) => ({ token: cast.participantTokens[n % cast.participantTokens.length]! });
const admin = (cast: StudyCast) => ({ token: cast.adminToken });

export const API_ROWS: ApiRow[] = [
  { label: 'GET /api/sleep/sessions (365 nights)', method: 'GET', path: '/api/sleep/sessions', status: 200, request: (cast) => ({ token: cast.yearLongToken }) },
  // n = 299: the same participant as n = 0 (1 + n mod 299), one night further back.
  { label: 'POST /api/sleep/sessions', method: 'POST', path: '/api/sleep/sessions', status: 201, request: freshNight, captureN: 299 },
  { label: 'GET /api/chat/messages', method: 'GET', path: '/api/chat/messages', status: 200, request: anyParticipant },
  { label: 'GET /api/chat/unread-count', method: 'GET', path: '/api/chat/unread-count', status: 200, request: anyParticipant },
  { label: 'GET /api/admin/stats', method: 'GET', path: '/api/admin/stats', status: 200, request: admin },
  { label: 'GET /api/admin/users (301)', method: 'GET', path: '/api/admin/users', status: 200, request: admin },
  { label: 'GET /api/admin/sleep-data?limit=20', method: 'GET', path: '/api/admin/sleep-data?limit=20', status: 200, request: admin },
];
