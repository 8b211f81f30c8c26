import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { videoConfigQuery } from './api';
import { JitsiRoom } from './JitsiRoom';
import type { PeerRole } from './peer-session';
import { VideoRoom } from './VideoRoom';

const NO_ICE_SERVERS: RTCIceServer[] = [];

export interface VideoRoomHostProps {
  roomId: string;
  role: PeerRole;
  displayName: string;
  waiting?: boolean;
  /** Said under the waiting state in the built-in room (the expert hours, how long it waits). */
  waitingNote?: ReactNode;
  /** 'Video görüşme başlatılamadı: …' for the participant, 'Video görüşmeye katılınamadı' for the expert. */
  failedText: string;
  onClose: () => void;
}

/** The built-in room, or the deployment's own Jitsi server when JITSI_DOMAIN is set. */
export function VideoRoomHost({ roomId, role, displayName, waiting, waitingNote, failedText, onClose }: VideoRoomHostProps) {
  const config = useQuery(videoConfigQuery);
  if (config.data?.jitsiDomain) {
    return (
      <JitsiRoom domain={config.data.jitsiDomain} roomId={roomId} displayName={displayName} failedText={failedText} onClose={onClose} />
    );
  }
  // A failed configuration read still opens the built-in room, with no STUN/TURN server.
  const iceServers = config.data?.iceServers ?? (config.isError ? NO_ICE_SERVERS : undefined);
  return (
    <VideoRoom
      roomId={roomId}
      role={role}
      iceServers={iceServers}
      waiting={waiting ?? false}
      waitingNote={waitingNote}
      mediaErrorText={failedText}
      onClose={onClose}
    />
  );
}
