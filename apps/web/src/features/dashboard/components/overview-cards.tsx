import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';
import LocalLaundryServiceOutlinedIcon from '@mui/icons-material/LocalLaundryServiceOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import { ORDER_STATUSES, RETURN_PROMISE_HOURS, type StatsOverview } from '@tsa/shared';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/list-states';
import { paths } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import { changeOf, previousMonthLabel } from '../lib/figures';
import { KpiCard } from './kpi-card';

/** The statuses counted as "in progress": everything before COMPLETED. */
const IN_PROGRESS = ORDER_STATUSES.filter((status) => status !== 'COMPLETED' && status !== 'CANCELLED');

function ordersLink(params: [string, string][]): string {
  return `${paths.dashboard.order}?${new URLSearchParams(params).toString()}`;
}

/** One to six columns of cards: one on phones, two on tablets, three on wide screens. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      aria-label={label}
      role={label ? 'region' : undefined}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

function Pill({ tone, children }: { tone: 'warning' | 'success' | 'error' | 'neutral'; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={(theme) => {
        const colour = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;
        const dark = theme.palette.mode === 'dark';
        return {
          px: 1,
          py: 0.25,
          borderRadius: '8px',
          fontSize: '0.8125rem',
          fontWeight: 700,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          color: tone === 'neutral' ? colour : dark ? theme.palette[tone].main : theme.palette[tone].dark,
          bgcolor: alpha(colour, dark ? 0.18 : 0.12),
        };
      }}
    >
      {children}
    </Box>
  );
}

export function OverviewCards({ overview }: { overview: StatsOverview }) {
  const { today } = overview;
  const change = changeOf(overview.revenueThisMonth, overview.revenueLastMonthToDate);
  return (
    <CardGrid label="Số liệu chính">
      <KpiCard
        label="Đơn hôm nay"
        icon={<ReceiptLongOutlinedIcon />}
        value={formatNumber(overview.ordersToday)}
        caption="Đơn đặt trong ngày, kể cả đơn đã hủy"
        to={ordersLink([
          ['from', today],
          ['to', today],
        ])}
      />
      <KpiCard
        label="Đang xử lý"
        icon={<LocalLaundryServiceOutlinedIcon />}
        value={formatNumber(overview.inProgress)}
        badge={
          <Pill tone={overview.pending > 0 ? 'warning' : 'neutral'}>{formatNumber(overview.pending)} chờ xác nhận</Pill>
        }
        caption="Từ chờ xác nhận đến đang giao"
        to={ordersLink(IN_PROGRESS.map((status) => ['status', status]))}
      />
      <KpiCard
        label="Trễ hẹn"
        icon={<AlarmOutlinedIcon />}
        tone={overview.late > 0 ? 'warning' : 'success'}
        alert={overview.late > 0}
        value={formatNumber(overview.late)}
        badge={overview.late > 0 ? <Pill tone="warning">Cần xử lý</Pill> : <Pill tone="success">Đúng hẹn</Pill>}
        caption={`Chưa lấy đồ khi đã hết khung giờ hẹn, hoặc chưa trả đồ sau ${RETURN_PROMISE_HOURS} giờ kể từ khung giờ đó`}
      />
      <KpiCard
        label="Doanh thu tháng này"
        icon={<PaymentsOutlinedIcon />}
        value={formatMoney(overview.revenueThisMonth)}
        badge={
          change && (
            <Pill tone={change.direction === 'up' ? 'success' : change.direction === 'down' ? 'error' : 'neutral'}>
              {change.text}
            </Pill>
          )
        }
        caption={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {change
                ? `So với cùng kỳ tháng trước: ${formatMoney(overview.revenueLastMonthToDate)}`
                : 'Cùng kỳ tháng trước chưa có doanh thu để so sánh'}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              Cả tháng {previousMonthLabel(today)}: {formatMoney(overview.revenueLastMonth)}
            </Box>
          </>
        }
        to={paths.dashboard.report}
      />
      <KpiCard
        label="Sinh viên hoạt động"
        icon={<PeopleAltOutlinedIcon />}
        tone="info"
        value={formatNumber(overview.activeStudentsThisMonth)}
        caption="Đã đặt ít nhất một đơn trong tháng này"
        to={paths.dashboard.student}
      />
      <KpiCard
        label="Sự cố đang mở"
        icon={<ReportProblemOutlinedIcon />}
        tone={overview.openReports > 0 ? 'error' : 'success'}
        value={formatNumber(overview.openReports)}
        caption="Báo cáo sự cố đang chờ hoặc đang được xem xét"
        to={paths.dashboard.report}
      />
      <KpiCard
        label="Ví và gói chưa dùng"
        icon={<PaymentsOutlinedIcon />}
        tone="info"
        value={formatMoney(overview.walletLiability + overview.planLiability)}
        caption={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              Số dư ví của sinh viên: {formatMoney(overview.walletLiability)}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              Gói đã bán chưa dùng: {formatNumber(overview.planLiabilityKg)} kg ({formatMoney(overview.planLiability)})
            </Box>
          </>
        }
        to={MONEY_REPORT}
      />
      <KpiCard
        label="Ưu đãi tháng này"
        icon={<ReceiptLongOutlinedIcon />}
        value={formatMoney(overview.voucherCostThisMonth + overview.referralCostThisMonth)}
        caption={`Mã giảm giá ${formatMoney(overview.voucherCostThisMonth)} · Giới thiệu bạn bè ${formatMoney(overview.referralCostThisMonth)}`}
        to={MONEY_REPORT}
      />
    </CardGrid>
  );
}

/** The report's money table: where the two money cards' figures come from, day by day. */
const MONEY_REPORT = `${paths.dashboard.report}?table=money`;

/** The cards' places while the figures load, the same size so nothing jumps. */
export function OverviewCardsSkeleton() {
  return (
    <CardGrid>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={164} sx={{ borderRadius: '20px' }} />
      ))}
    </CardGrid>
  );
}

export function OverviewCardsError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Card>
      <ErrorState dense title="Không tải được số liệu tổng quan" error={error} onRetry={onRetry} retrying={retrying} />
    </Card>
  );
}
