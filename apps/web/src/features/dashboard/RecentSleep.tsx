import { memo } from 'react';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_RECENT_SLEEP_COUNT, formatDateLong, type NightSummary } from '@uyku/domain';
import { OUTBOX_TEXTS } from '../../lib/outbox';
import { LoadingBlock } from '../../lib/ui/LoadingBlock';
import { DASHBOARD_TEXTS } from './texts';

/** A night kept on this device until the server has it (docs/decisions/021-offline-outbox.md). */
export interface WaitingNight {
  key: string;
  date: string;
}

/**
 * The latest five nights: date, notes (or 'Not eklenmemiş') and quality; skeleton rows while they
 * load. Nights saved offline come first, marked 'Gönderilmeyi bekliyor'. 'Henüz uyku kaydınız yok.'
 * only for an answered empty list with nothing waiting (docs/product.md, "App shell").
 */
export const RecentSleep = memo(function RecentSleep({
  sessions,
  waiting = [],
  waitsForNetwork = false,
}: {
  sessions: readonly NightSummary[] | undefined;
  waiting?: readonly WaitingNight[];
  /** Offline with the list not loaded: the page says so once, above; only the device's nights show here. */
  waitsForNetwork?: boolean;
}) {
  const t = DASHBOARD_TEXTS.recent;
  const latest = sessions?.slice(0, DASHBOARD_RECENT_SLEEP_COUNT) ?? [];
  return (
    <Card component="section" aria-labelledby="recent-sleep-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id="recent-sleep-title" variant="h6" component="h2">
            {t.title}
          </Typography>
          {/* Kept on one line: at 360 px it wrapped to 'Tümünü / Gör' beside a two-line title. */}
          <Button component={RouterLink} to="/sleep" size="small" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {t.seeAll}
          </Button>
        </Stack>
        {sessions === undefined && !waitsForNetwork && <LoadingBlock rows={3} rowHeight={52} />}
        {waiting.length > 0 && (
          <List disablePadding data-testid="recent-waiting">
            {waiting.map((night) => (
              <ListItem key={night.key} divider disableGutters aria-label={formatDateLong(night.date)} sx={{ gap: 2 }}>
                <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>{formatDateLong(night.date)}</Typography>
                <Chip icon={<CloudUploadOutlinedIcon />} label={OUTBOX_TEXTS.waiting} color="warning" variant="outlined" size="small" />
              </ListItem>
            ))}
          </List>
        )}
        {sessions !== undefined && latest.length === 0 && waiting.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
        {latest.length > 0 && (
          <List disablePadding>
            {latest.map((session, index) => {
              const date = formatDateLong(session.sleep_date);
              return (
                // A border between items, not a separator element: a list holds only <li>s (axe 'list').
                <ListItem
                  key={session.id}
                  divider={index < latest.length - 1}
                  disableGutters
                  aria-label={date}
                  sx={{ gap: 2, alignItems: 'flex-start' }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{date}</Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        fontStyle: session.notes ? 'normal' : 'italic',
                      }}
                    >
                      {session.notes || t.noNotes}
                    </Typography>
                  </Box>
                  <Chip
                    label={`${session.sleep_quality}/10`}
                    aria-label={`${t.quality}: ${session.sleep_quality}/10`}
                    sx={{ fontWeight: 700 }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
});
