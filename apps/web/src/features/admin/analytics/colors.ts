import { useColorScheme } from '@mui/material/styles';
import type { StudyGroup } from '@uyku/domain';

/**
 * One colour per arm in every chart of the tab: control a muted blue-grey, experiment a strong
 * teal, each at least 3:1 on the card of its scheme, so the arms are told apart at a glance. The
 * light scheme's pair also carries white chip text at ≥ 4.5:1, the dark scheme's pair near-black.
 */
const GROUP_COLORS = {
  light: { control: '#546e7a', experiment: '#00796b' },
  dark: { control: '#b0bec5', experiment: '#4db6ac' },
} as const;

/** Text on a chip filled with an arm's colour. */
const ON_GROUP_COLOR = { light: '#fff', dark: 'rgba(0, 0, 0, 0.87)' } as const;

/** Before and after listening: orange and blue, light tones in the dark so the bars stand out on its card. */
const HEART_RATE_COLORS = {
  light: { before: '#ef6c00', after: '#1565c0' },
  dark: { before: '#ffb74d', after: '#90caf9' },
} as const;

function useScheme(): 'light' | 'dark' {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' || mode === undefined ? systemMode : mode;
  return resolved === 'dark' ? 'dark' : 'light';
}

export function useGroupColors(): Record<StudyGroup, string> {
  return GROUP_COLORS[useScheme()];
}

export function useOnGroupColor(): string {
  return ON_GROUP_COLOR[useScheme()];
}

export function useHeartRateColors(): { before: string; after: string } {
  return HEART_RATE_COLORS[useScheme()];
}
