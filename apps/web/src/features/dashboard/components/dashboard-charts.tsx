import type { StatsCharts } from '@tsa/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { BusiestSlotsGrid } from './busiest-slots-grid';
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
 * Every chart of the dashboard, loaded on its own (React.lazy) so that the cards above paint
 * without waiting for the drawings' code.
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
    <ChartsGrid>
      <OrdersPerDayChart days={figures.ordersPerDay} state={state} updating={updating} />
      <StatusMixChart mix={figures.statusMix} state={state} updating={updating} />
      <RevenueByServiceChart services={figures.revenuePerService} state={state} updating={updating} />
      <BusiestSlotsGrid slots={figures.busiestSlots} state={state} updating={updating} />
    </ChartsGrid>
  );
}
