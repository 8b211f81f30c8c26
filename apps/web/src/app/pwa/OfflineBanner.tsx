import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Box, Typography } from '@mui/material';
import { OFFLINE_TEXTS } from './texts';
import { useOnline } from '../../lib/useOnline';

/**
 * A bar at the foot of every screen while the device is offline: the app opened from the service
 * worker's shell, or the connection dropped, so the participant knows why nothing loads or saves.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <>
      {/* Room at the page's foot, so the bar never hides the last button of a form. */}
      <Box aria-hidden sx={{ height: 96 }} />
      <Box
        role="status"
        data-testid="offline-banner"
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          // Over the side menu, under dialogs and their backdrop: never over a dialog's buttons, since a
          // form's 'Doldurdum' is pressed offline too.
          zIndex: (theme) => theme.zIndex.drawer + 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.25,
          pb: 'calc(10px + env(safe-area-inset-bottom))',
          bgcolor: 'grey.900',
          color: 'common.white',
          borderTop: 1,
          borderColor: 'grey.700',
        }}
      >
        <CloudOffIcon aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {OFFLINE_TEXTS.title}
          </Typography>
          <Typography component="p" variant="body2" sx={{ opacity: 0.9 }}>
            {OFFLINE_TEXTS.detail}
          </Typography>
        </Box>
      </Box>
    </>
  );
}
