import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { AbGroup } from '@uyku/domain';
import { AUTH_TEXTS } from './texts';

export interface GroupDescriptions {
  control: string;
  experiment: string;
}

/**
 * The participant's own choice of study group at registration (an admin may change it later).
 * The names are the spec's; the descriptions are the study's (docs/product.md, "Study"), and
 * `null` while they load: an empty line then, rather than the spec's texts flashing before
 * neutral ones, since what is read here is what the choice is made on.
 */
export function GroupChoice({
  value,
  onChange,
  descriptions,
}: {
  value: AbGroup;
  onChange: (group: AbGroup) => void;
  descriptions: GroupDescriptions | null;
}) {
  const options: { value: AbGroup; title: string; description: string | undefined }[] = [
    { value: 'control', title: AUTH_TEXTS.register.controlTitle, description: descriptions?.control },
    { value: 'experiment', title: AUTH_TEXTS.register.experimentTitle, description: descriptions?.experiment },
  ];
  return (
    <FormControl>
      <FormLabel id="group-label">{AUTH_TEXTS.register.group}</FormLabel>
      <RadioGroup aria-labelledby="group-label" value={value} onChange={(e) => onChange(e.target.value as AbGroup)}>
        {options.map((option) => (
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
                  <Typography variant="body2" color="text.secondary" data-testid={`group-description-${option.value}`}>
                    {option.description ?? '\u00A0'}
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
