import VideocamIcon from '@mui/icons-material/Videocam';
import { Alert, Box, Button, Card, Chip, List, ListItem, Snackbar, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, formatTime, type VideoCall } from '@uyku/domain';
import { useDecideCall, waitingCallsQuery } from './api';
import { VIDEO_TEXTS } from './texts';
import { useVideoCallsRealtime } from './useVideoCallsRealtime';
import { VideoRoomHost } from './VideoRoomHost';

/**
 * The admin's video requests (docs/product.md, "Video"), at the top of the messages tab: the count of
 * waiting requests and each one with user, time and room, 'Katıl' and 'Reddet'. Live over the socket.
 */
export function VideoRequestsPanel() {
  useVideoCallsRealtime();
  const waiting = useQuery(waitingCallsQuery);
  const accept = useDecideCall('accept');
  const reject = useDecideCall('reject');
  const [room, setRoom] = useState<VideoCall | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = waiting.data ?? [];
  const t = VIDEO_TEXTS.requests;

  const join = (call: VideoCall) =>
    accept.mutate(call.id, { onSuccess: setRoom, onError: () => setError(VIDEO_TEXTS.joinFailed) });
  const refuse = (call: VideoCall) => reject.mutate(call.id, { onError: () => setError(VIDEO_TEXTS.rejectFailed) });
  const busy = accept.isPending || reject.isPending;

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="video-requests-title">
      {/* Wraps: at 360 px the count chip goes under the title instead of squeezing it onto three lines. */}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="video-requests-title" variant="h6" component="h2">
          {t.title}
        </Typography>
        {waiting.isSuccess && (
          <Chip
            label={t.count(list.length)}
            size="small"
            color={list.length > 0 ? 'error' : 'default'}
            data-testid="video-request-count"
            // Its whole text, never '…': the row wraps instead of squeezing the chip.
            sx={{ flexShrink: 0, maxWidth: 'none' }}
          />
        )}
      </Stack>
      {waiting.isError && <Alert severity="warning">{t.loadFailed}</Alert>}
      {waiting.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          {t.empty}
        </Typography>
      )}
      {list.length > 0 && (
        <Card>
          <List disablePadding aria-label={t.title}>
            {list.map((call, index) => (
              <ListItem key={call.id} divider={index < list.length - 1} data-testid="video-request" sx={{ py: 1.5 }}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ width: '100%', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                >
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <VideocamIcon color="error" aria-hidden />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{call.userName}</Typography>
                      <Typography variant="body2" color="text.secondary" component="time" dateTime={call.createdAt}>
                        {formatDateTime(call.createdAt)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t.expires(formatTime(call.expiresAt))}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {t.room(call.roomId)}
                      </Typography>
                    </Box>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                    <Button variant="contained" color="success" onClick={() => join(call)} disabled={busy || room !== null}>
                      {VIDEO_TEXTS.join}
                    </Button>
                    <Button variant="outlined" color="error" onClick={() => refuse(call)} disabled={busy}>
                      {VIDEO_TEXTS.reject}
                    </Button>
                  </Stack>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Card>
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
      <Snackbar open={error !== null} onClose={() => setError(null)} autoHideDuration={8_000}>
        <Alert severity="error" variant="filled" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
