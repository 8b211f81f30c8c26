import { Card, CardContent, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatOneDecimal, type HeartRateAgreementResponse } from '@uyku/domain';
import { api } from '../../../lib/api-client';
import { LoadFailed } from '../../../lib/ui/LoadFailed';
import { signed } from './format';
import { HEART_RATE_DATA_TEXTS } from './texts';

const T = HEART_RATE_DATA_TEXTS.agreement;

export const heartRateAgreementQuery = queryOptions({
  queryKey: ['admin', 'heart-rate', 'agreement'] as const,
  queryFn: ({ signal }) => api<HeartRateAgreementResponse>('/admin/heart-rate/agreement', { signal }),
});

const interval = (ci: { low: number; high: number }) =>
  `[${signed(Math.round(ci.low * 10) / 10)}; ${signed(Math.round(ci.high * 10) / 10)}]`;
const withCi = (value: number, ci: { low: number; high: number }) => `${signed(Math.round(value * 10) / 10)} ${interval(ci)}`;

/**
 * The study's own agreement between its measurement and a reference device, per method
 * (docs/heart-rate-validation.md): bias and 95% limits of agreement with their confidence
 * intervals, computed on the server from the sessions with both a measurement and a reference.
 */
export function AgreementPanel() {
  const agreement = useQuery(heartRateAgreementQuery);
  const rows = agreement.data?.byMethod.filter((row) => row.pairs > 0) ?? [];
  return (
    <Card component="section" aria-labelledby="heart-rate-agreement-title" data-testid="heart-rate-agreement">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2" id="heart-rate-agreement-title">
            {T.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="heart-rate-agreement-known">
            {T.known}
          </Typography>
          {agreement.isError && !agreement.data ? (
            <LoadFailed message={T.loadFailed} onRetry={() => void agreement.refetch()} />
          ) : !agreement.data ? (
            <Skeleton height={48} />
          ) : rows.length === 0 ? (
            <Typography color="text.secondary" data-testid="heart-rate-agreement-empty">
              {T.empty}
            </Typography>
          ) : (
            <>
              <Typography variant="body2">{T.intro}</Typography>
              <Stack sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby="heart-rate-agreement-title">
                  <TableHead>
                    <TableRow>
                      <TableCell>{T.method}</TableCell>
                      <TableCell>{T.pairs}</TableCell>
                      <TableCell>{T.bias}</TableCell>
                      <TableCell>{T.sd}</TableCell>
                      <TableCell>{T.lower}</TableCell>
                      <TableCell>{T.upper}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => {
                      const a = row.agreement;
                      return (
                        <TableRow key={row.method} data-testid={`agreement-${row.method}`}>
                          <TableCell>{T.methods[row.method]}</TableCell>
                          <TableCell>{`${row.pairs} (${row.participants})`}</TableCell>
                          {a ? (
                            <>
                              <TableCell>{withCi(a.bias, a.biasCi)}</TableCell>
                              <TableCell>{formatOneDecimal(a.sd)}</TableCell>
                              <TableCell>{withCi(a.lower, a.lowerCi)}</TableCell>
                              <TableCell>{withCi(a.upper, a.upperCi)}</TableCell>
                            </>
                          ) : (
                            <TableCell colSpan={4}>{T.tooFew}</TableCell>
                          )}
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {agreement.data.method}
              </Typography>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
