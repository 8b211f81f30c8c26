import { Box, Stack, Typography } from '@mui/material';
import type { ChatMessage } from '@uyku/domain';
import { LoadFailed } from '../../lib/ui/LoadFailed';
import { LoadingBlock } from '../../lib/ui/LoadingBlock';
import type { QueryPhase } from '../../lib/ui/query-phase';
import { ChatBubble } from './ChatBubble';
import { CHAT_TEXTS } from './texts';

export interface ChatMessagesProps {
  conversation: QueryPhase<readonly ChatMessage[]>;
  /** A sent message the server has not answered yet: shown greyed at the end. */
  pending: ChatMessage | undefined;
  /** Who the viewer is in the conversation: their lines go on the right. */
  ownSender: ChatMessage['sender'];
  /** Whether the viewer may delete the other side's lines too (the expert). */
  deletesAll: boolean;
  onDelete: (message: ChatMessage) => void;
  onRetry: () => void;
}

/** How far the server's clock may stand behind the browser's when a pending line meets its answer. */
const CLOCK_SKEW_MS = 5_000;

/** The stored copy of a pending line may reach the list a moment before the send settles: show one. */
function alreadyListed(list: readonly ChatMessage[], pending: ChatMessage): boolean {
  const sent = Date.parse(pending.timestamp) - CLOCK_SKEW_MS;
  return list.some((m) => m.sender === pending.sender && m.text === pending.text && Date.parse(m.timestamp) >= sent);
}

/**
 * The inside of the conversation's log (docs/product.md, "Chat with the expert" and "App shell"):
 * skeleton lines while it loads, the error with 'Tekrar Dene' when it failed, and 'Henüz mesaj yok'
 * only when the answered conversation, a message on its way included, is empty.
 */
export function ChatMessages({ conversation, pending, ownSender, deletesAll, onDelete, onRetry }: ChatMessagesProps) {
  const list = conversation.phase === 'ready' ? conversation.data : [];
  const shown = pending && !alreadyListed(list, pending) ? [...list, pending] : list;
  return (
    <>
      {conversation.phase === 'failed' && <LoadFailed message={CHAT_TEXTS.loadFailed} onRetry={onRetry} />}
      {conversation.phase === 'loading' && <LoadingBlock rows={3} rowHeight={44} />}
      {conversation.phase === 'ready' && shown.length === 0 && (
        <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center' }}>
          <Typography color="text.secondary">{CHAT_TEXTS.empty}</Typography>
        </Stack>
      )}
      {shown.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {shown.map((message) => {
            const mine = message.sender === ownSender;
            const isPending = message === pending;
            return (
              <ChatBubble
                key={message.id}
                message={message}
                mine={mine}
                pending={isPending}
                label={mine ? undefined : message.userName}
                onDelete={!isPending && (deletesAll || mine) ? () => onDelete(message) : undefined}
              />
            );
          })}
        </Box>
      )}
    </>
  );
}
