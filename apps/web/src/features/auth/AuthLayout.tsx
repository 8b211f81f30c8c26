import BedtimeIcon from '@mui/icons-material/Bedtime';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';

/** The centred card of the public screens, readable on a 390 px phone. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 1.5, sm: 3 },
        background: (theme) =>
          `linear-gradient(160deg, ${theme.vars?.palette.primary.dark ?? '#1a237e'} 0%, ${theme.vars?.palette.primary.main ?? '#3949ab'} 45%, ${theme.vars?.palette.background.default ?? '#f4f5fb'} 45%)`,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 480, mt: { xs: 2, sm: 0 } }} variant="elevation" elevation={3}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
            <BedtimeIcon color="primary" sx={{ fontSize: 44 }} aria-hidden />
            <Typography variant="overline" color="text.secondary">
              Uyku ve Stres Platformu
            </Typography>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
