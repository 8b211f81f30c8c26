import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

export interface ToggleControlProps {
  /** The microphone is muted, the camera off. */
  off: boolean;
  onToggle: () => void;
  /** What pressing does: 'Mikrofonu kapat' while on, 'Mikrofonu aç' while off. */
  turnOffLabel: string;
  turnOnLabel: string;
  onIcon: ReactNode;
  offIcon: ReactNode;
}

/** A round on/off control of the call (microphone, camera), named by what pressing it does. */
export function ToggleControl({ off, onToggle, turnOffLabel, turnOnLabel, onIcon, offIcon }: ToggleControlProps) {
  const label = off ? turnOnLabel : turnOffLabel;
  return (
    <Tooltip title={label}>
      <IconButton
        onClick={onToggle}
        aria-label={label}
        aria-pressed={off}
        sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: '#fff', width: 56, height: 56 }}
      >
        {off ? offIcon : onIcon}
      </IconButton>
    </Tooltip>
  );
}
