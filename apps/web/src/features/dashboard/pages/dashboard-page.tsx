import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { formatViDate, hcmDateOf } from '@tsa/shared';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { StatsRangePicker } from '@/components/stats-range-picker';
import { SectionHeader } from '@/components/section-header';
import { formatDateTime } from '@/lib/format';
import { useStatsRange } from '@/lib/use-stats-range';
import { useStatsCharts } from '../api/get-stats-charts';
import { useStatsOverview } from '../api/get-stats-overview';
import { ChartsSkeleton } from '../components/chart-panel';
import { OverviewCards, OverviewCardsError, OverviewCardsSkeleton } from '../components/overview-cards';
import { RatingsSection } from '../components/ratings-section';
import { useLiveStats } from '../hooks/use-live-stats';

const loadCharts = () => import('../components/dashboard-charts');

/** The chart code could not be fetched (a new deployment, a dropped connection): say so and offer to try again. */
class ChartsBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Card>
        <ErrorState
          dense
          title="Không tải được biểu đồ"
          error={this.state.error}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      </Card>
    );
  }
}

/** /dashboard: today's figures first (one light request), then the charts for the range in the URL. */
export default function DashboardPage() {
  const overview = useStatsOverview();
  const range = useStatsRange();
  const charts = useStatsCharts(range);
  useLiveStats();

  // A failed chunk stays failed inside React.lazy: a retry needs a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  const [DashboardCharts, setDashboardCharts] = useState(() => lazy(loadCharts));
  const retryCharts = () => {
    setDashboardCharts(() => lazy(loadCharts));
    setAttempt((n) => n + 1);
  };

  const today = overview.data?.today ?? hcmDateOf(new Date());
  let cards: ReactNode;
  if (overview.data) cards = <OverviewCards overview={overview.data} />;
  else if (overview.isError)
    cards = (
      <OverviewCardsError
        error={overview.error}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  else cards = <OverviewCardsSkeleton />;

  return (
    <>
      <PageHeader
        title="Tổng quan"
        subtitle={
          <>
            Hôm nay, {formatViDate(today)}
            {overview.dataUpdatedAt > 0 && (
              <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {' · '}
                </Box>
                Cập nhật lúc {formatDateTime(overview.dataUpdatedAt).slice(11)}
              </Box>
            )}
          </>
        }
      />
      {cards}
      <RatingsSection />
      <Box component="section" aria-labelledby="dashboard-charts-title" sx={{ mt: { xs: 4, md: 5 } }}>
        <SectionHeader
          id="dashboard-charts-title"
          title="Biểu đồ"
          subtitle="Theo khoảng thời gian đã chọn"
          actions={<StatsRangePicker range={range} />}
          stackBelow="md"
        />
        <ChartsBoundary key={attempt} onRetry={retryCharts}>
          <Suspense fallback={<ChartsSkeleton />}>
            <DashboardCharts charts={charts} />
          </Suspense>
        </ChartsBoundary>
      </Box>
    </>
  );
}
