import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useColorScheme } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import { COLOR_SCHEME_TEXTS } from './texts';
import { applyThemeColor } from './theme-color';

type Mode = 'system' | 'light' | 'dark';

const OPTIONS: { mode: Mode; label: string; Icon: typeof DarkModeIcon }[] = [
  { mode: 'system', label: COLOR_SCHEME_TEXTS.system, Icon: SettingsBrightnessIcon },
  { mode: 'light', label: COLOR_SCHEME_TEXTS.light, Icon: LightModeIcon },
  { mode: 'dark', label: COLOR_SCHEME_TEXTS.dark, Icon: DarkModeIcon },
];

/**
 * Top-bar control for night mode: follow the system, or keep light or dark on this device. MUI's
 * ThemeProvider stores the choice in localStorage ('mui-mode'), and public/color-scheme-init.js
 * applies it before the first paint on the next visit.
 */
export function ColorSchemeMenu() {
  const { mode, setMode, systemMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current: Mode = mode ?? 'system';
  const resolved = current === 'system' ? (systemMode ?? 'light') : current;

  useEffect(() => applyThemeColor(resolved), [resolved]);

  const { Icon } = OPTIONS.find((option) => option.mode === current) ?? OPTIONS[0]!;
  const choose = (next: Mode) => {
    setMode(next);
    setAnchor(null);
  };

  return (
    <>
      {/* The browser's own tooltip (`title`), not MUI's: docs/decisions/043-icon-buttons-named-by-title.md. */}
      <IconButton
        color="inherit"
        aria-label={COLOR_SCHEME_TEXTS.button}
        title={COLOR_SCHEME_TEXTS.button}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="color-scheme-button"
      >
        <Icon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': COLOR_SCHEME_TEXTS.menuLabel } }}
      >
        {OPTIONS.map(({ mode: option, label, Icon: OptionIcon }) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={current === option}
            selected={current === option}
            onClick={() => choose(option)}
            sx={{ minHeight: 44 }}
          >
            <ListItemIcon>
              <OptionIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
