import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { adherenceQuery, heartRateQuery, primaryQuery } from './api';
import { AdherenceSection } from './AdherenceSection';
import { AlertsSection } from './AlertsSection';
import { GroupSection } from './GroupSection';
import { HeartRateSection } from './HeartRateSection';
import { PrimarySection } from './PrimarySection';
import { StudyExportButton } from './StudyExportButton';
import { ANALYTICS_TEXTS as T } from './texts';

/**
 * The 'Analiz' tab (issue 15): the primary analysis first (which arm did better), then the group
 * comparison, heart rate around audio, alerts and adherence, and the whole-study export. Loaded
 * lazily with its charts, so the rest of the admin panel does not carry them.
 */
export default function AnalyticsTab() {
  const primary = useQuery(primaryQuery);
  const heartRate = useQuery(heartRateQuery);
  const adherence = useQuery(adherenceQuery);
  return (
    <Stack spacing={3} data-testid="analytics-tab">
      <StudyExportButton />
      {primary.isError ? <Typography color="error">{T.loadFailed}</Typography> : null}
      {primary.data ? <PrimarySection data={primary.data} /> : <Typography color="text.secondary">{T.loading}</Typography>}
      <GroupSection />
      <AlertsSection />
      {adherence.data ? <AdherenceSection data={adherence.data} /> : null}
      {heartRate.data ? <HeartRateSection data={heartRate.data} /> : null}
    </Stack>
  );
}
