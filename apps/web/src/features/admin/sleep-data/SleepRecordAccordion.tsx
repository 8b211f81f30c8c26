import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { ADMIN_SLEEP_FIELD_ORDER, formatDateLong, formatOneDecimal, SLEEP_FIELDS, type AdminSleepSession, type StoredValue } from '@uyku/domain';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { adminFieldText } from './field-text';
import { durationText, nightQualityText } from './format';
import { SLEEP_DATA_TEXTS as T } from './texts';

/**
 * The admin view's catalogue fields (docs/decisions/018-sleep-field-catalogue.md) in its order, but
 * the quality (in the summary line) and the notes (below the grid): a new field shows up here.
 */
const DETAIL_FIELDS = ADMIN_SLEEP_FIELD_ORDER.filter((key) => key !== 'sleep_quality' && key !== 'notes').map((key) => {
  const field = SLEEP_FIELDS[key];
  return { key, field, adminKey: field.admin.key as keyof AdminSleepSession };
});

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
          {DETAIL_FIELDS.map(({ key, field, adminKey }) => (
            <Metric key={key} label={field.admin.label} value={adminFieldText(field, night[adminKey] as StoredValue)} />
          ))}
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
