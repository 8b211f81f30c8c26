import { Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { ADMIN_FORMS_TEXTS } from '../texts';
import { AdminFormsPanel } from './AdminFormsPanel';

/** /admin/forms: the same panel as the /admin tab, on its own page. */
export default function AdminFormsPage() {
  useEffect(() => {
    document.title = `${ADMIN_FORMS_TEXTS.pageTitle} — Uyku ve Stres Platformu`;
  }, []);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {ADMIN_FORMS_TEXTS.pageTitle}
      </Typography>
      <AdminFormsPanel />
    </Stack>
  );
}
