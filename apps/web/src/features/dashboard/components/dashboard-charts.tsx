import type { StatsCharts } from '@tsa/shared';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import type { UseQueryResult } from '@tanstack/react-query';
import { BusiestSlotsGrid } from './busiest-slots-grid';
import { chartsViLocaleText } from './charts-vi-locale';
import { ChartsGrid, type ChartState } from './chart-panel';
import { OrdersPerDayChart } from './orders-per-day-chart';
import { RevenueByServiceChart } from './revenue-by-service-chart';
import { StatusMixChart } from './status-mix-chart';

export interface DashboardChartsProps {
  /** The charts' figures for the range on screen; fetched by the page so the request does not wait for this code. */
  charts: UseQueryResult<StatsCharts>;
}

const NONE: StatsCharts = {
  from: '',
  to: '',
  ordersPerDay: [],
  revenuePerService: [],
  statusMix: [],
  busiestSlots: [],
};

/**
 * Every chart of the dashboard. This module holds everything that imports @mui/x-charts and is
 * loaded on its own (React.lazy), so the cards above do not wait for the chart library.
 */
export default function DashboardCharts({ charts }: DashboardChartsProps) {
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = charts;
  // With figures on screen, a failed refresh keeps them: the error shows only when there is nothing else.
  const state: ChartState =
    isError && !data
      ? { kind: 'error', error, onRetry: () => void refetch(), retrying: isFetching }
      : isPending
        ? { kind: 'loading' }
        : { kind: 'ready' };
  const figures = data ?? NONE;
  const updating = isPlaceholderData && isFetching;
  return (
    <ChartsLocalizationProvider localeText={chartsViLocaleText}>
      <ChartsGrid>
        <OrdersPerDayChart days={figures.ordersPerDay} state={state} updating={updating} />
        <StatusMixChart mix={figures.statusMix} state={state} updating={updating} />
        <RevenueByServiceChart services={figures.revenuePerService} state={state} updating={updating} />
        <BusiestSlotsGrid slots={figures.busiestSlots} state={state} updating={updating} />
      </ChartsGrid>
    </ChartsLocalizationProvider>
  );
}
