import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';

/**
 * The panel of the playing item: dark and quiet, for a participant lying in bed with the lights
 * off. It keeps the app's typography and switches only the palette to dark.
 */
export function NightPanel({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const outer = useTheme();
  const night = useMemo(
    () =>
      createTheme(outer, {
        palette: {
          mode: 'dark',
          primary: { main: '#9fb8ff' },
          background: { paper: '#111a2e', default: '#0b1221' },
          text: { primary: '#e6ecf7', secondary: '#aab6cc' },
        },
      }),
    [outer],
  );
  return (
    <ThemeProvider theme={night}>
      <Card
        component="section"
        aria-label={title}
        data-testid="now-playing"
        sx={{ bgcolor: 'background.paper', color: 'text.primary', backgroundImage: 'none', borderRadius: 3 }}
      >
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Box>
              <Typography variant="h6" component="h2">
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
    </ThemeProvider>
  );
}
