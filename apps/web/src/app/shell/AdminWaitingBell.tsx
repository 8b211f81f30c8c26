import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { Badge, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_WAITING_KINDS, waitingTotal } from '@uyku/domain';
import { useAdminWaiting } from '../../lib/admin-waiting/api';
import { WAITING_LINKS, WAITING_TEXTS } from '../../lib/admin-waiting/texts';

/**
 * The admin's second bell, beside the message bell (docs/product.md, "What waits"): its badge
 * counts what waits — approvals, password resets, video calls, unacknowledged alerts — live over
 * the socket, and its menu opens the tab where each is handled. The message bell keeps the
 * spec's behaviour (mark all read, open the messages tab).
 */
export function AdminWaitingBell() {
  const waiting = useAdminWaiting(true);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const total = waiting ? waitingTotal(waiting) : 0;
  const label = WAITING_TEXTS.bell.label(total);

  const open = (to: string) => {
    setAnchor(null);
    void navigate(to);
  };

  return (
    <>
      {/* The browser's own tooltip (`title`), as the bell beside it: docs/decisions/043-icon-buttons-named-by-title.md. */}
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* Not a bell: the unread-message bell sits beside it, and two bells read as one. */}
        <Badge badgeContent={total} max={99} color="error" data-testid="waiting-bell-badge">
          <PendingActionsIcon />
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': WAITING_TEXTS.bell.menuLabel } }}
      >
        {total === 0 && (
          <MenuItem disabled>
            <ListItemText primary={WAITING_TEXTS.nothing} />
          </MenuItem>
        )}
        {waiting &&
          ADMIN_WAITING_KINDS.filter((kind) => waiting[kind] > 0).map((kind) => (
            <MenuItem key={kind} onClick={() => open(WAITING_LINKS[kind])} data-testid={`waiting-bell-${kind}`}>
              <ListItemText primary={WAITING_TEXTS.line[kind](waiting[kind])} />
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
