import VideocamIcon from '@mui/icons-material/Videocam';
import { Alert, Button, Snackbar } from '@mui/material';
import { useRef, useState } from 'react';
import { videoRoomId, type VideoCall } from '@uyku/domain';
import { errorMessage } from '../../lib/api-client';
import { useRealtimeMessages } from '../../lib/realtime';
import { useSession } from '../../lib/session-context';
import { useRequestCall } from './api';
import { VIDEO_TEXTS } from './texts';
import { VideoRoomHost } from './VideoRoomHost';

/**
 * The participant's 'Görüntülü Görüşme' on /support: asks for a call (the original
 * POST /chat/video-call-request) and opens the room at once, waiting for the expert. A rejection
 * closes the room and says so.
 */
export function VideoCallButton() {
  const { user } = useSession();
  const request = useRequestCall();
  const [call, setCall] = useState<VideoCall | null>(null);
  const [notice, setNotice] = useState<{ severity: 'error' | 'info'; text: string } | null>(null);
  const current = useRef<string | null>(null);

  useRealtimeMessages((message) => {
    if (message.type !== 'video.call.updated' || message.call.id !== current.current) return;
    if (message.call.status === 'rejected') {
      current.current = null;
      setCall(null);
      setNotice({ severity: 'info', text: VIDEO_TEXTS.rejectedByExpert });
    } else {
      setCall(message.call);
    }
  });

  if (!user || user.isAdmin) return null;

  const start = async () => {
    try {
      const created = await request.mutateAsync({
        userId: user.userId,
        userName: user.name,
        roomId: videoRoomId(user.userId, Date.now()),
      });
      current.current = created.id;
      setCall(created);
    } catch (failure) {
      setNotice({ severity: 'error', text: VIDEO_TEXTS.startFailed(errorMessage(failure, VIDEO_TEXTS.unknownError)) });
    }
  };

  const close = () => {
    current.current = null;
    setCall(null);
  };

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
        <VideoRoomHost
          key={call.roomId}
          roomId={call.roomId}
          role="participant"
          displayName={user.name}
          waiting={call.status === 'waiting'}
          failedText={VIDEO_TEXTS.startFailed(VIDEO_TEXTS.mediaUnavailable)}
          onClose={close}
        />
      )}
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
