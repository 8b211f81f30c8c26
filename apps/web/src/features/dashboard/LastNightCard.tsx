import { memo } from 'react';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Box, Button, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HeadingWithHelp } from '../../lib/ui/HeadingWithHelp';
import { DASHBOARD_TEXTS } from './texts';

/** Last night's entry: not known yet, missing, given (on the server or waiting on the device). */
export type LastNight = 'loading' | 'missing' | 'recorded' | 'waiting';

/**
 * The dashboard's first card, always in the same place and of the same size (docs/product.md,
 * "Dashboard"): while last night has no entry it asks for it, one tap opening the new-record form
 * whose date defaults to this morning; once given it says so. A card that appeared only once the
 * nights arrived pushed the whole page down on every morning's first screen (layout shift).
 */
export const LastNightCard = memo(function LastNightCard({ state }: { state: LastNight }) {
  const t = DASHBOARD_TEXTS.reminder;
  const missing = state === 'missing';
  const icon = missing ? (
    <EditCalendarIcon fontSize="large" />
  ) : state === 'waiting' ? (
    <CloudUploadOutlinedIcon fontSize="large" />
  ) : (
    <EventAvailableIcon fontSize="large" />
  );
  const copy = missing ? t : state === 'waiting' ? t.waiting : t.recorded;
  return (
    <Card
      component="section"
      aria-labelledby="last-night-title"
      aria-busy={state === 'loading'}
      data-testid={missing ? 'diary-reminder' : state === 'loading' ? 'last-night-loading' : 'last-night-recorded'}
      sx={{ borderColor: missing ? 'primary.main' : 'divider', borderWidth: missing ? 2 : 1 }}
    >
      {/* One height for every state: two lines of text and the button, whichever it is. */}
      <CardContent
        sx={{
          '&:last-child': { pb: 2 },
          minHeight: { xs: 228, sm: 96 },
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'center',
        }}
      >
        {/* The placeholder and the entry are two elements, not one that moves: the entry's taller
            content, centred in the card, would otherwise shift the same element up when it replaces
            the placeholder on a screen already painted (layout shift). The card itself stays put. */}
        <Stack
          key={state === 'loading' ? 'placeholder' : 'entry'}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, width: '100%' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
            <Box sx={{ color: missing ? 'primary.main' : 'success.main', display: 'flex' }} aria-hidden>
              {state === 'loading' ? <Skeleton variant="circular" width={35} height={35} /> : icon}
            </Box>
            <div style={{ flexGrow: 1, minWidth: 0 }}>
              {state === 'loading' ? (
                <>
                  <Skeleton id="last-night-title" width="70%" aria-label={DASHBOARD_TEXTS.lastNightLoading} />
                  <Skeleton width="90%" />
                </>
              ) : (
                <HeadingWithHelp id="last-night-title" title={copy.title} help={copy.body} component="h2" />
              )}
            </div>
          </Stack>
          {state === 'loading' ? (
            <Skeleton variant="rounded" height={42} sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }} />
          ) : (
            <Button
              component={RouterLink}
              to={missing ? '/sleep?entry=new' : '/sleep'}
              variant={missing ? 'contained' : 'outlined'}
              size="large"
              sx={{ flexShrink: 0, minWidth: { sm: 160 } }}
            >
              {copy.action}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
});
