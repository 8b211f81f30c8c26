import { Alert, Button, Stack, Typography } from '@mui/material';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/usePageTitle';
import { ChatPanel } from './ChatPanel';
import { SupportHints } from './SupportHints';
import { CHAT_TEXTS } from './texts';

/**
 * /support (docs/product.md, "Chat with the expert"): the participant's live conversation with the expert and the two
 * hint cards. An admin is the expert and answers from the admin panel instead.
 */
export default function SupportPage({ videoAction }: { videoAction?: ReactNode } = {}) {
  const { user } = useSession();
  usePageTitle(CHAT_TEXTS.pageTitle);
  if (!user) return null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1">
          {CHAT_TEXTS.pageTitle}
        </Typography>
        {!user.isAdmin && videoAction}
      </Stack>
      {user.isAdmin ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/admin?tab=messages" color="inherit" size="small">
              {CHAT_TEXTS.adminNote.action}
            </Button>
          }
        >
          {CHAT_TEXTS.adminNote.body}
        </Alert>
      ) : (
        <ChatPanel userId={user.userId} viewer="participant" />
      )}
      <SupportHints />
    </Stack>
  );
}
