import { Box, Card, CardContent, Toolbar, Typography } from '@mui/material';
import type { SessionUser } from '@uyku/domain';
import { TopBar } from '../app/shell/TopBar';
import { useAtLeast } from '../app/shell/useAtLeast';
import { TEXTS } from '../texts';
import { BASELINE_TEXTS } from './texts';

/** A participant as the top bar shows one; nothing is read from storage or the server. */
const USER: SessionUser = {
  userId: 'baseline',
  phone: '05321234567',
  name: 'Ayşe Yılmaz',
  email: null,
  isAdmin: false,
  abGroup: 'control',
  mustChangePassword: false,
};

/**
 * The app's least possible signed-in screen: the shell's own top bar and one card, under the same
 * theme (docs/benchmarks.md, "Lighthouse": the baseline a page's main-thread work is divided by).
 */
export function BaselinePage() {
  const sideBar = useAtLeast('md');
  const nameShown = useAtLeast('sm');
  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <TopBar user={USER} onOpenMenu={() => undefined} sideBar={sideBar} nameShown={nameShown} />
      <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Card>
          <CardContent>
            <Typography variant="h4" component="h1">
              {TEXTS.appTitle}
            </Typography>
            <Typography color="text.secondary">{BASELINE_TEXTS.description}</Typography>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
