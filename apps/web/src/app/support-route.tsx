import SupportPage from '../features/chat/SupportPage';
import { CHAT_TEXTS } from '../features/chat/texts';
import { VideoCallButton } from '../features/video/VideoCallButton';

/**
 * After an unanswered video request the participant may leave a message instead: the dialog's
 * 'Mesaj Bırak' puts the cursor in the chat's message field (docs/product.md, "Video").
 */
function focusMessageField(): void {
  const field = document.querySelector<HTMLElement>(`[aria-label="${CHAT_TEXTS.inputLabel}"]`);
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

/** /support composed from the chat and the video features (features may not import each other). */
export default function SupportRoute() {
  return <SupportPage videoAction={<VideoCallButton onLeaveMessage={focusMessageField} />} />;
}
