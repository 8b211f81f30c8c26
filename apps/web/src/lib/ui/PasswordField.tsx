import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { TEXTS } from '../../texts';
import { useHydrated } from '../useHydrated';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

/**
 * The show/hide button. It answers only once the app has taken a prerendered page over (see
 * useHydrated), asked here so that the switch redraws the button, not the whole field.
 */
function VisibilityToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const interactive = useHydrated();
  return (
    <IconButton aria-label={visible ? TEXTS.password.hide : TEXTS.password.show} onClick={onToggle} edge="end" disabled={!interactive}>
      {visible ? <VisibilityOff /> : <Visibility />}
    </IconButton>
  );
}

/** A password input with a show/hide toggle (sign-in, registration, admin forms). */
export function PasswordField(props: Omit<OutlinedFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <VisibilityToggle visible={visible} onToggle={() => setVisible((v) => !v)} />
        </InputAdornment>
      }
    />
  );
}
