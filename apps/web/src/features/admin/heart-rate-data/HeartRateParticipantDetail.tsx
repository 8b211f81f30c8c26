import { Box } from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { toPaged } from '../data-shared/paged';
import { ParticipantDetail } from '../data-shared/ParticipantDetail';
import { RecordsSection } from '../data-shared/RecordsSection';
import { Section } from '../data-shared/Section';
import { heartRateCsvPath, heartRateDetailQuery, heartRateRecordsQuery } from './api';
import { bpmText, changeColor, changeText } from './format';
import { HeartRateSessionRow } from './HeartRateSessionRow';
import { HEART_RATE_DATA_TEXTS as T } from './texts';

function Sessions({ userId, count }: { userId: string; count: number }) {
  const records = toPaged(useInfiniteQuery(heartRateRecordsQuery(userId)), (page) => page.sessions);
  return (
    <RecordsSection
      count={count}
      records={records}
      testId="heart-rate-records"
      renderRecord={(session) => <HeartRateSessionRow key={session.id} session={session} />}
    />
  );
}

/** One participant's heart rate (docs/product.md, "Heart rate"): averages, every session, the CSV. */
export function HeartRateParticipantDetail({ userId, onBack }: { userId: string; onBack: () => void }) {
  const detail = useQuery(heartRateDetailQuery(userId));
  return (
    <ParticipantDetail
      detail={detail}
      onBack={onBack}
      testId="heart-rate-detail"
      header={(data) => ({
        participant: data.participant,
        recordCount: data.averages.count,
        csvPath: heartRateCsvPath(userId),
        csvName: 'kalp-atim-verileri.csv',
      })}
    >
      {(data) => (
        <>
          <Section title={T.averagesTitle} testId="heart-rate-averages">
            <MetricGrid min={140}>
              <Metric label={T.averageBefore} value={bpmText(data.averages.averageBefore)} />
              <Metric label={T.averageAfter} value={bpmText(data.averages.averageAfter)} />
              <Metric
                label={T.averageChange}
                value={
                  <Box component="span" sx={{ color: changeColor(data.averages.averageChange) }}>
                    {changeText(data.averages.averageChange)}
                  </Box>
                }
              />
            </MetricGrid>
          </Section>
          {data.averages.count > 0 && <Sessions userId={userId} count={data.averages.count} />}
        </>
      )}
    </ParticipantDetail>
  );
}
