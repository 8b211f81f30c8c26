import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { AncovaResult, CohensDResult, ComparisonMetric, Description, HedgesGResult, Multiplicity, PrimaryMetric, WelchResult } from '@uyku/domain';
import { interval, num, pValue, signed } from './format';
import { ScrollableTable } from './ScrollableTable';
import { ANALYTICS_TEXTS as T } from './texts';
import { BetterChip } from './Verdict';

export interface ComparisonRow extends Multiplicity {
  metric: ComparisonMetric | PrimaryMetric;
  control: Description;
  experiment: Description;
  welch: WelchResult | null;
  cohensD: CohensDResult | null;
  hedgesG: HedgesGResult | null;
  /** The baseline-adjusted comparison; only the primary analysis has it. */
  ancova?: AncovaResult | null;
}

/** "p = 0,019" or "p < 0,001". */
const pText = (p: number) => (p < 0.001 ? `p ${pValue(p)}` : `p = ${pValue(p)}`);

const meanSd = (d: Description) => `${num(d.mean)} ± ${num(d.sd)} (${d.n})`;

/** A figure and, under it, a second one in smaller grey type (Cohen's d under g, p under the ANCOVA difference). */
function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {first}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
        {second}
      </Box>
    </>
  );
}

// Numbers never break inside an interval; the columns stay narrow enough for the panel at 1280 px.
const cell = { whiteSpace: 'nowrap', px: 1 } as const;

/** The ANCOVA cell: the adjusted difference, its CI and p. */
export function ancovaText(result: AncovaResult | null | undefined): string {
  return result ? `${signed(result.difference)} ${interval(result.ci)}, ${pValue(result.p)}` : T.table.noResult;
}

export const hedgesText = (row: Pick<ComparisonRow, 'hedgesG'>) => (row.hedgesG ? `${num(row.hedgesG.g, 2)} ${interval(row.hedgesG.ci, 2)}` : T.table.noResult);
export const cohenText = (row: Pick<ComparisonRow, 'cohensD'>) => (row.cohensD ? `d = ${num(row.cohensD.d, 2)} ${interval(row.cohensD.ci, 2)}` : T.table.noResult);

/**
 * Control and experiment side by side per measure (n = participants): the difference with Welch's
 * t, the raw p and, for the secondary outcomes, Holm's adjusted p; Hedges' g beside Cohen's d;
 * with `ancova`, the baseline-adjusted difference beside the change-score test.
 */
export function ComparisonTable({ rows, testId, label, ancova = false }: { rows: ComparisonRow[]; testId: string; label: string; ancova?: boolean }) {
  return (
    <ScrollableTable label={label}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: 1 }}>{T.table.measureAndBetter}</TableCell>
            <TableCell sx={{ px: 1 }}>{T.table.meanSdBoth}</TableCell>
            <TableCell sx={{ px: 1 }}>{T.table.difference}</TableCell>
            <TableCell sx={{ px: 1 }}>{T.table.welch}</TableCell>
            <TableCell sx={{ px: 1 }}>{T.table.p}</TableCell>
            <TableCell sx={{ px: 1 }}>{T.table.pHolm}</TableCell>
            <TableCell sx={{ px: 1 }}>{T.table.hedges}</TableCell>
            {ancova ? <TableCell sx={{ px: 1 }}>{T.table.ancova}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.metric} selected={row.primary}>
              <TableCell component="th" scope="row" sx={{ px: 1 }}>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <span>{T.metrics[row.metric]}</span>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <BetterChip metric={row.metric} welch={row.welch} />
                    {row.primary ? <Chip size="small" variant="outlined" label={T.primaryOutcome} /> : null}
                  </Stack>
                </Stack>
              </TableCell>
              <TableCell sx={cell}>
                <TwoLines first={`${T.groups.control}: ${meanSd(row.control)}`} second={`${T.groups.experiment}: ${meanSd(row.experiment)}`} />
              </TableCell>
              <TableCell sx={cell}>{row.welch ? <TwoLines first={signed(row.welch.difference)} second={interval(row.welch.ci)} /> : T.table.noResult}</TableCell>
              <TableCell sx={cell}>{row.welch ? <TwoLines first={num(row.welch.t, 2)} second={T.table.df(num(row.welch.df, 1))} /> : T.table.noResult}</TableCell>
              <TableCell sx={cell}>{row.welch ? pValue(row.welch.p) : T.table.noResult}</TableCell>
              <TableCell sx={cell}>{row.primary ? T.table.primaryCell : pValue(row.pAdjusted)}</TableCell>
              <TableCell sx={cell}>
                <TwoLines first={hedgesText(row)} second={cohenText(row)} />
              </TableCell>
              {ancova ? (
                <TableCell sx={cell}>
                  {row.ancova ? <TwoLines first={`${signed(row.ancova.difference)}; ${pText(row.ancova.p)}`} second={interval(row.ancova.ci)} /> : T.table.noResult}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
