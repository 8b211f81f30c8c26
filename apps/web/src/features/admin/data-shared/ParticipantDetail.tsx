import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { CsvButton } from './CsvButton';
import { ParticipantIdentity, type ParticipantSummary } from './ParticipantIdentity';
import { DATA_TEXTS } from './texts';

export interface ParticipantDetailProps<D> {
  /** The detail read for the participant. */
  detail: { data?: D; isError: boolean };
  onBack: () => void;
  testId: string;
  /** Who the detail is of, their record count and their CSV download. */
  header: (data: D) => { participant: ParticipantSummary; recordCount: number; csvPath: string; csvName: string };
  children: (data: D) => ReactNode;
}

/** One participant's page in a data tab: back, name and group, the CSV download, then the tab's sections. */
export function ParticipantDetail<D>({ detail, onBack, testId, header, children }: ParticipantDetailProps<D>) {
  const data = detail.data;
  const head = data === undefined ? null : header(data);
  return (
    <Stack spacing={2} data-testid={testId}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {DATA_TEXTS.back}
        </Button>
      </Box>
      {detail.isError && <Alert severity="error">{DATA_TEXTS.loadFailed}</Alert>}
      {data === undefined || !head ? (
        !detail.isError && <Skeleton variant="rounded" height={160} />
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <ParticipantIdentity participant={head.participant} size="detail" details={DATA_TEXTS.records(head.recordCount)} />
            <Box>
              <CsvButton path={head.csvPath} recordCount={head.recordCount} fallbackName={head.csvName} />
            </Box>
          </Stack>
          {children(data)}
        </>
      )}
    </Stack>
  );
}
