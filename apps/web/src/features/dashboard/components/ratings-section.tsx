import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RatingSummary } from '@tsa/shared';
import { ErrorState } from '@/components/list-states';
import { SectionHeader } from '@/components/section-header';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useRatingSummary } from '../api/get-rating-summary';
import { CardGrid } from './overview-cards';
import { KpiCard } from './kpi-card';

const averageText = (average: number | null) =>
  average === null ? '–' : `${average.toLocaleString('vi-VN', { maximumFractionDigits: 1 })}/5`;

function AverageList({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; name: string; count: number; average: number | null }[];
}) {
  return (
    <Card sx={{ p: 2.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          Chưa có đánh giá.
        </Typography>
      ) : (
        <Box component="ul" aria-label={title} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {rows.map((row) => (
            <Stack
              component="li"
              key={row.key}
              direction="row"
              spacing={1}
              sx={{
                alignItems: 'baseline',
                py: 0.5,
              }}
            >
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap title={row.name}>
                {row.name}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {averageText(row.average)}
              </Typography>
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                  whiteSpace: 'nowrap',
                }}
              >
                ({formatNumber(row.count)} lượt)
              </Typography>
            </Stack>
          ))}
        </Box>
      )}
    </Card>
  );
}

function RatingCards({ summary }: { summary: RatingSummary }) {
  const latest = summary.recent.find((rating) => rating.comment);
  return (
    <CardGrid>
      <KpiCard
        label="Điểm đánh giá trung bình"
        icon={<StarRoundedIcon />}
        tone="warning"
        value={averageText(summary.overall.average)}
        caption={
          <>
            {formatNumber(summary.overall.count)} lượt đánh giá
            {latest && (
              <Box component="span" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
                Mới nhất ({latest.code}, {formatDateTime(latest.createdAt)}): “{latest.comment}”
              </Box>
            )}
          </>
        }
      />
      <AverageList title="Theo dịch vụ" rows={summary.services.map((row) => ({ ...row, key: row.serviceId }))} />
      <AverageList
        title="Theo nhân viên lấy/giao đồ"
        rows={summary.staff.map((row) => ({ ...row, key: row.staffId }))}
      />
    </CardGrid>
  );
}

/** The students' ratings of completed orders: the average, then per service and per staff member. */
export function RatingsSection() {
  const summary = useRatingSummary();
  let content;
  if (summary.data) content = <RatingCards summary={summary.data} />;
  else if (summary.isError)
    content = (
      <Card>
        <ErrorState
          dense
          title="Không tải được đánh giá"
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      </Card>
    );
  else content = <Skeleton variant="rounded" height={160} />;
  return (
    <Box component="section" aria-labelledby="dashboard-ratings-title" sx={{ mt: { xs: 4, md: 5 } }}>
      <SectionHeader
        id="dashboard-ratings-title"
        title="Đánh giá của sinh viên"
        subtitle="Sau mỗi đơn hoàn thành, từ 1 đến 5 sao"
      />
      {content}
    </Box>
  );
}
