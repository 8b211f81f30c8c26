import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of a participant's detail. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card component="section" data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
