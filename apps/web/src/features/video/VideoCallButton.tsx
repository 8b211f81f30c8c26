import VideocamIcon from '@mui/icons-material/Videocam';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Snackbar,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatTime, videoRoomId, type VideoCall } from '@uyku/domain';
import { errorMessage } from '../../lib/api-client';
import { useRealtimeMessages } from '../../lib/realtime';
import { useSession } from '../../lib/session-context';
import { useRequestCall } from './api';
import { ExpertHours } from './ExpertHours';
import { VIDEO_TEXTS } from './texts';

export interface VideoCallButtonProps {
  /** 'Mesaj Bırak' after an unanswered request: the page takes the participant to its message field. */
  onLeaveMessage?: () => void;
}

/**
 * The call's room (WebRTC, its controls) is code a participant needs only once they ask for a call,
 * not with every /support start (docs/decisions/043-icon-buttons-named-by-title.md).
 */
const loadRoom = () => import('./VideoRoomHost');
const VideoRoomHost = lazy(() => loadRoom().then((module) => ({ default: module.VideoRoomHost })));

/**
 * The participant's 'Görüntülü Görüşme' on /support: asks for a call (the original
 * POST /chat/video-call-request) and opens the room at once, waiting for the expert, with the
 * expert hours in view. A rejection closes the room and says so; a request nobody answered within
 * the study's video wait (the server's `expiresAt`) closes it and offers to leave a message instead.
 */
export function VideoCallButton({ onLeaveMessage }: VideoCallButtonProps) {
  const { user } = useSession();
  const request = useRequestCall();
  const [call, setCall] = useState<VideoCall | null>(null);
  const [expired, setExpired] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'error' | 'info'; text: string } | null>(null);
  const current = useRef<string | null>(null);
  // 'Mesaj Bırak' moves the cursor once the dialog has gone: while it closes it holds the focus.
  const leaveMessage = useRef(false);

  const expire = () => {
    current.current = null;
    setCall(null);
    setExpired(true);
  };

  useRealtimeMessages((message) => {
    if (message.type === 'video.call.deleted' && message.reason === 'expired' && message.callId === current.current) {
      expire();
      return;
    }
    if (message.type !== 'video.call.updated' || message.call.id !== current.current) return;
    if (message.call.status === 'rejected') {
      current.current = null;
      setCall(null);
      setNotice({ severity: 'info', text: VIDEO_TEXTS.rejectedByExpert });
    } else {
      setCall(message.call);
    }
  });

  // The server's expiry is the rule; this timer is for a socket that missed its event. Closing the
  // room hangs up, which withdraws the request if the server has not expired it yet.
  const waitingUntil = call?.status === 'waiting' ? call.expiresAt : null;
  useEffect(() => {
    if (waitingUntil === null) return;
    const timer = setTimeout(expire, Math.max(0, Date.parse(waitingUntil) - Date.now()));
    return () => clearTimeout(timer);
  }, [waitingUntil]);

  if (!user || user.isAdmin) return null;

  const start = async () => {
    // The room's code loads while the request travels; if this load fails, the room asks again as it opens.
    loadRoom().catch(() => undefined);
    try {
      const created = await request.mutateAsync({
        userId: user.userId,
        userName: user.name,
        roomId: videoRoomId(user.userId, Date.now()),
      });
      current.current = created.id;
      setExpired(false);
      setCall(created);
    } catch (failure) {
      setNotice({ severity: 'error', text: VIDEO_TEXTS.startFailed(errorMessage(failure, VIDEO_TEXTS.unknownError)) });
    }
  };

  const close = () => {
    current.current = null;
    setCall(null);
  };

  const w = VIDEO_TEXTS.waitingCall;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<VideocamIcon />}
        onClick={() => void start()}
        disabled={request.isPending || call !== null}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {VIDEO_TEXTS.start}
      </Button>
      {call && (
        <Suspense fallback={null}>
          <VideoRoomHost
            key={call.roomId}
            roomId={call.roomId}
            role="participant"
            displayName={user.name}
            waiting={call.status === 'waiting'}
            waitingNote={
              <>
                <Typography variant="body2">
                  <ExpertHours />
                </Typography>
                <Typography variant="body2">{w.until(formatTime(call.expiresAt))}</Typography>
              </>
            }
            failedText={VIDEO_TEXTS.startFailed(VIDEO_TEXTS.mediaUnavailable)}
            onClose={close}
          />
        </Suspense>
      )}
      <Dialog
        open={expired}
        onClose={() => setExpired(false)}
        aria-labelledby="video-expired-title"
        data-testid="video-expired"
        disableRestoreFocus
        slotProps={{
          transition: {
            onExited: () => {
              if (leaveMessage.current) onLeaveMessage?.();
              leaveMessage.current = false;
            },
          },
        }}
      >
        <DialogTitle id="video-expired-title">{w.expiredTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1.5 }}>{w.expiredBody}</DialogContentText>
          <DialogContentText>
            <ExpertHours />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setExpired(false)}>{w.tryLater}</Button>
          <Button
            variant="contained"
            onClick={() => {
              leaveMessage.current = true;
              setExpired(false);
            }}
          >
            {w.leaveMessage}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={notice !== null}
        onClose={() => setNotice(null)}
        autoHideDuration={10_000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={notice?.severity ?? 'info'} variant="filled" onClose={() => setNotice(null)} role="alert">
          {notice?.text}
        </Alert>
      </Snackbar>
    </>
  );
}
