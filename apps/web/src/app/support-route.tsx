import SupportPage from '../features/chat/SupportPage';
import { VideoCallButton } from '../features/video/VideoCallButton';

/** /support composed from the chat and the video features (features may not import each other). */
export default function SupportRoute() {
  return <SupportPage videoAction={<VideoCallButton />} />;
}
