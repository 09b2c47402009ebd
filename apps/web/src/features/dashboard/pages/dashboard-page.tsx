import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { formatViDate, hcmDateOf } from '@tsa/shared';
import type { ReactNode } from 'react';
import { LazyPart } from '@/components/lazy-part';
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
import { SetupWarnings } from '../components/setup-warnings';
import { useLiveStats } from '../hooks/use-live-stats';

const loadCharts = async () => (await import('../components/dashboard-charts')).default;
const inCard = (message: ReactNode) => <Card>{message}</Card>;

/** /dashboard: today's figures first (one light request), then the charts for the range in the URL. */
export default function DashboardPage() {
  const overview = useStatsOverview();
  const range = useStatsRange();
  const charts = useStatsCharts(range);
  useLiveStats();

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
      <SetupWarnings />
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
        <LazyPart
          load={loadCharts}
          props={{ charts }}
          fallback={<ChartsSkeleton />}
          failedTitle="Không tải được biểu đồ"
          frame={inCard}
        />
      </Box>
    </>
  );
}
