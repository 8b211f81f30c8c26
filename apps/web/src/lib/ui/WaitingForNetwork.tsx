import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Stack, Typography } from '@mui/material';
import { TEXTS } from '../../texts';

/**
 * What stands where a section's answer will appear while the device is offline: its request waits
 * for the network (docs/decisions/042-offline-start-told-to-queries.md) and loads by itself when the
 * connection returns, so skeletons there would never end. One quiet line, since a page may have
 * several such sections under the offline bar.
 */
export function WaitingForNetwork() {
  return (
    <Stack
      direction="row"
      spacing={1}
      role="status"
      data-testid="waiting-for-network"
      sx={{ alignItems: 'center', py: 1, color: 'text.secondary' }}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      <Typography variant="body2">{TEXTS.common.waitingForNetwork}</Typography>
    </Stack>
  );
}
