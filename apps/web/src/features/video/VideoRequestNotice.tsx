import CloseIcon from '@mui/icons-material/Close';
import VideocamIcon from '@mui/icons-material/Videocam';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Alert, AlertTitle, Box, Button, IconButton, Link, Snackbar, Stack, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { VideoCall } from '@uyku/domain';
import { useDecideCall, waitingCallsQuery } from './api';
import { noticeSoundOn, playNoticeSound, setNoticeSound } from './notice-sound';
import { VIDEO_TEXTS } from './texts';
import { useVideoCallsRealtime } from './useVideoCallsRealtime';
import { VideoRoomHost } from './VideoRoomHost';

/**
 * A waiting video request raises this notice on every admin screen (docs/product.md, "Video"), at
 * the top of the page's content, which moves down to make room for it:
 * who waits, 'Katıl' to join from here, a close button, and a short sound the admin can turn off.
 * A closed notice comes back only for a new request; an answered or expired request takes it away.
 */
export function VideoRequestNotice() {
  useVideoCallsRealtime();
  const waiting = useQuery(waitingCallsQuery);
  const accept = useDecideCall('accept');
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [room, setRoom] = useState<VideoCall | null>(null);
  const [failed, setFailed] = useState(false);
  const [sound, setSound] = useState(noticeSoundOn);
  const t = VIDEO_TEXTS.notice;
  // The messages tab lists the requests with their own 'Katıl': no notice on top of it (the sound stays).
  const location = useLocation();
  const onMessagesTab = location.pathname === '/admin' && new URLSearchParams(location.search).get('tab') === 'messages';

  const open = (waiting.data ?? []).filter((call) => !dismissed.has(call.id));
  const newest = open[0];

  // A sound for a request that arrives while the page is open, not for those found at load.
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!waiting.data) return;
    const ids = new Set(waiting.data.map((call) => call.id));
    const arrived = known.current !== null && waiting.data.some((call) => !known.current?.has(call.id));
    known.current = ids;
    if (arrived && sound) playNoticeSound();
  }, [waiting.data, sound]);

  const dismiss = () => setDismissed(new Set([...dismissed, ...open.map((call) => call.id)]));
  const toggleSound = () => {
    setNoticeSound(!sound);
    setSound(!sound);
  };
  const join = (call: VideoCall) =>
    accept.mutate(call.id, {
      onSuccess: (accepted) => {
        setRoom(accepted);
        setDismissed(new Set([...dismissed, call.id]));
      },
      onError: () => setFailed(true),
    });

  return (
    <>
      {/* In the page's flow above its content, never floating over it: the page makes room, so no
          button of the page ('CSV İndir', 'Form Ekle') is ever under the notice. */}
      {newest !== undefined && room === null && !onMessagesTab && (
        <Box sx={{ mb: 2 }} data-testid="video-request-slot">
        <Alert
          severity="info"
          variant="filled"
          icon={<VideocamIcon />}
          role="alert"
          data-testid="video-request-notice"
          sx={{ alignItems: 'flex-start', width: '100%', maxWidth: 640 }}
          action={
            <Stack direction="row">
              <Tooltip title={sound ? t.soundOff : t.soundOn}>
                <IconButton
                  color="inherit"
                  size="small"
                  aria-label={sound ? t.soundOff : t.soundOn}
                  aria-pressed={!sound}
                  onClick={toggleSound}
                >
                  {sound ? <VolumeUpIcon fontSize="small" /> : <VolumeOffIcon fontSize="small" />}
                </IconButton>
              </Tooltip>
              <Tooltip title={t.dismiss}>
                <IconButton color="inherit" size="small" aria-label={t.dismiss} onClick={dismiss}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          }
        >
          <AlertTitle>{t.title}</AlertTitle>
          {newest && t.body(newest.userName)}
          {open.length > 1 && (
            <Box component="span" sx={{ display: 'block' }}>
              {t.more(open.length - 1)}
            </Box>
          )}
          <Stack direction="row" spacing={1.5} sx={{ mt: 1.5, alignItems: 'center' }}>
            <Button
              variant="contained"
              color="success"
              size="small"
              onClick={() => newest && join(newest)}
              disabled={accept.isPending}
              startIcon={<VideocamIcon />}
            >
              {VIDEO_TEXTS.join}
            </Button>
            <Link component={RouterLink} to="/admin?tab=messages" color="inherit" onClick={dismiss} sx={{ fontWeight: 600 }}>
              {t.all}
            </Link>
          </Stack>
        </Alert>
        </Box>
      )}
      {room && (
        <VideoRoomHost
          key={room.roomId}
          roomId={room.roomId}
          role="expert"
          displayName={VIDEO_TEXTS.expert}
          failedText={VIDEO_TEXTS.joinFailed}
          onClose={() => setRoom(null)}
        />
      )}
      <Snackbar open={failed} onClose={() => setFailed(false)} autoHideDuration={8_000}>
        <Alert severity="error" variant="filled" onClose={() => setFailed(false)}>
          {VIDEO_TEXTS.joinFailed}
        </Alert>
      </Snackbar>
    </>
  );
}
