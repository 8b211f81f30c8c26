import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { AB_GROUPS, type AbGroup } from '@uyku/domain';
import { ADMIN_TEXTS } from '../texts';

/** Control or experiment group, as radio buttons (two options read faster than a menu). */
export function GroupField({ value, onChange }: { value: AbGroup; onChange: (group: AbGroup) => void }) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{ADMIN_TEXTS.form.group}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value as AbGroup)}>
        {AB_GROUPS.map((group) => (
          <FormControlLabel key={group} value={group} control={<Radio />} label={ADMIN_TEXTS.groupNames[group]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
