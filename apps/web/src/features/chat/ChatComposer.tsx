import SendIcon from '@mui/icons-material/Send';
import { Box, Button, TextField } from '@mui/material';
import { memo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@uyku/domain';
import { CHAT_TEXTS } from './texts';

export interface ChatComposerProps {
  /** Resolves true when the message was sent (the field then empties). */
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
}

/**
 * Text input and send button, disabled while the text is blank. Memoised: MUI's autosizing field
 * measures itself (a forced style and layout of the page) after every render of its own, and the
 * panel renders again for every answer, socket state and pending message, none of which the
 * composer shows (docs/benchmarks.md, "Lighthouse").
 */
export const ChatComposer = memo(function ChatComposer({ onSend, sending }: ChatComposerProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || sending) return;
    if (await onSend(text.trim())) setText('');
  };

  // Enter sends, Shift+Enter starts a new line (and composing an IME character is not a send).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={CHAT_TEXTS.inputPlaceholder}
        multiline
        maxRows={4}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': CHAT_TEXTS.inputLabel, maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={blank || sending}
        endIcon={<SendIcon />}
        sx={{ flexShrink: 0, minHeight: 40 }}
      >
        {CHAT_TEXTS.send}
      </Button>
    </Box>
  );
});
