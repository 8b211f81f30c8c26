import { Stack, Typography } from '@mui/material';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ADMIN_FORMS_TEXTS } from '../texts';
import { AdminFormsPanel } from './AdminFormsPanel';

/** /admin/forms: the same panel as the /admin tab, on its own page. */
export default function AdminFormsPage() {
  usePageTitle(ADMIN_FORMS_TEXTS.pageTitle);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {ADMIN_FORMS_TEXTS.pageTitle}
      </Typography>
      <AdminFormsPanel />
    </Stack>
  );
}
