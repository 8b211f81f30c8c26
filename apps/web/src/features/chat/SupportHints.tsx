import ScheduleIcon from '@mui/icons-material/Schedule';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CHAT_TEXTS } from './texts';

function Hint({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <Card sx={{ flex: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {icon}
          <Stack spacing={0.5}>
            <Typography variant="subtitle2" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {body}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The support page's two hint cards: when experts are online, and how video support runs. */
export function SupportHints() {
  const t = CHAT_TEXTS.hints;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Hint icon={<ScheduleIcon color="primary" aria-hidden />} title={t.hoursTitle} body={t.hoursBody} />
      <Hint icon={<VideocamOutlinedIcon color="primary" aria-hidden />} title={t.videoTitle} body={t.videoBody} />
    </Stack>
  );
}
