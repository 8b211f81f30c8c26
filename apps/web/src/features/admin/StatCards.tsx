import BedtimeIcon from '@mui/icons-material/Bedtime';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonIcon from '@mui/icons-material/Person';
import ScienceIcon from '@mui/icons-material/Science';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../lib/ui/LoadFailed';
import { statsQuery } from './api';
import { ADMIN_TEXTS } from './texts';

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
  /** A short note under the number (what is and is not counted). */
  caption?: string;
}

function StatCard({ label, value, icon, color, caption }: StatCardProps) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Stack direction="row" spacing={{ xs: 1, sm: 1.5 }} sx={{ alignItems: 'center' }}>
          <Box sx={{ color, display: 'flex', '& svg': { fontSize: { xs: 28, sm: 35 } } }} aria-hidden>
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
              {label}
            </Typography>
            {value === undefined ? (
              <Skeleton width={48} height={36} />
            ) : (
              <Typography variant="h5" component="p" aria-label={`${label}: ${value}`}>
                {value}
              </Typography>
            )}
            {caption && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.3 }}>
                {caption}
              </Typography>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The four stat cards of the admin panel; counts are of participants (admins excluded). */
export function StatCards() {
  const stats = useQuery(statsQuery);
  const { data } = stats;
  const t = ADMIN_TEXTS.stats;
  // A failed request says so above the cards, whose skeletons then stand for figures that did not arrive.
  return (
    <>
      {stats.isError && !data ? <LoadFailed message={ADMIN_TEXTS.loadFailed} onRetry={() => void stats.refetch()} /> : null}
      <Box
        component="section"
        aria-label={t.label}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <StatCard
          label={t.total}
          value={data?.users.total}
          caption={t.totalCaption}
          icon={<GroupsIcon fontSize="large" />}
          color="primary.main"
        />
        <StatCard label={t.control} value={data?.users.control} icon={<PersonIcon fontSize="large" />} color="info.main" />
        <StatCard
          label={t.experiment}
          value={data?.users.experiment}
          icon={<ScienceIcon fontSize="large" />}
          color="secondary.main"
        />
        <StatCard label={t.sleep} value={data?.sleep.totalRecords} icon={<BedtimeIcon fontSize="large" />} color="warning.main" />
      </Box>
    </>
  );
}
