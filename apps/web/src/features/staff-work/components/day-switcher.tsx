import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays } from '@tsa/shared';
import { dayLabel, today } from '../lib/days';

export interface DaySwitcherProps {
  date: string;
  onChange: (date: string) => void;
}

/** ‹ Hôm nay · 21/11/2025 › with a way back to today. */
export function DaySwitcher({ date, onChange }: DaySwitcherProps) {
  const label = dayLabel(date);
  const isToday = date === today();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: '14px',
          bgcolor: 'background.paper',
          flex: { xs: 1, sm: 'none' },
        }}
      >
        <IconButton aria-label="Ngày trước" onClick={() => onChange(addDays(date, -1))} sx={{ width: 48, height: 48 }}>
          <ChevronLeftRoundedIcon />
        </IconButton>
        <Box sx={{ flex: 1, textAlign: 'center', minWidth: 150, px: 1 }} aria-live="polite">
          <Typography sx={{ fontWeight: 700, lineHeight: 1.25 }}>{label.name}</Typography>
          <Typography
            variant="caption"
            sx={{
              color: 'text.secondary',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {label.date}
          </Typography>
        </Box>
        <IconButton aria-label="Ngày sau" onClick={() => onChange(addDays(date, 1))} sx={{ width: 48, height: 48 }}>
          <ChevronRightRoundedIcon />
        </IconButton>
      </Stack>
      {!isToday && (
        <Button variant="outlined" onClick={() => onChange(today())} sx={{ minHeight: 48, flexShrink: 0 }}>
          Hôm nay
        </Button>
      )}
    </Stack>
  );
}
