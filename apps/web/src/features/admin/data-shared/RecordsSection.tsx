import { Alert, Box, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadMoreButton } from './LoadMoreButton';
import type { Paged } from './paged';
import { Section } from './Section';
import { DATA_TEXTS } from './texts';

/** 'Tüm Kayıtlar (n)': every record of a participant, newest first, a page at a time. */
export function RecordsSection<T>(props: {
  count: number;
  records: Paged<T>;
  renderRecord: (record: T) => ReactNode;
  testId: string;
}) {
  const { count, records, renderRecord, testId } = props;
  return (
    <Section title={DATA_TEXTS.allRecords(count)} testId={testId}>
      {records.isError && <Alert severity="error">{DATA_TEXTS.loadFailed}</Alert>}
      {records.isPending ? <Skeleton variant="rounded" height={56} /> : <Box>{records.items.map(renderRecord)}</Box>}
      {records.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <LoadMoreButton paged={records} />
        </Box>
      )}
    </Section>
  );
}
