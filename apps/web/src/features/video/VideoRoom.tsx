import CallEndIcon from '@mui/icons-material/CallEnd';
import CloseIcon from '@mui/icons-material/Close';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Alert, Box, Button, Chip, Dialog, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import type { PeerRole } from './peer-session';
import { VIDEO_TEXTS, type VideoState } from './texts';
import { ToggleControl } from './ToggleControl';
import { useVideoPeer } from './useVideoPeer';

export interface VideoRoomProps {
  roomId: string;
  role: PeerRole;
  iceServers: RTCIceServer[] | undefined;
  /** Shown instead of the peer's state while the participant waits for the expert. */
  waiting?: boolean;
  /** Said under the waiting state (the expert hours, how long the request waits). */
  waitingNote?: ReactNode;
  /** Shown when the camera or microphone cannot be opened. */
  mediaErrorText: string;
  onClose: () => void;
}

function StreamVideo({
  stream,
  muted,
  label,
  testId,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  testId: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', bgcolor: '#111' }}
    />
  );
}

/** The state pill shows its whole text: MUI's chip keeps one line and cuts the rest with '…'. */
const STATE_PILL_SX = {
  fontWeight: 600,
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', py: 0.5 },
} as const;

const STATE_COLOR: Record<VideoState, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  media: 'info',
  waiting: 'info',
  connecting: 'info',
  connected: 'success',
  reconnecting: 'warning',
  failed: 'error',
  ended: 'default',
  rejected: 'error',
};

/**
 * The built-in 1:1 room (a full-screen video room; decision 003): the other side
 * large, oneself small, mute, camera off and hang up, and the connection state in words.
 */
export function VideoRoom({ roomId, role, iceServers, waiting = false, waitingNote, mediaErrorText, onClose }: VideoRoomProps) {
  const peer = useVideoPeer(roomId, role, iceServers);
  const t = VIDEO_TEXTS;
  const state: VideoState = waiting && peer.state !== 'media' && peer.state !== 'ended' ? 'waiting' : peer.state;
  const over = state === 'ended' || state === 'failed' || peer.mediaError !== null;

  const hangUp = () => {
    peer.hangUp();
    onClose();
  };

  return (
    <Dialog
      fullScreen
      open
      onClose={over ? onClose : hangUp}
      aria-labelledby="video-room-title"
      slotProps={{ paper: { sx: { bgcolor: '#000', color: '#fff' } } }}
    >
      <Box sx={{ position: 'relative', flex: 1, overflow: 'hidden' }} data-testid="video-room">
        <StreamVideo stream={peer.remote} muted={false} label={t.expert} testId="remote-video" />

        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            p: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            // A long state ('Bağlantı koptu, yeniden deneniyor…') goes under the title on a phone.
            flexWrap: 'wrap',
            rowGap: 1,
            background: 'linear-gradient(rgba(0,0,0,0.7), transparent)',
            zIndex: 1,
          }}
        >
          <Typography id="video-room-title" variant="h6" component="h2" sx={{ color: '#fff' }}>
            {t.roomTitle}
          </Typography>
          <Chip
            label={t.state[state]}
            color={STATE_COLOR[state]}
            role="status"
            aria-live="polite"
            data-testid="video-state"
            data-state={state}
            sx={{ ...STATE_PILL_SX, ...(STATE_COLOR[state] === 'default' && { bgcolor: 'grey.800', color: '#fff' }) }}
          />
        </Stack>

        {peer.mediaError !== null && (
          <Alert severity="error" sx={{ position: 'absolute', top: 72, left: 16, right: 16 }}>
            {mediaErrorText}
          </Alert>
        )}
        {(!peer.remote || over) && peer.mediaError === null && (
          <Stack
            spacing={1.5}
            sx={{
              position: 'absolute',
              inset: 0,
              alignItems: 'center',
              justifyContent: 'center',
              color: 'grey.300',
              bgcolor: over ? '#000' : 'transparent',
              px: 3,
              textAlign: 'center',
            }}
          >
            <Typography>{t.state[state]}</Typography>
            {state === 'waiting' && waitingNote && (
              <Box data-testid="video-waiting-note" sx={{ maxWidth: 420, color: 'grey.100', typography: 'body2' }}>
                {waitingNote}
              </Box>
            )}
          </Stack>
        )}

        <Box
          sx={{
            display: over ? 'none' : 'block',
            position: 'absolute',
            right: 16,
            bottom: 104,
            width: { xs: 112, sm: 220 },
            aspectRatio: '4 / 3',
            borderRadius: 2,
            overflow: 'hidden',
            border: '2px solid rgba(255,255,255,0.6)',
            boxShadow: 6,
          }}
        >
          <StreamVideo stream={peer.local} muted label={t.you} testId="local-video" />
        </Box>

        <Stack
          direction="row"
          spacing={2}
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            p: 3,
            justifyContent: 'center',
            background: 'linear-gradient(transparent, rgba(0,0,0,0.7))',
            zIndex: 1,
          }}
        >
          {over ? (
            <Button variant="contained" startIcon={<CloseIcon />} onClick={onClose}>
              {t.controls.close}
            </Button>
          ) : (
            <>
              <ToggleControl
                off={peer.muted}
                onToggle={peer.toggleMute}
                turnOffLabel={t.controls.mute}
                turnOnLabel={t.controls.unmute}
                onIcon={<MicIcon />}
                offIcon={<MicOffIcon />}
              />
              <ToggleControl
                off={peer.cameraOff}
                onToggle={peer.toggleCamera}
                turnOffLabel={t.controls.cameraOff}
                turnOnLabel={t.controls.cameraOn}
                onIcon={<VideocamIcon />}
                offIcon={<VideocamOffIcon />}
              />
              <Tooltip title={t.controls.hangUp}>
                <IconButton
                  onClick={hangUp}
                  aria-label={t.controls.hangUp}
                  sx={{ bgcolor: 'error.main', color: '#fff', width: 56, height: 56, '&:hover': { bgcolor: 'error.dark' } }}
                >
                  <CallEndIcon />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>
      </Box>
    </Dialog>
  );
}
