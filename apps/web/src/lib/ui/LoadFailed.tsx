import { Alert, Button } from '@mui/material';
import { TEXTS } from '../../texts';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. 'Kayıtlar yüklenemedi.'. */
  message: string;
  /**
   * Asks the server again (a query's `refetch`). The error then gives way to the skeletons at once:
   * TanStack Query puts a query with no answer back to pending when it fetches again.
   */
  onRetry: () => void;
}

/**
 * A screen's data could not be loaded (docs/product.md, "App shell"): an error announced at once
 * (role alert) with 'Tekrar Dene', shown at the top of the screen's content instead of its figures.
 */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="load-failed"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
          {TEXTS.common.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
