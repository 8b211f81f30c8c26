import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateShort, type AdminDeviceNightsResponse } from '@uyku/domain';
import { api } from '../../../lib/api-client';
import { Section } from '../data-shared/Section';
import { DATA_TEXTS } from '../data-shared/texts';
import { durationText, minutesText } from './format';
import { SLEEP_DATA_TEXTS } from './texts';

const T = SLEEP_DATA_TEXTS.deviceNights;
const signed = (minutes: number | null) => (minutes === null ? DATA_TEXTS.none : T.signedMinutes(minutes));

/**
 * A participant's imported wearable nights beside their diary (docs/product.md, "Sleep data";
 * docs/sleep-metrics.md, "Device nights"): per night the device's and the diary's total sleep time
 * and sleep onset latency with the misperception indices. Shown only when the participant imported any.
 */
export function DeviceNightsSection({ userId }: { userId: string }) {
  const nights = useQuery({
    queryKey: ['admin', 'sleep-data', 'device-nights', userId],
    queryFn: ({ signal }) =>
      api<AdminDeviceNightsResponse>(`/admin/sleep-data/participants/${userId}/device-nights`, { signal }).then((answer) => answer.nights),
  });
  if (nights.isError) return <Alert severity="warning">{T.failed}</Alert>;
  if (!nights.data || nights.data.length === 0) return null;
  return (
    <Section title={T.title} testId="sleep-device-nights">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.hint}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{T.date}</TableCell>
              <TableCell>{T.device}</TableCell>
              <TableCell align="right">{T.deviceTotalSleepMinutes}</TableCell>
              <TableCell align="right">{T.diaryTotalSleepMinutes}</TableCell>
              <TableCell align="right">{T.misperception}</TableCell>
              <TableCell align="right">{T.deviceSol}</TableCell>
              <TableCell align="right">{T.diarySol}</TableCell>
              <TableCell align="right">{T.solMisperception}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {nights.data.map((night) => (
              <TableRow key={`${night.vendor} ${night.date}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateShort(night.date)}</TableCell>
                <TableCell>{T.vendors[night.vendor]}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {durationText(night.device_tst)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {durationText(night.diary_tst)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {signed(night.misperception)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {minutesText(night.device_sol)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {minutesText(night.diary_sol)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {signed(night.sol_misperception)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Section>
  );
}
