import { Alert, Button } from '@mui/material';
import { TEXTS } from '../../texts';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. 'Kayıtlar yüklenemedi.'. */
  message: string;
  /** Asks the server again (a query's `refetch`). */
  onRetry: () => void;
  /** True while the retry is on its way: the button waits. */
  retrying?: boolean;
}

/**
 * A screen's data could not be loaded (docs/product.md, "App shell"): an error announced at once
 * (role alert) with 'Tekrar Dene', shown at the top of the screen's content instead of its figures.
 */
export function LoadFailed({ message, onRetry, retrying = false }: LoadFailedProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="load-failed"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying} sx={{ whiteSpace: 'nowrap' }}>
          {TEXTS.common.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
