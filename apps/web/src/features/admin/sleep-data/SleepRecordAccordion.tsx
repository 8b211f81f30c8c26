import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { formatDateLong, formatOneDecimal, type AdminSleepSession } from '@uyku/domain';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { bpmText, durationText, minutesText, nightQualityText } from './format';
import { SLEEP_DATA_TEXTS as T } from './texts';

/** One night in the detail's list: date, duration and quality; opened, every measured detail. */
export function SleepRecordAccordion({ night }: { night: AdminSleepSession }) {
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
        <MetricGrid min={130}>
          <Metric label={T.rem} value={minutesText(night.rem_duration)} />
          <Metric label={T.deep} value={minutesText(night.deep_sleep_duration)} />
          <Metric label={T.light} value={minutesText(night.light_sleep_duration)} />
          <Metric label={T.awake} value={minutesText(night.awake_duration)} />
          <Metric label={T.heartRate} value={bpmText(night.heart_rate)} />
          <Metric label={T.stress} value={`${night.stress_level}/10`} />
          <Metric label={T.screenTime} value={minutesText(night.screen_time_before)} />
          <Metric label={T.roomTemperature} value={T.celsius(formatOneDecimal(night.room_temperature))} />
          <Metric label={T.moodBefore} value={T.outOfFive(night.mood_before)} />
          <Metric label={T.moodAfter} value={T.outOfFive(night.mood_after)} />
          <Metric label={T.efficiency} value={T.percent(formatOneDecimal(night.sleep_efficiency))} />
        </MetricGrid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {T.notes}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{night.notes || T.noNotes}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}
