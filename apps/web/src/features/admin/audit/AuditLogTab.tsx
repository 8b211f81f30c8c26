import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDateTime } from '@uyku/domain';
import { errorMessage } from '../../../lib/api-client';
import { TEXTS } from '../../../texts';
import { auditLogQuery } from '../api';
import { ADMIN_TEXTS } from '../texts';
import { actionLabel, detailsText, personLabel } from './describe';
import { HeadingWithHelp } from '../../../lib/ui/HeadingWithHelp';

/** 'İşlem Geçmişi': every admin action, newest first, a page at a time. */
export function AuditLogTab() {
  const t = ADMIN_TEXTS.audit;
  const log = useInfiniteQuery(auditLogQuery);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Stack spacing={2}>
      <Box>
        <HeadingWithHelp title={t.heading} help={t.description} component="h2" />
      </Box>
      {log.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void log.refetch()}>
              {TEXTS.common.retry}
            </Button>
          }
        >
          {errorMessage(log.error, ADMIN_TEXTS.loadFailed)}
        </Alert>
      )}
      {log.isPending && <Skeleton variant="rounded" height={120} />}
      {log.isSuccess && entries.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={t.heading}>
        {entries.map((entry) => {
          const details = detailsText(entry);
          return (
            <Paper
              key={entry.id}
              component="li"
              variant="outlined"
              sx={{
                listStyle: 'none',
                px: 2,
                py: 1.5,
                display: 'grid',
                gap: { xs: 0.5, md: 2 },
                gridTemplateColumns: { xs: '1fr', md: '150px minmax(0, 1.2fr) minmax(0, 1fr)' },
                alignItems: 'baseline',
              }}
            >
              <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.created_at}>
                {formatDateTime(entry.created_at)}
              </Typography>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{actionLabel(entry.action)}</Typography>
                {details && (
                  <Typography variant="body2" color="text.secondary">
                    {details}
                  </Typography>
                )}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t.target}:{' '}
                  </Box>
                  {personLabel(entry.target_name, entry.target_code, entry.target_role)}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t.actor}:{' '}
                  </Box>
                  {personLabel(entry.actor_name, entry.actor_code, entry.actor_role)}
                </Typography>
              </Box>
            </Paper>
          );
        })}
      </Stack>
      {log.hasNextPage && (
        <Button onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
          {t.loadMore}
        </Button>
      )}
    </Stack>
  );
}
