import SearchIcon from '@mui/icons-material/Search';
import { Chip, InputAdornment, Stack, TextField } from '@mui/material';
import { ADMIN_TEXTS } from '../texts';
import { USER_FILTERS, type UserFilter } from './user-filter';

/**
 * The users tab's search box and filter chips (docs/product.md, "Users"): one click shows who waits
 * for approval, with their count on the chip.
 */
export function UserFilters({
  search,
  onSearch,
  filter,
  onFilter,
  counts,
}: {
  search: string;
  onSearch: (search: string) => void;
  filter: UserFilter;
  onFilter: (filter: UserFilter) => void;
  counts: Record<UserFilter, number>;
}) {
  const t = ADMIN_TEXTS.users;
  return (
    <Stack spacing={1.5}>
      <TextField
        type="search"
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        size="small"
        sx={{ maxWidth: { sm: 420 } }}
        slotProps={{
          htmlInput: { maxLength: 100, autoComplete: 'off' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t.filtersLabel}>
        {USER_FILTERS.map((key) => {
          const selected = key === filter;
          const attention = key === 'waiting' && counts.waiting > 0;
          return (
            <Chip
              key={key}
              label={t.filterChip(t.filters[key], counts[key])}
              onClick={() => onFilter(key)}
              color={selected ? 'primary' : attention ? 'error' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              role="button"
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
