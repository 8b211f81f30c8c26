import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { DATA_TEXTS } from './texts';

const DEBOUNCE_MS = 300;

/** The search box over participants; the server searches (name with Turkish letters folded, or phone). */
export function ParticipantSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextField
      value={text}
      onChange={(event) => setText(event.target.value)}
      label={DATA_TEXTS.search}
      placeholder={DATA_TEXTS.searchHint}
      size="small"
      type="search"
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
