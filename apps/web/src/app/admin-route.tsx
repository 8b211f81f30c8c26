import AdminPage from '../features/admin/AdminPage';
import { AdminMessagesPanel } from '../features/chat/AdminMessagesPanel';
import { AdminFormsPanel } from '../features/forms/admin/AdminFormsPanel';
import { ContentAdminTab } from '../features/content-admin/ContentAdminTab';

/**
 * /admin composed from the features that supply its tabs. Features may not import each other, so
 * each one hands its admin panel in here (e.g. `messages: <AdminMessagesPanel />`).
 */
export default function AdminRoute() {
  return (
    <AdminPage
      slots={{ messages: <AdminMessagesPanel />, formResponses: <AdminFormsPanel />, content: <ContentAdminTab /> }}
    />
  );
}
