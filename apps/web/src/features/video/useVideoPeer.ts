import { useCallback, useEffect, useRef, useState } from 'react';
import { realtime, useRealtimeMessages } from '../../lib/realtime';
import { PeerSession, type PeerRole } from './peer-session';
import type { VideoState } from './texts';

/**
 * A room left by unmounting hangs up on the next tick, unless the same room mounts again at once
 * (React's StrictMode mounts every effect twice in development): leaving ends the call for both.
 */
const pendingHangups = new Map<string, ReturnType<typeof setTimeout>>();

export interface VideoPeer {
  state: VideoState;
  local: MediaStream | null;
  remote: MediaStream | null;
  mediaError: unknown;
  muted: boolean;
  cameraOff: boolean;
  toggleMute(): void;
  toggleCamera(): void;
  hangUp(): void;
}

export function useVideoPeer(roomId: string, role: PeerRole, iceServers: RTCIceServer[] | undefined): VideoPeer {
  const [state, setState] = useState<VideoState>('media');
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [mediaError, setMediaError] = useState<unknown>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const session = useRef<PeerSession | null>(null);

  useEffect(() => {
    if (!iceServers) return undefined;
    clearTimeout(pendingHangups.get(roomId));
    pendingHangups.delete(roomId);
    const current = new PeerSession(roomId, role, iceServers, {
      onState: setState,
      onLocal: setLocal,
      onRemote: setRemote,
      onMediaError: setMediaError,
    });
    session.current = current;
    return () => {
      if (current.isClosed) return;
      current.close();
      pendingHangups.set(
        roomId,
        setTimeout(() => {
          pendingHangups.delete(roomId);
          realtime.send({ type: 'video.hangup', roomId });
        }, 0),
      );
    };
  }, [roomId, role, iceServers]);

  useRealtimeMessages((message) => {
    void session.current?.handle(message).catch(() => setState('failed'));
  });

  const toggleMute = useCallback(() => {
    setMuted((was) => {
      session.current?.setMuted(!was);
      return !was;
    });
  }, []);
  const toggleCamera = useCallback(() => {
    setCameraOff((was) => {
      session.current?.setCameraOff(!was);
      return !was;
    });
  }, []);
  const hangUp = useCallback(() => {
    session.current?.hangUp();
    setState('ended');
  }, []);

  return { state, local, remote, mediaError, muted, cameraOff, toggleMute, toggleCamera, hangUp };
}
