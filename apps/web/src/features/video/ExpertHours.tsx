import { Box } from '@mui/material';
import { VIDEO_TEXTS } from './texts';

const HOURS = '09:00-18:00';

/** The expert hours sentence, the hour range kept on one line ('09:00-' alone at a line's end reads wrong). */
export function ExpertHours() {
  const [before, after] = VIDEO_TEXTS.waitingCall.expertHours.split(HOURS);
  if (after === undefined) return <>{VIDEO_TEXTS.waitingCall.expertHours}</>;
  return (
    <>
      {before}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {HOURS}
      </Box>
      {after}
    </>
  );
}
