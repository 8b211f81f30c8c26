import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { NightSummary } from '@uyku/domain';
import { NightCard } from './NightCard';
import { SLEEP_TEXTS } from './texts';

export interface NightListProps {
  /** The server's answer: an empty list here really is an empty diary. */
  records: readonly NightSummary[];
  onNew: () => void;
  onEdit: (id: string) => void;
  onDelete: (session: NightSummary) => void;
}

/** The nights of /sleep, newest first, or the empty diary's invitation to a first entry. */
export function NightList({ records, onNew, onEdit, onDelete }: NightListProps) {
  const t = SLEEP_TEXTS;
  if (records.length === 0) {
    return (
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 4 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.empty}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
            {t.firstRecord}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
      {records.map((session) => (
        <NightCard
          key={session.id}
          session={session}
          onEdit={() => onEdit(session.id)}
          onDelete={() => onDelete(session)}
        />
      ))}
    </Stack>
  );
}
