import { Alert, Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { conversationsQuery } from './api';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { CHAT_TEXTS } from './texts';

/**
 * The admin panel's messages tab (docs/product.md, "Chat with the expert"): conversations grouped by participant
 * beside the selected conversation. On a phone the list and the conversation take turns.
 */
export function AdminMessagesPanel() {
  const conversations = useQuery(conversationsQuery);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = conversations.data ?? [];
  const selected = list.find((c) => c.userId === selectedId) ?? null;
  const t = CHAT_TEXTS.admin;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {t.title}
        </Typography>
        {conversations.isSuccess && <Chip label={t.count(list.length)} size="small" data-testid="conversation-count" />}
      </Stack>
      {conversations.isPending && <Typography color="text.secondary">{CHAT_TEXTS.loading}</Typography>}
      {conversations.isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void conversations.refetch()}>
              {CHAT_TEXTS.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      )}
      {conversations.isSuccess && (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' }, alignItems: 'start' }}
        >
          <Box sx={{ display: { xs: selected ? 'none' : 'block', md: 'block' }, maxHeight: { md: 560 }, overflowY: 'auto' }}>
            <ConversationList conversations={list} selectedId={selected?.userId ?? null} onSelect={setSelectedId} />
          </Box>
          <Box sx={{ display: { xs: selected ? 'block' : 'none', md: 'block' }, minWidth: 0 }}>
            {selected ? (
              <ConversationView
                key={selected.userId}
                conversation={selected}
                onBack={() => setSelectedId(null)}
                onDeleted={() => setSelectedId(null)}
              />
            ) : (
              list.length > 0 && (
                <Card sx={{ p: 3, textAlign: 'center' }}>
                  <Typography color="text.secondary">{t.select}</Typography>
                </Card>
              )
            )}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
