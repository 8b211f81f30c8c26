import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { CohensDResult, ComparisonMetric, Description, PrimaryMetric, WelchResult } from '@uyku/domain';
import { interval, num, pValue, signed } from './format';
import { ScrollableTable } from './ScrollableTable';
import { ANALYTICS_TEXTS as T } from './texts';
import { BetterChip } from './Verdict';

export interface ComparisonRow {
  metric: ComparisonMetric | PrimaryMetric;
  control: Description;
  experiment: Description;
  welch: WelchResult | null;
  cohensD: CohensDResult | null;
}

const meanSd = (d: Description) => `${num(d.mean)} ± ${num(d.sd)} (${d.n})`;

/** Control and experiment side by side per measure, with Welch's t, the difference and Cohen's d. */
export function ComparisonTable({ rows, testId, label }: { rows: ComparisonRow[]; testId: string; label: string }) {
  return (
    <ScrollableTable label={label}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{T.table.measure}</TableCell>
            <TableCell>{T.table.better}</TableCell>
            <TableCell>{T.table.meanSd(T.groups.control)}</TableCell>
            <TableCell>{T.table.meanSd(T.groups.experiment)}</TableCell>
            <TableCell>{T.table.difference}</TableCell>
            <TableCell>{T.table.welch}</TableCell>
            <TableCell>{T.table.cohen}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.metric}>
              <TableCell component="th" scope="row">
                {T.metrics[row.metric]}
              </TableCell>
              <TableCell>
                <BetterChip metric={row.metric} welch={row.welch} />
              </TableCell>
              <TableCell>{meanSd(row.control)}</TableCell>
              <TableCell>{meanSd(row.experiment)}</TableCell>
              <TableCell>{row.welch ? `${signed(row.welch.difference)} ${interval(row.welch.ci)}` : T.table.noResult}</TableCell>
              <TableCell>{row.welch ? `${num(row.welch.t, 2)} (${num(row.welch.df, 1)}), ${pValue(row.welch.p)}` : T.table.noResult}</TableCell>
              <TableCell>{row.cohensD ? `${num(row.cohensD.d, 2)} ${interval(row.cohensD.ci, 2)}` : T.table.noResult}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
