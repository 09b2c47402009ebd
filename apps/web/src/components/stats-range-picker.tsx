import DateRangeOutlinedIcon from '@mui/icons-material/DateRangeOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatViDate, statsRangeProblem } from '@tsa/shared/rules';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { STATS_PRESETS, type StatsRangeState } from '@/lib/use-stats-range';

// The date pickers (≈ 55 KB) load only when a custom range is asked for, not with the figures.
const DateField = lazy(() => import('@/components/date-field').then((module) => ({ default: module.DateField })));

export interface StatsRangePickerProps {
  /** From `useStatsRange()`: the range in the URL and the ways to change it. */
  range: StatsRangeState;
}

/**
 * The period of a page of figures: 7, 30 or 90 days up to today, or two days typed dd/mm/yyyy.
 * A custom range the server would refuse (ends before it starts, wider than the limit) is
 * explained here and never reaches the URL, so the charts keep the last good range.
 */
export function StatsRangePicker({ range }: StatsRangePickerProps) {
  const { from, to, preset, setPreset, setCustom } = range;
  const [draft, setDraft] = useState({ from, to });
  const errorId = useId();

  // The URL changed (a preset, the back button): the fields show the range in force.
  useEffect(() => setDraft({ from, to }), [from, to]);

  const error = draft.from && draft.to ? statsRangeProblem(draft.from, draft.to) : null;
  const missing = !draft.from || !draft.to;

  const change = (field: 'from' | 'to', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (next.from && next.to && !statsRangeProblem(next.from, next.to)) setCustom(next.from, next.to);
  };

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        useFlexGap
        sx={{
          alignItems: { xs: 'stretch', sm: 'center' },
          flexWrap: 'wrap',
        }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={preset}
          onChange={(_, next: (typeof STATS_PRESETS)[number] | 'custom' | null) => {
            if (next === null) return;
            // The custom fields start from the range on screen, so the figures do not jump.
            if (next === 'custom') setCustom(from, to);
            else setPreset(next);
          }}
          aria-label="Khoảng thời gian"
          sx={{
            '& .MuiToggleButton-root': {
              textTransform: 'none',
              // Four buttons in a row still fit 320 px (WCAG 1.4.10) with less padding on a phone.
              px: { xs: 0.75, sm: 1.5 },
              whiteSpace: 'nowrap',
              flex: { xs: 1, sm: 'none' },
            },
          }}
        >
          {STATS_PRESETS.map((days) => (
            <ToggleButton key={days} value={days}>
              {days} ngày
            </ToggleButton>
          ))}
          <ToggleButton value="custom">Tùy chọn</ToggleButton>
        </ToggleButtonGroup>
        <Stack
          direction="row"
          spacing={0.75}
          sx={{
            alignItems: 'center',
            color: 'text.secondary',
          }}
        >
          <DateRangeOutlinedIcon fontSize="small" aria-hidden />
          <Typography
            variant="body2"
            data-testid="stats-range"
            aria-live="polite"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {formatViDate(from)} – {formatViDate(to)}
          </Typography>
        </Stack>
      </Stack>
      {preset === 'custom' && (
        <Box>
          <Suspense fallback={<Box sx={{ height: 40, maxWidth: 420 }} />}>
            {/* Two day fields side by side need ~400 px: on a phone they stack. */}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ maxWidth: { xs: 'none', sm: 420 } }}>
              <DateField
                label="Từ ngày"
                size="small"
                value={draft.from}
                onChange={(value) => change('from', value)}
                error={Boolean(error)}
                fullWidth
                describedBy={error ? errorId : undefined}
              />
              <DateField
                label="Đến ngày"
                size="small"
                value={draft.to}
                onChange={(value) => change('to', value)}
                error={Boolean(error)}
                fullWidth
                describedBy={error ? errorId : undefined}
              />
            </Stack>
          </Suspense>
          {(error || missing) && (
            <FormHelperText id={errorId} error={Boolean(error)} role={error ? 'alert' : undefined}>
              {error ?? 'Nhập đủ hai ngày để xem khoảng thời gian này'}
            </FormHelperText>
          )}
        </Box>
      )}
    </Stack>
  );
}
