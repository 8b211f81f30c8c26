import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { AbGroup } from '@uyku/domain';
import { AUTH_TEXTS } from './texts';

const OPTIONS: { value: AbGroup; title: string; description: string }[] = [
  { value: 'control', title: AUTH_TEXTS.register.controlTitle, description: AUTH_TEXTS.register.controlDescription },
  { value: 'experiment', title: AUTH_TEXTS.register.experimentTitle, description: AUTH_TEXTS.register.experimentDescription },
];

/** The participant's own choice of study group at registration (an admin may change it later). */
export function GroupChoice({ value, onChange }: { value: AbGroup; onChange: (group: AbGroup) => void }) {
  return (
    <FormControl>
      <FormLabel id="group-label">{AUTH_TEXTS.register.group}</FormLabel>
      <RadioGroup aria-labelledby="group-label" value={value} onChange={(e) => onChange(e.target.value as AbGroup)}>
        {OPTIONS.map((option) => (
          <Box
            key={option.value}
            sx={{
              border: 1,
              borderColor: value === option.value ? 'primary.main' : 'divider',
              borderRadius: 2,
              px: 1.5,
              py: 0.5,
              mt: 1,
            }}
          >
            <FormControlLabel
              value={option.value}
              control={<Radio />}
              sx={{ width: '100%', m: 0 }}
              label={
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{option.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {option.description}
                  </Typography>
                </Box>
              }
            />
          </Box>
        ))}
      </RadioGroup>
    </FormControl>
  );
}
