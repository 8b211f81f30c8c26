import { useColorScheme } from '@mui/material/styles';
import type { StudyGroup } from '@uyku/domain';

/**
 * One colour per arm in every chart of the tab: control a muted blue-grey, experiment a strong
 * teal, each at least 3:1 on the card of its scheme, so the arms are told apart at a glance.
 */
const GROUP_COLORS = {
  light: { control: '#607d8b', experiment: '#00796b' },
  dark: { control: '#b0bec5', experiment: '#4db6ac' },
} as const;

export function useGroupColors(): Record<StudyGroup, string> {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' || mode === undefined ? systemMode : mode;
  return GROUP_COLORS[resolved === 'dark' ? 'dark' : 'light'];
}
