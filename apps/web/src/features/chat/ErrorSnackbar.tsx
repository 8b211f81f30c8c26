import { Alert, Snackbar } from '@mui/material';

/** A failed chat action ('Mesaj silinemedi', 'Konuşma silinemedi'…), shown until dismissed or it times out. */
export function ErrorSnackbar({ error, onClose }: { error: string | null; onClose: () => void }) {
  return (
    <Snackbar open={error !== null} onClose={(_event, reason) => reason !== 'clickaway' && onClose()}>
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {error}
      </Alert>
    </Snackbar>
  );
}
