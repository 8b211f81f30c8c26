import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { ADMIN_TEXTS } from './texts';

/** What a tab shows until the feature that supplies it has been added. */
export function EmptySlot() {
  return (
    <Card>
      <CardContent>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
          <HourglassEmptyIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
          <Typography variant="h6" component="h2">
            {ADMIN_TEXTS.emptySlot.title}
          </Typography>
          <Typography color="text.secondary">{ADMIN_TEXTS.emptySlot.body}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
