/**
 * Which kept sessions are playing in this tab right now (so the prompt never asks the after-value of
 * a session still under way) and a signal that a session was just left open, so the prompt asks at
 * once on the next screen rather than at the next visit.
 */
const live = new Set<string>();
const EVENT = 'uyku:open-session';

export function markLive(id: string, playing: boolean): void {
  if (playing) live.add(id);
  else live.delete(id);
}

export function isLive(id: string): boolean {
  return live.has(id);
}

export function announceOpenSession(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onOpenSessionAnnounced(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
