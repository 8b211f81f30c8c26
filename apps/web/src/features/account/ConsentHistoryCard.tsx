import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, LEGAL_DOCUMENTS } from '@uyku/domain';
import { AccountCard } from './AccountCard';
import { consentsQuery } from './api';
import { PROFILE_TEXTS } from './texts';

/** Which version of each legal text the participant accepted, and when (newest first). */
export function ConsentHistoryCard() {
  const t = PROFILE_TEXTS.consents;
  const consents = useQuery(consentsQuery());
  const rows = consents.data?.consents ?? [];
  return (
    <AccountCard title={t.title}>
      <Typography variant="body2" color="text.secondary">
        {t.intro}
      </Typography>
      {consents.isError && <Typography color="error">{t.failed}</Typography>}
      {consents.isSuccess && rows.length === 0 && <Typography sx={{ mt: 1 }}>{t.empty}</Typography>}
      <List dense aria-label={t.title}>
        {rows.map((row) => (
          <ListItem key={`${row.document}-${row.version}`} disableGutters divider>
            <ListItemText
              primary={`${LEGAL_DOCUMENTS[row.document].title} — ${t.version(row.version)}`}
              secondary={t.acceptedAt(formatDateTime(row.accepted_at))}
            />
          </ListItem>
        ))}
      </List>
    </AccountCard>
  );
}
