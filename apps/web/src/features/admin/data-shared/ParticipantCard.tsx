import { Card, CardActionArea, CardContent } from '@mui/material';
import type { ReactNode } from 'react';

/** A participant in a data tab's list; the whole card opens their detail. */
export function ParticipantCard({ onOpen, testId, children }: { onOpen: () => void; testId: string; children: ReactNode }) {
  return (
    <Card component="li" sx={{ listStyle: 'none' }} data-testid={testId}>
      {/* Named by its whole content, which starts with the participant's name: a shorter label of its
          own would hide what the card shows from speech users (WCAG 2.5.3, axe label-content-name-mismatch). */}
      <CardActionArea onClick={onOpen}>
        <CardContent>{children}</CardContent>
      </CardActionArea>
    </Card>
  );
}
