import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, GROUP_HISTORY_SOURCE_LABELS } from '@uyku/domain';
import { QueryContent } from '../../../lib/ui/QueryContent';
import { groupHistoryQuery } from './api';

const GROUP = { control: 'Kontrol', experiment: 'Deney' } as const;

/** A participant's groups, oldest first (decision 009): past records keep the group of their time. */
export function GroupHistory({ userId }: { userId: string }) {
  const history = useQuery(groupHistoryQuery(userId));
  return (
    <section aria-label="Grup geçmişi">
      <Typography variant="subtitle2" component="h3">
        Grup geçmişi
      </Typography>
      <QueryContent query={history} failedMessage="Grup geçmişi yüklenemedi." rows={1}>
        {(data) =>
          data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Kayıt yok
            </Typography>
          ) : (
            <List dense disablePadding data-testid="group-history">
              {data.map((entry, index) => (
                <ListItem key={index} disableGutters>
                  <ListItemText
                    primary={`${GROUP[entry.ab_group]} · ${formatDateTime(entry.from_at)}`}
                    secondary={`${GROUP_HISTORY_SOURCE_LABELS[entry.source] ?? entry.source}${entry.changed_by ? ` (${entry.changed_by})` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryContent>
    </section>
  );
}
