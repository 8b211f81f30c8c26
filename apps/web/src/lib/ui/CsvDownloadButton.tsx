import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, ButtonGroup, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { CSV_DIALECT_HINTS, CSV_DIALECT_LABELS, CSV_DIALECTS, type CsvDialect } from '@uyku/domain';
import { CSV_DIALECT_BUTTON_NAMES, readCsvDialect, rememberCsvDialect } from '../csv-dialect';

export interface CsvDownloadButtonProps {
  /** The spec's label ('CSV İndir'), or its busy text. */
  label: string;
  busy: boolean;
  onDownload: (dialect: CsvDialect) => void;
  variant?: 'contained' | 'outlined';
  size?: 'small' | 'medium';
}

const pickerLabel = (dialect: CsvDialect) => `CSV biçimi: ${CSV_DIALECT_LABELS[dialect]}`;

/**
 * 'CSV İndir' naming its dialect, 'CSV İndir (Excel Türkçe)' (docs/product.md, "Exports"): the button
 * downloads in the remembered dialect at once, as the spec's button does; the arrow lists 'Excel
 * (Türkçe)' and 'Standart CSV', and choosing one downloads in it and remembers it.
 */
export function CsvDownloadButton({ label, busy, onDownload, variant = 'contained', size = 'medium' }: CsvDownloadButtonProps) {
  const [dialect, setDialect] = useState<CsvDialect>(() => readCsvDialect());
  /** The button group the menu hangs from, while it is open. */
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const menuId = useId();

  const choose = (next: CsvDialect) => {
    setAnchor(null);
    setDialect(next);
    rememberCsvDialect(next);
    onDownload(next);
  };

  return (
    <>
      <ButtonGroup variant={variant} size={size} disabled={busy}>
        {/* The button says the dialect it writes: 'CSV İndir (Excel Türkçe)'. */}
        <Button startIcon={<DownloadIcon />} onClick={() => onDownload(dialect)}>
          {busy ? label : `${label} (${CSV_DIALECT_BUTTON_NAMES[dialect]})`}
        </Button>
        <Button
          aria-label={pickerLabel(dialect)}
          title={pickerLabel(dialect)}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget.parentElement)}
          sx={{ px: 0.5 }}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {CSV_DIALECTS.map((option) => (
          <MenuItem key={option} selected={option === dialect} onClick={() => choose(option)} sx={{ maxWidth: 360, whiteSpace: 'normal' }}>
            <ListItemIcon>{option === dialect && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={CSV_DIALECT_LABELS[option]} secondary={CSV_DIALECT_HINTS[option]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
