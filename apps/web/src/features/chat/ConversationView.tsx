import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { ConversationSummary } from '@uyku/domain';
import { useDeleteConversation } from './api';
import { ChatPanel } from './ChatPanel';
import { ConfirmDialog, type ConfirmRequest } from '../../lib/ui/ConfirmDialog';
import { NoticeSnackbar } from '../../lib/ui/notice/NoticeSnackbar';
import { useNoticeState } from '../../lib/ui/notice/useNoticeState';
import { CHAT_TEXTS } from './texts';

export interface ConversationViewProps {
  conversation: ConversationSummary;
  onBack: () => void;
  onDeleted: () => void;
}

/** One participant's conversation as the expert sees it: reply, delete a message or the whole thread. */
export function ConversationView({ conversation, onBack, onDeleted }: ConversationViewProps) {
  const remove = useDeleteConversation();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const notice = useNoticeState();
  const t = CHAT_TEXTS.admin;

  const askDelete = () =>
    setConfirm({
      title: CHAT_TEXTS.confirm.deleteConversationTitle,
      confirmLabel: CHAT_TEXTS.confirm.delete,
      danger: true,
      body: CHAT_TEXTS.confirm.deleteConversationBody(conversation.userName),
      onConfirm: () =>
        remove.mutate(conversation.userId, {
          onSuccess: onDeleted,
          onError: () => notice.error(CHAT_TEXTS.conversationDeleteFailed),
        }),
    });

  return (
    <Stack spacing={1.5}>
      <Button onClick={onBack} startIcon={<ArrowBackIcon />} sx={{ display: { md: 'none' }, alignSelf: 'flex-start' }}>
        {t.back}
      </Button>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" noWrap>
            {conversation.userName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {conversation.userPhone}
          </Typography>
        </Stack>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteForeverIcon />}
          onClick={askDelete}
          disabled={remove.isPending}
        >
          {t.deleteConversation}
        </Button>
      </Stack>
      <ChatPanel userId={conversation.userId} viewer="expert" />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <NoticeSnackbar notice={notice.notice} onClose={notice.close} />
    </Stack>
  );
}
