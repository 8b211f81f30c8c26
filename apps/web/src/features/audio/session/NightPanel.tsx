import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The panel of the playing item: dark and quiet, for a participant lying in bed with the lights
 * off. The theme's dark colour scheme is selected by class, so the panel is dark even when the
 * rest of the page is light.
 */
export function NightPanel({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Card
      component="section"
      className="dark"
      aria-label={title}
      data-testid="now-playing"
      sx={{ bgcolor: '#0f1424', color: 'text.primary', borderColor: 'transparent', borderRadius: 3 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h6" component="h2" sx={{ color: 'text.primary' }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
