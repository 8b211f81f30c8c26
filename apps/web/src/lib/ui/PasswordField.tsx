import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { TEXTS } from '../../texts';
import { useHydrated } from '../useHydrated';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

/** A password input with a show/hide toggle (sign-in, registration, admin forms). */
export function PasswordField(props: Omit<OutlinedFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  // Answers only once the app has taken a prerendered page over (see useHydrated).
  const interactive = useHydrated();
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? TEXTS.password.hide : TEXTS.password.show}
            onClick={() => setVisible((v) => !v)}
            edge="end"
            disabled={!interactive}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
