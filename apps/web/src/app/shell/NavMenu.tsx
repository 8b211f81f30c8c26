import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BedtimeIcon from '@mui/icons-material/Bedtime';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import HeadsetIcon from '@mui/icons-material/Headset';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Box, Divider, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { lazy, Suspense, useId, type ReactElement } from 'react';
import { NavLink } from 'react-router';
import type { SessionUser } from '@uyku/domain';
import { useLastNightMissing } from '../../features/sleep/useLastNightMissing';
import { TEXTS } from '../../texts';
import { navItemsFor, type NavIcon } from './nav-items';

const ICONS: Record<NavIcon, ReactElement> = {
  dashboard: <DashboardIcon />,
  sleep: <BedtimeIcon />,
  relaxation: <SelfImprovementIcon />,
  binaural: <HeadsetIcon />,
  forms: <AssignmentIcon />,
  support: <SupportAgentIcon />,
  profile: <PersonIcon />,
  admin: <AdminPanelSettingsIcon />,
};

interface NavMenuProps {
  user: SessionUser;
  onNavigate?: () => void;
  onLogout: () => void;
}

/**
 * A small dot after 'Uyku Takibi' while last night has no diary entry (docs/product.md, "App shell"). It is
 * decoration: screen readers get the same news as the link's description, outside its name, so the
 * link stays named exactly 'Uyku Takibi' (docs/product.md, "App shell").
 */
function ReminderDot() {
  return (
    <Box
      component="span"
      aria-hidden
      data-testid="sleep-reminder-dot"
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0, ml: 1 }}
    />
  );
}

const AdminNavCount = lazy(() => import('./AdminNavCount').then((module) => ({ default: module.AdminNavCount })));

export function NavMenu({ user, onNavigate, onLogout }: NavMenuProps) {
  // An admin keeps no study diary: no reminder dot (docs/product.md, "What waits").
  const sleepDue = useLastNightMissing() && !user.isAdmin;
  // Both menus (the phone's drawer and the desk's side bar) can be in the page: each needs its own id.
  const sleepDueId = useId();
  const waitingId = useId();
  return (
    <nav aria-label={TEXTS.shell.menuLabel}>
      <List sx={{ px: 1 }}>
        {navItemsFor(user).map((item) => (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            onClick={onNavigate}
            aria-describedby={
              item.icon === 'sleep' && sleepDue ? sleepDueId : item.icon === 'admin' ? waitingId : undefined
            }
            sx={(theme) => ({
              borderRadius: 2,
              mb: 0.5,
              '&.active': {
                bgcolor: 'action.selected',
                color: 'primary.main',
                '& svg': { color: 'primary.main' },
                // The dark scheme's primary on the selected tint is 4.3:1, under AA: its lighter tone is 5.2:1.
                ...theme.applyStyles('dark', { color: 'primary.light', '& svg': { color: 'primary.light' } }),
              },
            })}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[item.icon]}</ListItemIcon>
            <ListItemText primary={item.label} />
            {item.icon === 'sleep' && sleepDue ? <ReminderDot /> : null}
            {item.icon === 'admin' ? (
              <Suspense fallback={null}>
                <AdminNavCount descriptionId={waitingId} />
              </Suspense>
            ) : null}
            {item.icon === 'relaxation' || item.icon === 'binaural' ? <GraphicEqIcon fontSize="small" color="disabled" /> : null}
          </ListItemButton>
        ))}
      </List>
      {sleepDue && (
        // Hidden, yet still read as the description of the link that points at it.
        <span id={sleepDueId} hidden>
          {TEXTS.nav.sleepDue}
        </span>
      )}
      <Divider />
      <List sx={{ px: 1 }}>
        <ListItemButton onClick={onLogout} sx={{ borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary={TEXTS.shell.logout} />
        </ListItemButton>
      </List>
    </nav>
  );
}
