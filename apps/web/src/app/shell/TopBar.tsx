import BedtimeIcon from '@mui/icons-material/Bedtime';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Avatar, Chip, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { SessionUser } from '@uyku/domain';
import { TEXTS } from '../../texts';

interface TopBarProps {
  user: SessionUser;
  onOpenMenu: () => void;
  /** The side bar shows (from 900 px): no menu button then. */
  sideBar: boolean;
  /** The name, phone and badges fit in the bar (from 600 px); below, they are in the menu. */
  nameShown: boolean;
  /** Right-hand actions before the user block (the unread-message bell). */
  actions?: ReactNode;
}

/** Top bar (docs/product.md, "App shell"): logo and title, bell, name with ADMIN/BETA badges, phone, initial avatar. */
export function TopBar({ user, onOpenMenu, sideBar, nameShown, actions }: TopBarProps) {
  const initial = (user.name.trim()[0] ?? '?').toLocaleUpperCase('tr-TR');
  return (
    <AppBar position="fixed" color="primary" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      {/* Tighter on a phone: an admin's second bell must not cut the title to 'Uyku ve Stres…'. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {/* Only what shows at this width is rendered (useAtLeast), the rest would be display: none. */}
        {!sideBar && (
          <IconButton color="inherit" edge="start" aria-label={TEXTS.shell.openMenu} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        {nameShown && <BedtimeIcon aria-hidden sx={{ display: 'block' }} />}
        {/* On a phone the title may take two lines rather than be cut to 'Uyku ve Stres Pl…'. */}
        <Typography
          variant="h6"
          component="div"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            fontSize: { xs: '1rem', sm: '1.25rem' },
            lineHeight: { xs: 1.2, sm: 1.6 },
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: { xs: 2, sm: 1 },
          }}
        >
          {TEXTS.appTitle}
        </Typography>
        {actions}
        {nameShown && (
          <Stack sx={{ alignItems: 'flex-end', minWidth: 0 }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap data-testid="shell-user-name">
                {user.name}
              </Typography>
              {user.isAdmin && (
                <Chip label={TEXTS.shell.adminBadge} size="small" color="warning" sx={{ height: 20, fontWeight: 700 }} />
              )}
              {user.abGroup === 'experiment' && (
                <Chip label={TEXTS.shell.betaBadge} size="small" color="secondary" sx={{ height: 20, fontWeight: 700 }} />
              )}
            </Stack>
            <Typography variant="caption" sx={{ opacity: 0.85 }}>
              {user.phone}
            </Typography>
          </Stack>
        )}
        {/* On a phone the ADMIN/BETA badges sit with the name and phone in the menu drawer (AppShell). */}
        <Avatar sx={{ bgcolor: 'secondary.main', width: 36, height: 36 }} aria-label={user.name}>
          {initial}
        </Avatar>
      </Toolbar>
    </AppBar>
  );
}
