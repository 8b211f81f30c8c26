/**
 * Media Session API: the lock screen and headphone buttons show the item and can pause it, so
 * playback can go on with the screen locked where the browser allows.
 */
export interface MediaSessionHandlers {
  onPause: () => void;
  onPlay: () => void;
  onStop: () => void;
}

export function announceMediaSession(title: string, artist: string, handlers: MediaSessionHandlers): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  session.metadata = new MediaMetadata({ title, artist });
  session.playbackState = 'playing';
  session.setActionHandler('pause', () => {
    handlers.onPause();
    session.playbackState = 'paused';
  });
  session.setActionHandler('play', () => {
    handlers.onPlay();
    session.playbackState = 'playing';
  });
  session.setActionHandler('stop', handlers.onStop);
}

export function clearMediaSession(): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  session.metadata = null;
  session.playbackState = 'none';
  for (const action of ['pause', 'play', 'stop'] as const) session.setActionHandler(action, null);
}
