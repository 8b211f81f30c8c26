import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { formatDateShort, formatDateTime, formatTime, type ChatMessage } from '@uyku/domain';
import { CHAT_TEXTS } from './texts';

/** Today's messages show the time; older ones the date too, so a long thread stays readable. */
export function messageTime(timestamp: string, now: Date = new Date()): string {
  return formatDateShort(timestamp) === formatDateShort(now) ? formatTime(timestamp) : formatDateTime(timestamp);
}

export interface ChatBubbleProps {
  message: ChatMessage;
  /** The viewer's own side: shown on the right. */
  mine: boolean;
  /** Name shown above the text ('Uzman' for the expert's replies); none for the viewer's own lines. */
  label?: string;
  onDelete?: () => void;
  /** Sent but not yet answered by the server: greyed, 'Gönderiliyor...' in place of the time. */
  pending?: boolean;
}

/** One message: own messages on the right, the other side's on the left. */
export function ChatBubble({ message, mine, label, onDelete, pending = false }: ChatBubbleProps) {
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-sender={message.sender}
      data-pending={pending || undefined}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '75%' },
          px: 1.5,
          py: 1,
          borderRadius: '16px',
          // The corner towards the speaker's side is tucked in, as chat apps do.
          borderBottomRightRadius: mine ? '4px' : undefined,
          borderBottomLeftRadius: mine ? undefined : '4px',
          bgcolor: mine ? 'primary.main' : 'action.selected',
          color: mine ? 'primary.contrastText' : 'text.primary',
          opacity: pending ? 0.7 : 1,
        }}
      >
        {label && (
          <Typography
            variant="caption"
            component="div"
            // The teal label needs its darker shade on the light bubble and its lighter one in the dark (4.5:1).
            sx={(theme) => ({
              fontWeight: 700,
              color: mine ? 'inherit' : (theme.vars ?? theme).palette.secondary.dark,
              ...theme.applyStyles('dark', { color: mine ? 'inherit' : (theme.vars ?? theme).palette.secondary.light }),
            })}
          >
            {label}
          </Typography>
        )}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 0.25 }}>
          {pending ? (
            <Typography variant="caption" sx={{ opacity: 0.8 }}>
              {CHAT_TEXTS.sending}
            </Typography>
          ) : (
            <Typography variant="caption" component="time" dateTime={message.timestamp} sx={{ opacity: 0.8 }}>
              {messageTime(message.timestamp)}
            </Typography>
          )}
          {onDelete && (
            <IconButton
              size="small"
              color="inherit"
              aria-label={CHAT_TEXTS.deleteMessage}
              onClick={onDelete}
              // 44 px to a finger on a phone (theme); the negative margin keeps the bubble's own height.
              sx={{ p: 0.25, mr: -0.5, my: { xs: -1.25, sm: 0 } }}
            >
              <DeleteOutlineIcon fontSize="inherit" />
            </IconButton>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
