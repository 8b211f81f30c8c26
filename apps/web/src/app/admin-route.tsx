import AdminPage from '../features/admin/AdminPage';
import { Stack } from '@mui/material';
import { AdminMessagesPanel } from '../features/chat/AdminMessagesPanel';
import { AdminFormsPanel } from '../features/forms/admin/AdminFormsPanel';
import { ContentAdminTab } from '../features/audio/admin/ContentAdminTab';
import { VideoRequestsPanel } from '../features/video/VideoRequestsPanel';

/**
 * /admin composed from the features that supply its tabs. Features may not import each other, so
 * each one hands its admin panel in here (e.g. `messages: <AdminMessagesPanel />`).
 */
export default function AdminRoute() {
  const messages = (
    <Stack spacing={3}>
      <VideoRequestsPanel />
      <AdminMessagesPanel />
    </Stack>
  );
  return (
    <AdminPage slots={{ messages, formResponses: <AdminFormsPanel />, content: <ContentAdminTab /> }} />
  );
}
