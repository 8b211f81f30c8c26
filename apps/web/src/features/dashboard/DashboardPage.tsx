import { Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useSession } from '../../lib/session-context';

/** The dashboard; its cards and recent records arrive with the sleep diary. */
export default function DashboardPage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = 'Ana Sayfa — Uyku ve Stres Platformu';
  }, []);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Hoş geldiniz, {user?.name}
      </Typography>
    </Stack>
  );
}
