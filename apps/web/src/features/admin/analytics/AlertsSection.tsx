import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { QueryContent } from '../../../lib/ui/QueryContent';
import { alertsQuery, useAcknowledgeAlert } from './api';
import { Section } from './Section';
import { ANALYTICS_TEXTS as T } from './texts';

const when = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/**
 * Alerts an admin acknowledges; acknowledged ones stay listed, marked, below the open ones.
 * 'Uyarı yok.' only for an answered empty list: a failed request says so with 'Tekrar Dene'.
 */
export function AlertsSection() {
  const alerts = useQuery(alertsQuery);
  const acknowledge = useAcknowledgeAlert();
  const notice = useNotice();
  return (
    <Section title={T.alerts.title} testId="analysis-alerts">
      <QueryContent query={alerts} failedMessage={T.alerts.loadFailed}>
        {(data) =>
          data.length === 0 ? (
            <Typography variant="body2">{T.alerts.none}</Typography>
          ) : (
            <List dense>
              {data.map((alert) => (
                <ListItem key={`${alert.userId}-${alert.kind}-${alert.triggerDate}`} disableGutters divider>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', alignItems: { sm: 'center' } }}>
                    <ListItemText
                      primary={`${alert.participantCode} · ${alert.name} (${T.groups[alert.group]})`}
                      secondary={`${T.alerts.kinds[alert.kind]} · ${T.alerts.night(alert.triggerDate)}`}
                      sx={alert.acknowledgedAt ? { opacity: 0.7 } : undefined}
                    />
                    {alert.acknowledgedAt ? (
                      <Typography variant="body2" color="text.secondary">
                        {T.alerts.acknowledged(when.format(new Date(alert.acknowledgedAt)))}
                      </Typography>
                    ) : (
                      <Button
                        variant="outlined"
                        size="small"
                        disabled={acknowledge.isPending}
                        onClick={() =>
                          acknowledge.mutate(
                            { userId: alert.userId, kind: alert.kind, triggerDate: alert.triggerDate },
                            { onError: () => notice.error(T.alerts.failed) },
                          )
                        }
                      >
                        {T.alerts.acknowledge}
                      </Button>
                    )}
                  </Stack>
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryContent>
    </Section>
  );
}
