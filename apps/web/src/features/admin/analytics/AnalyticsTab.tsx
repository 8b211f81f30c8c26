import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ANALYSIS_TST_SOURCES, type AnalysisTstSource } from '@uyku/domain';
import { useState } from 'react';
import { QueryContent } from '../../../lib/ui/QueryContent';
import { adherenceQuery, heartRateQuery, primaryQuery } from './api';
import { AdherenceSection } from './AdherenceSection';
import { AlertsSection } from './AlertsSection';
import { ConsortSection } from './ConsortSection';
import { GroupSection } from './GroupSection';
import { HeartRateSection } from './HeartRateSection';
import { PrimarySection } from './PrimarySection';
import { Section } from './Section';
import { StudyExportButton } from './StudyExportButton';
import { ANALYTICS_TEXTS as T } from './texts';

/**
 * The 'Analiz' tab (docs/product.md, "Analysis"): the primary analysis first (which arm did better), then the group
 * comparison, heart rate around audio, alerts and adherence, and the whole-study export. Loaded
 * lazily with its charts, so the rest of the admin panel does not carry them. The TST source
 * (the diary's by default, docs/sleep-metrics.md) applies to both sleep analyses.
 */
export default function AnalyticsTab() {
  // Null: the analysis plan's TST source (the server answers with it); a choice is an exploratory variant.
  const [chosenTstSource, setTstSource] = useState<AnalysisTstSource | null>(null);
  const primary = useQuery(primaryQuery(chosenTstSource));
  const tstSource = chosenTstSource ?? primary.data?.plan.tstSource ?? 'diary';
  const [measuredOnly, setMeasuredOnly] = useState(false);
  const heartRate = useQuery(heartRateQuery(measuredOnly));
  const adherence = useQuery(adherenceQuery);
  return (
    <Stack spacing={3} data-testid="analytics-tab">
      <StudyExportButton />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" id="tst-source-label">
          {T.tstSource.label}
        </Typography>
        <ToggleButtonGroup
          size="small"
          color="primary"
          exclusive
          value={tstSource}
          aria-labelledby="tst-source-label"
          onChange={(_event, value: AnalysisTstSource | null) => {
            if (value) setTstSource(value);
          }}
        >
          {ANALYSIS_TST_SOURCES.map((source) => (
            // The unchosen option in the text colour: MUI's default grey met only 4.49:1 on the page.
            <ToggleButton key={source} value={source} sx={{ color: 'text.primary' }}>
              {T.tstSource.options[source]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {/* Each section keeps its card while loading or after a failure (with 'Tekrar Dene'), never vanishing. */}
      {primary.data ? (
        <PrimarySection data={primary.data} />
      ) : (
        <Section title={T.primary.title} testId="analysis-primary">
          <QueryContent query={primary} failedMessage={T.loadFailed} rows={3}>
            {() => null}
          </QueryContent>
        </Section>
      )}
      <ConsortSection />
      <GroupSection tstSource={tstSource} />
      <AlertsSection />
      {adherence.data ? (
        <AdherenceSection data={adherence.data} />
      ) : (
        <Section title={T.adherence.title} testId="analysis-adherence">
          <QueryContent query={adherence} failedMessage={T.adherence.loadFailed} rows={3}>
            {() => null}
          </QueryContent>
        </Section>
      )}
      {heartRate.data ? (
        <HeartRateSection data={heartRate.data} measuredOnly={measuredOnly} onMeasuredOnly={setMeasuredOnly} />
      ) : (
        <Section title={T.heartRate.title} testId="analysis-heart-rate" exploratory>
          <QueryContent query={heartRate} failedMessage={T.heartRate.loadFailed} rows={3}>
            {() => null}
          </QueryContent>
        </Section>
      )}
    </Stack>
  );
}
