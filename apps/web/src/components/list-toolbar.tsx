import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const TOOLBAR_PADDING = { xs: 2, sm: 2.5 } as const;

export interface ListToolbarChips {
  /** Shown before the chips: 'Trạng thái:' */
  label: string;
  /** The group's accessible name: 'Lọc theo trạng thái' */
  groupLabel: string;
  chips: ReactNode;
}

export interface ListToolbarProps {
  /** The search in the URL; the box follows it when it changes from outside (back button, "Xóa bộ lọc"). */
  search: string;
  /** Called once typing pauses; pass `{ replace: true }` on to the URL so pauses add no history. */
  onSearchChange: (search: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  searchDelayMs?: number;
  /** Selects and date fields beside the search box. */
  filters?: ReactNode;
  /** Width of each filter beside the search on wide screens; they share the row on phones. */
  filterWidth: number;
  /** A row of filter chips under the search. */
  chips?: ListToolbarChips;
  /** Shows "Xóa bộ lọc" at the end of the last row. */
  onReset?: () => void;
}

/** Phones: one row that scrolls sideways instead of several rows of chips. */
const chipRowSx = {
  flexWrap: { xs: 'nowrap', md: 'wrap' },
  overflowX: { xs: 'auto', md: 'visible' },
  mx: { xs: -2, sm: 0 },
  px: { xs: 2, sm: 0 },
  pb: { xs: 0.5, md: 0 },
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '& > *': { flexShrink: 0 },
} as const;

/**
 * The search box and filters above a list. The box keeps what is typed and hands it on after a
 * pause; the filters belong to the list.
 */
export function ListToolbar(props: ListToolbarProps) {
  const {
    search,
    onSearchChange,
    searchLabel,
    searchPlaceholder,
    searchDelayMs = 300,
    filters,
    filterWidth,
    chips,
    onReset,
  } = props;
  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text, searchDelayMs);
  const written = useRef(search);

  // Only a new pause in typing sends: the callback changes with every URL change, and a run for
  // that alone would send a stale pause again (the old search back right after "Xóa bộ lọc").
  const send = useEffectEvent((text: string) => onSearchChange(text));
  useEffect(() => {
    if (debounced.trim() === written.current.trim()) return;
    written.current = debounced;
    send(debounced);
  }, [debounced]);

  useEffect(() => {
    if (search.trim() === written.current.trim()) return;
    written.current = search;
    setText(search);
  }, [search]);

  const clearSearch = () => {
    setText('');
    written.current = '';
    onSearchChange('');
  };

  // What was typed but not yet sent goes too.
  const reset = onReset
    ? () => {
        setText('');
        written.current = '';
        onReset();
      }
    : undefined;
  const resetButton = reset && (
    <Button size="small" onClick={reset} sx={{ ml: { sm: 'auto' } }}>
      Xóa bộ lọc
    </Button>
  );

  const searchRow = (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={chips ? undefined : { p: TOOLBAR_PADDING }}>
      <TextField
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={searchPlaceholder}
        size="small"
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{
          htmlInput: { 'aria-label': searchLabel, maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton aria-label="Xóa nội dung tìm kiếm" edge="end" size="small" onClick={clearSearch}>
                  <CloseRoundedIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{
          flexWrap: 'wrap',
          '& > *': { flex: { xs: '1 1 140px', md: `0 0 ${filterWidth}px` } },
        }}
      >
        {filters}
        {!chips && resetButton}
      </Stack>
    </Stack>
  );

  if (!chips) return searchRow;
  return (
    <Stack spacing={2} sx={{ p: TOOLBAR_PADDING }}>
      {searchRow}
      <Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          role="group"
          aria-label={chips.groupLabel}
          sx={[
            {
              alignItems: 'center',
            },
            ...(Array.isArray(chipRowSx) ? chipRowSx : [chipRowSx]),
          ]}
        >
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mr: 0.5,
            }}
          >
            {chips.label}
          </Typography>
          {chips.chips}
          {resetButton}
        </Stack>
      </Box>
    </Stack>
  );
}
