import type { RealtimeServerMessage } from '@uyku/domain';
import { realtime } from '../../lib/realtime';
import type { VideoState } from './texts';

export type PeerRole = 'participant' | 'expert';

export interface PeerEvents {
  onState(state: VideoState): void;
  onLocal(stream: MediaStream): void;
  onRemote(stream: MediaStream): void;
  /** The camera or microphone could not be opened. */
  onMediaError(error: unknown): void;
}

const CONNECTION_STATES: Partial<Record<RTCPeerConnectionState, VideoState>> = {
  new: 'connecting',
  connecting: 'connecting',
  connected: 'connected',
  disconnected: 'reconnecting',
  failed: 'failed',
};

/**
 * One side of the 1:1 WebRTC call (decision 003). The expert, who joins last, makes the offer as
 * soon as their camera is on; the participant answers. Offer, answer, ICE candidates and hang-up
 * travel over the realtime socket, which the server relays only between the two of them.
 */
export class PeerSession {
  private readonly pc: RTCPeerConnection;
  private readonly media: Promise<MediaStream | null>;
  private readonly pendingCandidates: RTCIceCandidateInit[] = [];
  private stream: MediaStream | null = null;
  private closed = false;
  private readonly onPageHide = () => this.hangUp();

  constructor(
    private readonly roomId: string,
    private readonly role: PeerRole,
    iceServers: RTCIceServer[],
    private readonly events: PeerEvents,
  ) {
    this.pc = new RTCPeerConnection({ iceServers });
    this.pc.onicecandidate = (event) => {
      if (!event.candidate) return;
      const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = event.candidate;
      realtime.send({ type: 'video.ice', roomId, candidate: { candidate, sdpMid, sdpMLineIndex, usernameFragment } });
    };
    this.pc.ontrack = (event) => events.onRemote(event.streams[0] ?? new MediaStream([event.track]));
    this.pc.onconnectionstatechange = () => {
      const state = CONNECTION_STATES[this.pc.connectionState];
      if (state && !this.closed) events.onState(state);
    };
    // Leaving the page ends the call for both (docs/product.md, "Video").
    window.addEventListener('pagehide', this.onPageHide);

    this.media = navigator.mediaDevices.getUserMedia({ audio: true, video: true }).then(
      (stream) => {
        if (this.closed) {
          for (const track of stream.getTracks()) track.stop();
          return null;
        }
        this.stream = stream;
        for (const track of stream.getTracks()) this.pc.addTrack(track, stream);
        events.onLocal(stream);
        events.onState(role === 'participant' ? 'waiting' : 'connecting');
        if (role === 'expert') void this.offer();
        return stream;
      },
      (error: unknown) => {
        if (!this.closed) events.onMediaError(error);
        return null;
      },
    );
  }

  private async offer(): Promise<void> {
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    if (!this.closed && offer.sdp) realtime.send({ type: 'video.offer', roomId: this.roomId, sdp: offer.sdp });
  }

  private async flushCandidates(): Promise<void> {
    for (const candidate of this.pendingCandidates.splice(0)) await this.pc.addIceCandidate(candidate);
  }

  /** Signalling from the other side of this room; everything else is ignored. */
  async handle(message: RealtimeServerMessage): Promise<void> {
    if (this.closed || !('roomId' in message) || message.roomId !== this.roomId) return;
    switch (message.type) {
      case 'video.offer': {
        if (this.role !== 'participant' || !(await this.media) || this.closed) return;
        this.events.onState('connecting');
        await this.pc.setRemoteDescription({ type: 'offer', sdp: message.sdp });
        await this.flushCandidates();
        const answer = await this.pc.createAnswer();
        await this.pc.setLocalDescription(answer);
        if (answer.sdp) realtime.send({ type: 'video.answer', roomId: this.roomId, sdp: answer.sdp });
        break;
      }
      case 'video.answer':
        if (this.role !== 'expert') return;
        await this.pc.setRemoteDescription({ type: 'answer', sdp: message.sdp });
        await this.flushCandidates();
        break;
      case 'video.ice': {
        const candidate: RTCIceCandidateInit = {
          candidate: message.candidate.candidate,
          sdpMid: message.candidate.sdpMid ?? null,
          sdpMLineIndex: message.candidate.sdpMLineIndex ?? null,
        };
        if (this.pc.remoteDescription) await this.pc.addIceCandidate(candidate);
        else this.pendingCandidates.push(candidate);
        break;
      }
      case 'video.hangup':
        this.close();
        this.events.onState('ended');
        break;
      default:
        break;
    }
  }

  setMuted(muted: boolean): void {
    for (const track of this.stream?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  setCameraOff(off: boolean): void {
    for (const track of this.stream?.getVideoTracks() ?? []) track.enabled = !off;
  }

  /** Ends the call for both sides. */
  hangUp(): void {
    if (this.closed) return;
    realtime.send({ type: 'video.hangup', roomId: this.roomId });
    this.close();
  }

  /** Releases the camera, the microphone and the connection, without telling the other side. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    window.removeEventListener('pagehide', this.onPageHide);
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.pc.close();
  }

  get isClosed(): boolean {
    return this.closed;
  }
}
