import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, Button, Chip, type SxProps, type Theme } from '@mui/material';
import { OUTBOX_TEXTS, outbox, type OutboxItem } from '../outbox';

/** A kept write's state: 'Gönderilmeyi bekliyor', or 'Gönderilemedi' once the server refused it. */
export function OutboxStatusChip({ state, sx }: { state: OutboxItem['state']; sx?: SxProps<Theme> }) {
  const refused = state === 'refused';
  return (
    <Chip
      icon={refused ? <ErrorOutlineIcon /> : <CloudUploadOutlinedIcon />}
      label={refused ? OUTBOX_TEXTS.refused : OUTBOX_TEXTS.waiting}
      color={refused ? 'error' : 'warning'}
      variant="outlined"
      size="small"
      sx={[{ fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

/**
 * The server's reason for refusing a kept write, with 'Vazgeç' to drop it from the device
 * (docs/decisions/021-offline-outbox.md); `fallback` when the server gave no text.
 */
export function RefusedWriteAlert({ item, fallback, sx }: { item: OutboxItem; fallback: string; sx?: SxProps<Theme> }) {
  if (item.state !== 'refused') return null;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void outbox.discard(item.idempotencyKey)}>
          {OUTBOX_TEXTS.discard}
        </Button>
      }
    >
      {item.refusal || fallback}
    </Alert>
  );
}
