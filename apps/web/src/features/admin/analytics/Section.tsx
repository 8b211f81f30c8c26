import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ANALYTICS_TEXTS } from './texts';

/**
 * 'Keşfedici analiz': a table the locked analysis plan did not name beforehand
 * (docs/decisions/035-analysis-plan-locked.md), so its p values are not confirmatory.
 */
export function ExploratoryChip() {
  return <Chip label={ANALYTICS_TEXTS.exploratory} size="small" variant="outlined" data-testid="exploratory" sx={{ alignSelf: 'flex-start' }} />;
}

/** One titled card of the tab; `exploratory` marks it 'Keşfedici analiz'. */
export function Section({
  title,
  intro,
  children,
  testId,
  exploratory = false,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  testId: string;
  exploratory?: boolean;
}) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {exploratory ? <ExploratoryChip /> : null}
          {intro ? (
            <Typography variant="body2" color="text.secondary">
              {intro}
            </Typography>
          ) : null}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
