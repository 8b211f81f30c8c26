import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One section of the profile page: an outlined card under its h2 title. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
