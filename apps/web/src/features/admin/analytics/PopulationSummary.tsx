import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ANALYSIS_POPULATIONS, type PrimaryAnalysisResponse, type PrimaryMetricResult } from '@uyku/domain';
import { ancovaText, cohenText, hedgesText } from './ComparisonTable';
import { interval, num, pValue, signed } from './format';
import { ScrollableTable } from './ScrollableTable';
import { ANALYTICS_TEXTS as T, populationLabel } from './texts';

/**
 * The primary outcome under both populations side by side (ITT and per-protocol), and the
 * missing-data sensitivity analysis ('En az 1 gece'), so a reader sees at once whether the movers
 * or the complete-case rule change the answer: n as participants, the change-score test,
 * Hedges' g and Cohen's d, and the ANCOVA.
 */
export function PopulationSummary({ data }: { data: PrimaryAnalysisResponse }) {
  const result = (population: (typeof ANALYSIS_POPULATIONS)[number]) => data[population].results.find((r) => r.metric === data.primaryOutcome);
  const rows: { label: string; cell: (r: PrimaryMetricResult) => string }[] = [
    { label: T.primary.participantsRow, cell: (r) => `${r.control.n} / ${r.experiment.n}` },
    { label: T.primary.changeRow, cell: (r) => (r.welch ? `${signed(r.welch.difference)} ${interval(r.welch.ci)}` : T.table.noResult) },
    { label: T.primary.testRow, cell: (r) => (r.welch ? `${num(r.welch.t, 2)} (${num(r.welch.df, 1)}), ${pValue(r.welch.p)}` : T.table.noResult) },
    { label: T.primary.hedgesRow, cell: hedgesText },
    { label: T.primary.cohenRow, cell: (r) => cohenText(r).replace('d = ', '') },
    { label: T.primary.ancovaRow, cell: (r) => ancovaText(r.ancova) },
  ];
  return (
    <ScrollableTable label={T.primary.summaryLabel}>
      <Table size="small" data-testid="primary-summary">
        <TableHead>
          <TableRow>
            <TableCell>{T.primary.summaryTitle(T.metrics[data.primaryOutcome])}</TableCell>
            {ANALYSIS_POPULATIONS.map((population) => (
              <TableCell key={population}>{populationLabel(population, data.assignment)}</TableCell>
            ))}
            <TableCell>{T.primary.sensitivity}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {ANALYSIS_POPULATIONS.map((population) => {
                const r = result(population);
                return <TableCell key={population}>{r ? row.cell(r) : T.table.noResult}</TableCell>;
              })}
              <TableCell>{data.sensitivity.result ? row.cell(data.sensitivity.result) : T.table.noResult}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
