import CallEndIcon from '@mui/icons-material/CallEnd';
import { Alert, Box, Dialog, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { realtime } from '../../lib/realtime';
import { VIDEO_TEXTS } from './texts';

interface JitsiApi {
  addListener(event: string, listener: () => void): void;
  dispose(): void;
}
type JitsiConstructor = new (
  domain: string,
  options: { roomName: string; parentNode: HTMLElement; width: string; height: string; userInfo: { displayName: string } },
) => JitsiApi;

const loaded = new Map<string, Promise<JitsiConstructor>>();

/** Loads https://<domain>/external_api.js once; the CSP allows that origin only when it is configured. */
function loadJitsi(domain: string): Promise<JitsiConstructor> {
  let promise = loaded.get(domain);
  if (!promise) {
    promise = new Promise<JitsiConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://${domain}/external_api.js`;
      script.async = true;
      script.onload = () => {
        const api = (window as unknown as { JitsiMeetExternalAPI?: JitsiConstructor }).JitsiMeetExternalAPI;
        if (api) resolve(api);
        else reject(new Error('JitsiMeetExternalAPI missing'));
      };
      script.onerror = () => reject(new Error('external_api.js failed to load'));
      document.head.appendChild(script);
    });
    promise.catch(() => loaded.delete(domain));
    loaded.set(domain, promise);
  }
  return promise;
}

export interface JitsiRoomProps {
  domain: string;
  roomId: string;
  displayName: string;
  failedText: string;
  onClose: () => void;
}

/**
 * The optional provider (JITSI_DOMAIN, a self-hosted Jitsi Meet): the same room name, joined with
 * the display name, full-screen. Hanging up here also tells the other side over the socket.
 */
export function JitsiRoom({ domain, roomId, displayName, failedText, onClose }: JitsiRoomProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    let api: JitsiApi | null = null;
    let cancelled = false;
    loadJitsi(domain).then(
      (JitsiMeetExternalAPI) => {
        if (cancelled || !container.current) return;
        api = new JitsiMeetExternalAPI(domain, {
          roomName: roomId,
          parentNode: container.current,
          width: '100%',
          height: '100%',
          userInfo: { displayName },
        });
        api.addListener('readyToClose', () => latestClose.current());
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      api?.dispose();
    };
  }, [domain, roomId, displayName]);

  const hangUp = () => {
    realtime.send({ type: 'video.hangup', roomId });
    onClose();
  };

  return (
    <Dialog fullScreen open onClose={hangUp} aria-labelledby="video-room-title">
      <Stack direction="row" sx={{ p: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="video-room-title" variant="h6" component="h2" sx={{ px: 1 }}>
          {VIDEO_TEXTS.roomTitle}
        </Typography>
        <Tooltip title={VIDEO_TEXTS.controls.hangUp}>
          <IconButton onClick={hangUp} aria-label={VIDEO_TEXTS.controls.hangUp} color="error">
            <CallEndIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {failed && <Alert severity="error">{failedText}</Alert>}
      <Box ref={container} sx={{ flex: 1 }} data-testid="jitsi-room" />
    </Dialog>
  );
}
