import { useEffect } from 'react';
import { studyZoneDay, todayInStudyZone } from '@uyku/domain';
import { sessionStore } from '../../../lib/session';
import { interventionClosedMessage } from './InterventionClosed';

/**
 * Whether the server has said today that the signed-in participant's audio is open
 * (docs/decisions/034-intervention-phase-gate.md). The built-in items and the kept binaural
 * catalogue are the intervention itself: the pages show them only on a study day the server has
 * answered an audio list for this participant. A day it has not — a failed request, an offline
 * start — may lie outside their phase, and then the page waits for the server's word instead.
 *
 * The word is the list's own answer (its time, on today's study day) and, so that it outlives a
 * reload, a mark kept on the device as `<userId>/<YYYY-MM-DD>` (another account, or the next day,
 * does not match), in memory too for a browser that refuses storage.
 */
const KEY = 'uyku.intervention.openOn';
let inMemory: string | null = null;

function todayMark(): string | null {
  const userId = sessionStore.get().user?.userId;
  return userId ? `${userId}/${todayInStudyZone()}` : null;
}

/** The server has answered an audio list for this participant today: open today. */
export function rememberOpenToday(): void {
  const mark = todayMark();
  if (!mark) return;
  inMemory = mark;
  try {
    localStorage.setItem(KEY, mark);
  } catch {
    // Storage refused: the memory holds it for this visit.
  }
}

/** The server said the audio is not open (INTERVENTION_NOT_OPEN): nothing of it shows until it says otherwise. */
export function forgetOpenToday(): void {
  inMemory = null;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}

/** Whether the device keeps the server's word that the signed-in participant's audio is open today. */
export function isOpenToday(): boolean {
  const mark = todayMark();
  if (!mark) return false;
  if (inMemory === mark) return true;
  try {
    return localStorage.getItem(KEY) === mark;
  } catch {
    return false;
  }
}

/** An audio list's query state, as far as the phase is concerned. */
export interface GateAnswer {
  /** When the server last answered the list (0: never; a kept copy counts as never). */
  dataUpdatedAt: number;
  error: unknown;
  /** Asks the server again: a list answered on an earlier study day says nothing about today. */
  refetch: () => unknown;
}

/**
 * Whether the audio is open today for the signed-in participant, from the list's answer or the
 * device's mark; keeps the mark in step with what the server said (an answer today sets it, its
 * INTERVENTION_NOT_OPEN clears it).
 */
export function useOpenToday(list: GateAnswer): boolean {
  const answeredToday = list.dataUpdatedAt > 0 && studyZoneDay(list.dataUpdatedAt) === todayInStudyZone();
  const notOpen = interventionClosedMessage(list.error) !== null;
  const open = !notOpen && (answeredToday || isOpenToday());
  // A page left open across midnight holds yesterday's answer: it waits for today's, asked for at once.
  const answeredEarlier = list.dataUpdatedAt > 0 && !answeredToday;
  const { refetch } = list;
  useEffect(() => {
    if (notOpen) forgetOpenToday();
    else if (answeredToday) rememberOpenToday();
  }, [answeredToday, notOpen]);
  useEffect(() => {
    if (answeredEarlier && !open) void refetch();
  }, [answeredEarlier, open, refetch]);
  return open;
}
