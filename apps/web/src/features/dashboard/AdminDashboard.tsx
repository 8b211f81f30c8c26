import AssessmentIcon from '@mui/icons-material/Assessment';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ForumIcon from '@mui/icons-material/Forum';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import KeyIcon from '@mui/icons-material/Key';
import PeopleIcon from '@mui/icons-material/People';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import TuneIcon from '@mui/icons-material/Tune';
import VideocamIcon from '@mui/icons-material/Videocam';
import {
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { ADMIN_WAITING_KINDS, type AdminWaiting, type AdminWaitingKind } from '@uyku/domain';
import { adminWaitingQuery, useAdminWaiting } from '../../lib/admin-waiting/api';
import { WAITING_LINKS, WAITING_TEXTS } from '../../lib/admin-waiting/texts';
import { LoadFailed } from '../../lib/ui/LoadFailed';
import { ADMIN_DASHBOARD_TEXTS } from './admin-texts';
import { StartChecklist } from './StartChecklist';
import { checklistFormsQuery, checklistSettingsQuery, checklistUsersQuery } from './start-checklist-api';

const ICONS: Record<AdminWaitingKind, ReactElement> = {
  approvals: <HowToRegIcon />,
  passwordResets: <KeyIcon />,
  videoCalls: <VideocamIcon />,
  alerts: <ReportProblemIcon />,
};

const SHORTCUTS = [
  { to: '/admin?tab=users', label: ADMIN_DASHBOARD_TEXTS.shortcuts.users, icon: <PeopleIcon /> },
  { to: '/admin?tab=analysis', label: ADMIN_DASHBOARD_TEXTS.shortcuts.analysis, icon: <AssessmentIcon /> },
  { to: '/admin?tab=messages', label: ADMIN_DASHBOARD_TEXTS.shortcuts.messages, icon: <ForumIcon /> },
  { to: '/admin?tab=study', label: ADMIN_DASHBOARD_TEXTS.shortcuts.study, icon: <TuneIcon /> },
] as const;

/** What waits, each kind a link into the /admin tab where it is handled; skeleton rows until the counts come. */
function WaitingCard({ waiting }: { waiting: AdminWaiting | undefined }) {
  return (
    <Card component="section" aria-labelledby="admin-waiting-title">
      <CardContent>
        <Typography id="admin-waiting-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {WAITING_TEXTS.heading}
        </Typography>
        <List disablePadding data-testid="admin-waiting-list">
          {ADMIN_WAITING_KINDS.map((kind) => (
            <ListItem key={kind} disablePadding>
              {waiting ? (
                <ListItemButton
                  component={RouterLink}
                  to={WAITING_LINKS[kind]}
                  data-testid={`admin-waiting-${kind}`}
                  sx={{ borderRadius: 2 }}
                >
                  <ListItemIcon sx={{ minWidth: 44, color: waiting[kind] > 0 ? 'error.main' : 'text.secondary' }}>
                    <Badge color="error" variant="dot" invisible={waiting[kind] === 0}>
                      {ICONS[kind]}
                    </Badge>
                  </ListItemIcon>
                  <ListItemText
                    primary={WAITING_TEXTS.line[kind](waiting[kind])}
                    slotProps={{ primary: { sx: { fontWeight: waiting[kind] > 0 ? 600 : 400 } } }}
                  />
                  <ChevronRightIcon color="action" aria-hidden />
                </ListItemButton>
              ) : (
                <Skeleton variant="rounded" height={48} sx={{ my: 0.5, width: '100%' }} />
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** What waits, live over the socket, or why it could not be read. */
function WaitingList({ query }: { query: UseQueryResult<AdminWaiting> }) {
  const waiting = query.data;
  if (query.isError && !waiting) {
    return <LoadFailed message={ADMIN_DASHBOARD_TEXTS.loadFailed} onRetry={() => void query.refetch()} />;
  }
  return <WaitingCard waiting={waiting} />;
}

function Shortcuts() {
  const t = ADMIN_DASHBOARD_TEXTS.shortcuts;
  return (
    <Card component="section" aria-labelledby="admin-shortcuts-title">
      <CardContent>
        <Typography id="admin-shortcuts-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t.title}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
          {SHORTCUTS.map((shortcut) => (
            <Button
              key={shortcut.to}
              component={RouterLink}
              to={shortcut.to}
              variant="outlined"
              startIcon={shortcut.icon}
              sx={{ justifyContent: 'flex-start', py: 1.5, textAlign: 'left', lineHeight: 1.2 }}
            >
              {shortcut.label}
            </Button>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * Whether the start checklist's answers are in: until then it is not known whether the checklist
 * stands above what waits. An answer that failed once, or waits for the network, counts as in (the
 * checklist is not drawn from it), so a slow or failing answer does not hold the page. Once in, it
 * stays in: a failed answer asked again (as the checklist mounts) is pending again, and must not put
 * the placeholder back.
 */
function useChecklistAnswered(): boolean {
  const queries = [useQuery(checklistSettingsQuery), useQuery(checklistUsersQuery), useQuery(checklistFormsQuery)];
  const answeredNow = queries.every((query) => !query.isPending || query.failureCount > 0 || query.fetchStatus === 'paused');
  const [answered, setAnswered] = useState(answeredNow);
  if (answeredNow && !answered) setAnswered(true);
  return answered || answeredNow;
}

/**
 * An admin's /dashboard (docs/product.md, "Dashboard"): the researcher's day rather than a
 * participant's. What waits comes first (after the start checklist, until the study is set up); no
 * diary reminder, no group, no sleep figures of their own.
 */
export function AdminDashboard({ name }: { name: string }) {
  const t = ADMIN_DASHBOARD_TEXTS;
  // Asked at once, beside the checklist's answers, though drawn only with them; kept live by the socket.
  useAdminWaiting(true);
  const waitingQuery = useQuery(adminWaitingQuery);
  const checklistAnswered = useChecklistAnswered();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: 28, sm: 34 } }}>
          {t.greeting(name)}
        </Typography>
        <Typography color="text.secondary">{t.subtitle}</Typography>
      </div>
      {/* The checklist, when it shows, stands above what waits: the cards below come with it, and a
          placeholder of its own (not kept: a new card replaces it) stands until then, so that nothing
          already drawn moves down when it arrives (docs/product.md, "Dashboard"). */}
      {checklistAnswered ? (
        <>
          <StartChecklist key="checklist" />
          <WaitingList key="waiting" query={waitingQuery} />
          <Shortcuts key="shortcuts" />
        </>
      ) : (
        <WaitingCard key="placeholder" waiting={undefined} />
      )}
    </Stack>
  );
}
