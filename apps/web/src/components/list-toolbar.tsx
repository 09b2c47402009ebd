import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCompactLayout } from '@/lib/use-compact-layout';
import type { SearchBox } from '@/lib/use-url-filters';

const TOOLBAR_PADDING = { xs: 2, sm: 2.5 } as const;

export interface ListToolbarChips {
  /** Shown before the chips: 'Trạng thái:' */
  label: string;
  /** The group's accessible name: 'Lọc theo trạng thái' */
  groupLabel: string;
  chips: ReactNode;
}

export interface ListToolbarProps {
  /** The list's search box (`useUrlFilters`): it sends what is typed once typing pauses. */
  search: SearchBox;
  searchLabel: string;
  searchPlaceholder: string;
  /** Selects and date fields beside the search box. */
  filters?: ReactNode;
  /** Width of each filter beside the search on wide screens; they share the row on phones. */
  filterWidth: number;
  /** A row of filter chips under the search. */
  chips?: ListToolbarChips;
  /** Shows "Xóa bộ lọc" at the end of the last row (`useUrlFilters`' clearFilters: the box is emptied too). */
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

/** The search box and filters above a list; the list's state and its search are `useUrlFilters`'. */
export function ListToolbar(props: ListToolbarProps) {
  const { search, searchLabel, searchPlaceholder, filters, filterWidth, chips, onReset } = props;
  // On a phone the chips scroll sideways: at their end the button would be off-screen.
  const compact = useCompactLayout();
  const resetButton = onReset && (
    <Button size="small" onClick={() => onReset()} sx={{ ml: { sm: 'auto' } }}>
      Xóa bộ lọc
    </Button>
  );

  const searchRow = (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={chips ? undefined : { p: TOOLBAR_PADDING }}>
      <TextField
        type="search"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
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
            endAdornment: search.text ? (
              <InputAdornment position="end">
                <IconButton aria-label="Xóa nội dung tìm kiếm" edge="end" size="small" onClick={search.clear}>
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
          {!compact && resetButton}
        </Stack>
        {compact && resetButton && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>{resetButton}</Box>
        )}
      </Box>
    </Stack>
  );
}
