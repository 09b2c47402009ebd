// The plain rules, not the query schema: the dashboard paints without zod.
import { addDays, hcmDateOf, statsRangeProblem } from '@tsa/shared/rules';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The quick ranges, in days up to and including today. */
export const STATS_PRESETS = [7, 30, 90] as const;
export type StatsPresetDays = (typeof STATS_PRESETS)[number];
export const DEFAULT_STATS_PRESET: StatsPresetDays = 30;

export type StatsRangePreset = StatsPresetDays | 'custom';

export interface StatsRangeValue {
  /** `YYYY-MM-DD`, both days included. */
  from: string;
  to: string;
  preset: StatsRangePreset;
}

/** The last `days` days, today included. */
export function presetRange(days: StatsPresetDays, today: string): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/**
 * Reads the range from a query string: `?from=&to=` when both are real days in order and no
 * wider than STATS_MAX_RANGE_DAYS (the server's own rules), else `?range=7|30|90`, else the last
 * 30 days. A link that no longer makes sense falls back instead of showing an error.
 */
export function parseStatsRange(params: URLSearchParams, today: string): StatsRangeValue {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && !statsRangeProblem(from, to)) {
    return { from, to, preset: 'custom' };
  }
  const days = Number(params.get('range'));
  const preset = (STATS_PRESETS as readonly number[]).includes(days) ? (days as StatsPresetDays) : DEFAULT_STATS_PRESET;
  return { ...presetRange(preset, today), preset };
}

export interface StatsRangeState extends StatsRangeValue {
  /** A quick range; the default (30 days) leaves the query string clean. */
  setPreset: (days: StatsPresetDays) => void;
  /** Two days chosen by hand; ignored unless they make a valid range. */
  setCustom: (from: string, to: string) => void;
}

/**
 * The period a page of figures covers, held in the URL so a reload or a shared link shows the
 * same charts. Only `range`, `from` and `to` are touched; other parameters stay. "Today" is the
 * Ho Chi Minh City day, whatever the device's zone.
 */
export function useStatsRange(): StatsRangeState {
  const [params, setParams] = useSearchParams();
  const today = hcmDateOf(new Date());
  const value = useMemo(() => parseStatsRange(params, today), [params, today]);

  const setPreset = useCallback(
    (days: StatsPresetDays) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('from');
          next.delete('to');
          if (days === DEFAULT_STATS_PRESET) next.delete('range');
          else next.set('range', String(days));
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const setCustom = useCallback(
    (from: string, to: string) => {
      if (statsRangeProblem(from, to)) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('range');
          next.set('from', from);
          next.set('to', to);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { ...value, setPreset, setCustom };
}
