import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { UNREAD_BADGE_CAP } from '@uyku/domain';
import { useSession } from '../../lib/session-context';
import { unreadQuery, useMarkAllRead } from './api';
import { CHAT_TEXTS } from './texts';
import { useChatRealtime } from './useChatRealtime';

/**
 * The top bar's bell (docs/product.md, "App shell"): a red badge with the unread count, 9+ above 9. A click
 * marks everything read, then opens /support, or the admin panel's messages tab for an admin.
 */
export function UnreadBell() {
  const { user } = useSession();
  useChatRealtime();
  const unread = useQuery(unreadQuery).data ?? 0;
  const markAllRead = useMarkAllRead();
  const navigate = useNavigate();
  if (!user) return null;

  const open = async () => {
    if (markAllRead.isPending) return;
    // A failed mark-read is only logged; the messages open all the same.
    await markAllRead.mutateAsync().catch(() => undefined);
    void navigate(user.isAdmin ? '/admin?tab=messages' : '/support');
  };

  const label = CHAT_TEXTS.bell.label(unread);
  // The browser's own tooltip (`title`), not MUI's: docs/decisions/043-icon-buttons-named-by-title.md.
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={() => void open()}>
      <Badge badgeContent={unread} max={UNREAD_BADGE_CAP} color="error" data-testid="unread-badge">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
