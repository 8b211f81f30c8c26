import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';

/**
 * An honest "not yet" page for a screen of the route table whose feature has not landed yet,
 * so menu links never lead to a blank page. Each feature replaces its placeholder route.
 */
export function ComingSoon({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} — Uyku ve Stres Platformu`;
  }, [title]);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ConstructionIcon color="action" />
            <Typography color="text.secondary">Bu bölüm hazırlanıyor ve yakında kullanıma açılacak.</Typography>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
