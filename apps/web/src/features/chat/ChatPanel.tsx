import { Box, Card, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@uyku/domain';
import { errorMessage } from '../../lib/api-client';
import { useRealtimeStatus } from '../../lib/realtime';
import { messagesQuery, useDeleteMessage, useSendMessage } from './api';
import { ChatMessages } from './ChatMessages';
import { ChatComposer } from './ChatComposer';
import { ConfirmDialog, type ConfirmRequest } from '../../lib/ui/ConfirmDialog';
import { queryPhase } from '../../lib/ui/query-phase';
import { NoticeSnackbar } from '../../lib/ui/notice/NoticeSnackbar';
import { useNoticeState } from '../../lib/ui/notice/useNoticeState';
import { CHAT_TEXTS } from './texts';
import { useMarkReadWhileViewing } from './useMarkReadWhileViewing';

/** The chat panel's fixed height, in px. */
export const CHAT_PANEL_HEIGHT = 500;

export interface ChatPanelProps {
  /** The participant whose conversation this is. */
  userId: string;
  /** A participant sees their own lines on the right; the expert (an admin) sees theirs there. */
  viewer: 'participant' | 'expert';
}

/** A sent message while the server has not answered: shown at the end of the list, greyed. */
function pendingMessage(
  userId: string,
  sender: ChatMessage['sender'],
  text: string | undefined,
  submittedAt: number,
): ChatMessage | undefined {
  if (text === undefined) return undefined;
  const timestamp = new Date(submittedAt).toISOString();
  return { id: 'pending', userId, userName: '', sender, text, timestamp, readAt: null };
}

/**
 * One conversation, live: the list oldest first, scrolled to the newest, and the composer.
 * The participant deletes only their own lines; the expert any line.
 */
export function ChatPanel({ userId, viewer }: ChatPanelProps) {
  const messages = useQuery(messagesQuery(userId));
  const send = useSendMessage(userId);
  const remove = useDeleteMessage(userId);
  useMarkReadWhileViewing(userId, viewer, messages.data);
  const status = useRealtimeStatus();
  const notice = useNoticeState();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const newestId = messages.data?.at(-1)?.id;
  const ownSender = viewer === 'participant' ? 'user' : 'expert';
  const pending = pendingMessage(userId, ownSender, send.isPending ? send.variables : undefined, send.submittedAt);

  // Auto-scroll to the newest message whenever one arrives, is on its way, or the conversation changes.
  useEffect(() => {
    const element = listRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId, userId, pending?.text]);

  // Stable, so the memoised composer does not render again with the panel.
  const sendMessage = send.mutateAsync;
  const showError = notice.error;
  const onSend = useCallback(
    async (text: string) => {
      try {
        await sendMessage(text);
        return true;
      } catch (failure) {
        showError(CHAT_TEXTS.sendFailed(errorMessage(failure, CHAT_TEXTS.unknownError)));
        return false;
      }
    },
    [sendMessage, showError],
  );

  const askDelete = (message: ChatMessage) =>
    setConfirm({
      title: CHAT_TEXTS.confirm.deleteMessageTitle,
      confirmLabel: CHAT_TEXTS.confirm.delete,
      danger: true,
      body: CHAT_TEXTS.confirm.deleteMessageBody,
      onConfirm: () => remove.mutate(message.id, { onError: () => notice.error(CHAT_TEXTS.deleteFailed) }),
    });

  return (
    <Card
      // On a phone the panel never outgrows the visible height (the top bar's 56 px and a margin
      // aside), so with the keyboard open (the page asks the browser to resize the layout for it)
      // the composer stays in sight above the keyboard.
      sx={{
        height: { xs: `min(${CHAT_PANEL_HEIGHT}px, calc(100dvh - 72px))`, sm: CHAT_PANEL_HEIGHT },
        display: 'flex',
        flexDirection: 'column',
      }}
      data-testid="chat-panel"
    >
      {status === 'reconnecting' && (
        <Typography variant="caption" color="text.secondary" role="status" sx={{ px: 2, pt: 1 }}>
          {CHAT_TEXTS.reconnecting}
        </Typography>
      )}
      {/* The live log scrolls; the list inside it keeps list semantics (a role on the <ul> would drop them). */}
      <Box
        ref={listRef}
        role="log"
        aria-label={CHAT_TEXTS.listLabel}
        aria-live="polite"
        sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <ChatMessages
          conversation={queryPhase(messages)}
          pending={pending}
          ownSender={ownSender}
          deletesAll={viewer === 'expert'}
          onDelete={askDelete}
          onRetry={() => void messages.refetch()}
        />
      </Box>
      <ChatComposer onSend={onSend} sending={send.isPending} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <NoticeSnackbar notice={notice.notice} onClose={notice.close} />
    </Card>
  );
}
