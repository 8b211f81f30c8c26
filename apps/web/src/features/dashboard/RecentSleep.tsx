import { Box, Button, Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_RECENT_SLEEP_COUNT, formatDateLong, type SleepSessionSummary } from '@uyku/domain';
import { LoadingBlock } from '../../lib/ui/LoadingBlock';
import { DASHBOARD_TEXTS } from './texts';

/**
 * The latest five nights: date, notes (or 'Not eklenmemiş') and quality; skeleton rows while they
 * load. 'Henüz uyku kaydınız yok.' only for an answered empty list (docs/product.md, "App shell").
 */
export function RecentSleep({ sessions }: { sessions: readonly SleepSessionSummary[] | undefined }) {
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
        {sessions === undefined && <LoadingBlock rows={3} rowHeight={52} />}
        {sessions !== undefined && latest.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
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
}
