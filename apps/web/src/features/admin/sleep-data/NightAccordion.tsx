import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography } from '@mui/material';
import { formatDateLong, SLEEP_FIELDS, studyDayText, type AdminNight } from '@uyku/domain';
import type { ReactNode } from 'react';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { durationText, nightQualityText } from './format';
import { nightAnswerGroups } from './night-answers';
import { NightMetrics } from './NightMetrics';
import { QualityFlagChips } from './QualityFlagChips';
import { SLEEP_DATA_TEXTS as T } from './texts';

function Part({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} data-testid={testId}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * One night in the detail's list: date, duration and quality; opened, every answer of the
 * participant by the entry form's tabs (from the field catalogue,
 * docs/decisions/018-sleep-field-catalogue.md), the derived metrics, the data-quality flags and
 * the notes. '—' marks what was not measured.
 */
export function NightAccordion({ night }: { night: AdminNight }) {
  const groups = nightAnswerGroups(SLEEP_FIELDS, night.answers, night.untouched_fields);
  return (
    <Accordion disableGutters data-testid="sleep-record">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ width: '100%', justifyContent: 'space-between', pr: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{formatDateLong(night.sleep_date)}</Typography>
          <Typography color="text.secondary">
            {durationText(night.sleep_duration)} · {T.quality} {nightQualityText(night.sleep_quality)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2.5}>
          {night.study_day !== null && (
            <Typography variant="body2" color="text.secondary">
              {studyDayText(night.study_day, night.phase)}
            </Typography>
          )}
          <Part title={T.flagsTitle} testId="night-flags">
            <QualityFlagChips flags={night.quality_flags} />
          </Part>
          {groups.map((group) => (
            <Part key={group.tab} title={T.answerGroups[group.tab]} testId={`night-answers-${group.tab}`}>
              <MetricGrid min={130}>
                {group.lines.map((line) => (
                  <Metric
                    key={line.key}
                    label={line.label}
                    value={
                      line.untouched ? (
                        <>
                          <Box component="span" sx={{ color: 'text.secondary' }}>
                            {line.text}
                          </Box>
                          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontStyle: 'italic' }}>
                            {T.untouched}
                          </Typography>
                        </>
                      ) : (
                        line.text
                      )
                    }
                    testId={`night-field-${line.key}`}
                  />
                ))}
              </MetricGrid>
            </Part>
          ))}
          <Part title={T.metricsTitle} testId="night-metrics">
            <NightMetrics metrics={night.metrics} />
          </Part>
          <Part title={T.notes} testId="night-notes">
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{night.notes || T.noNotes}</Typography>
          </Part>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
