import { Badge } from '@mui/material';
import { waitingTotal } from '@uyku/domain';
import { useAdminWaiting } from '../../lib/admin-waiting/api';
import { WAITING_TEXTS } from '../../lib/admin-waiting/texts';

/**
 * The count after 'Admin Panel': what waits for an admin (docs/product.md, "What waits"), with the
 * hidden text the link names as its description. Loaded only for admins, so a participant's shell
 * carries none of it.
 */
export function AdminNavCount({ descriptionId }: { descriptionId: string }) {
  const waiting = useAdminWaiting(true);
  const count = waiting ? waitingTotal(waiting) : 0;
  if (count === 0) return null;
  return (
    <>
      <Badge
        aria-hidden
        data-testid="nav-waiting-badge"
        badgeContent={count}
        max={99}
        color="error"
        sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
      />
      <span id={descriptionId} hidden>
        {WAITING_TEXTS.badge(count)}
      </span>
    </>
  );
}
