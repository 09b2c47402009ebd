import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import LocalLaundryServiceOutlinedIcon from '@mui/icons-material/LocalLaundryServiceOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PendingActionsRoundedIcon from '@mui/icons-material/PendingActionsRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { StaffPeriodFigures } from '@tsa/shared';
import { useState, type ReactNode } from 'react';
import { errorText } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { NeedsNetwork, waitsForNetwork } from '@/components/needs-network';
import { useMyFigures } from '../api/get-my-figures';
import { durationParts, NO_VALUE, todayLabel, weekLabel } from '../lib/figures';
import { IconTile } from '@/components/icon-tile';
import { SectionHeader } from '@/components/section-header';

type Period = 'today' | 'week';
type Tone = 'primary' | 'success' | 'error' | 'warning' | 'info';

const grid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;
const bigNumber = {
  fontWeight: 800,
  fontSize: { xs: '1.875rem', sm: '2.125rem' },
  lineHeight: 1.15,
  fontVariantNumeric: 'tabular-nums',
} as const;

/**
 * The number leads (visually first, so numbers line up across a row whatever the length of the
 * labels); the markup keeps label then value, the order a screen reader should say them.
 */
function Tile({
  label,
  icon,
  tone,
  children,
  note,
}: {
  label: string;
  icon: ReactNode;
  tone: Tone;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Card sx={{ position: 'relative', p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column' }}>
      <Typography
        component="dt"
        variant="body2"
        sx={{
          color: 'text.secondary',
          order: 2,
          lineHeight: 1.35,
          mt: 0.75,
          fontWeight: 500,
        }}
      >
        {label}
      </Typography>
      {/* Clear of the icon in the corner; the label below it has the whole width. */}
      <Box component="dd" sx={{ order: 1, m: 0, pr: 5 }}>
        {children}
      </Box>
      {note && (
        <Typography
          component="dd"
          variant="caption"
          sx={{
            color: 'text.secondary',
            order: 3,
            m: 0,
            mt: 0.25,
          }}
        >
          {note}
        </Typography>
      )}
      <IconTile
        size={32}
        tone={tone}
        sx={{ position: 'absolute', top: { xs: 14, sm: 18 }, right: { xs: 14, sm: 18 }, '& svg': { fontSize: 20 } }}
      >
        {icon}
      </IconTile>
    </Card>
  );
}

function Count({ value }: { value: number }) {
  return (
    <Typography component="span" sx={{ ...bigNumber, display: 'block' }}>
      {formatNumber(value)}
    </Typography>
  );
}

/** '1 giờ 5 phút' with the numbers big, so it fits a half-width tile on a phone. */
function Duration({ minutes }: { minutes: number | null }) {
  const parts = durationParts(minutes);
  if (!parts) {
    return (
      <Typography component="span" sx={{ ...bigNumber, display: 'block', color: 'text.secondary' }}>
        {NO_VALUE}
      </Typography>
    );
  }
  return (
    <Typography component="span" sx={{ ...bigNumber, display: 'block' }}>
      {parts.map(([value, unit], index) => (
        <span key={unit}>
          {index > 0 && ' '}
          {value}{' '}
          <Box component="span" sx={{ fontSize: '0.9375rem', fontWeight: 600, color: 'text.secondary' }}>
            {unit}
          </Box>
        </span>
      ))}
    </Typography>
  );
}

function Figures({ figures }: { figures: StaffPeriodFigures }) {
  return (
    <Box component="dl" sx={{ ...grid, m: 0 }}>
      <Tile label="Lấy đồ xong" tone="success" icon={<LocalShippingOutlinedIcon />}>
        <Count value={figures.pickupsDone} />
      </Tile>
      <Tile label="Giao đồ xong" tone="success" icon={<LocalShippingOutlinedIcon sx={{ transform: 'scaleX(-1)' }} />}>
        <Count value={figures.dropoffsDone} />
      </Tile>
      <Tile label="Thất bại" tone="error" icon={<ErrorOutlineRoundedIcon />}>
        <Count value={figures.tasksFailed} />
      </Tile>
      <Tile
        label="Còn lại"
        tone="warning"
        icon={<PendingActionsRoundedIcon />}
        note={`trên ${formatNumber(figures.tasksAssigned)} việc được giao`}
      >
        <Count value={figures.tasksOpen} />
      </Tile>
      <Tile
        label="Đơn bạn đã xử lý"
        tone="primary"
        icon={<LocalLaundryServiceOutlinedIcon />}
        note="mỗi đơn tính một lần, dù bạn làm nhiều bước"
      >
        <Count value={figures.ordersHandled} />
      </Tile>
      <Tile
        label="Thời gian trung bình mỗi việc"
        tone="info"
        icon={<TimerOutlinedIcon />}
        note={figures.avgTaskMinutes === null ? 'chưa xong việc nào' : undefined}
      >
        <Duration minutes={figures.avgTaskMinutes} />
      </Tile>
    </Box>
  );
}

function FiguresSkeleton() {
  return (
    <Box sx={grid} aria-busy="true" aria-label="Đang tải kết quả của bạn">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" sx={{ borderRadius: '20px', height: { xs: 112, sm: 104 } }} />
      ))}
    </Box>
  );
}

/** 'Kết quả của tôi' on the staff home: my tasks and shop steps, today or this week. */
export function MyFigures() {
  const [period, setPeriod] = useState<Period>('today');
  const figures = useMyFigures();
  const { data, isPending, isError, error, refetch, isFetching } = figures;
  const shown = data?.[period];
  const caption = shown ? (period === 'today' ? todayLabel(shown.from) : weekLabel(shown.from, shown.to)) : null;

  let content;
  if (data && shown) {
    content = <Figures figures={shown} />;
  } else if (waitsForNetwork(figures)) {
    content = <NeedsNetwork what="Kết quả của bạn" />;
  } else if (isPending) {
    content = <FiguresSkeleton />;
  } else if (isError) {
    // A quiet line: the rest of the page (today's tasks) matters more than these figures.
    content = (
      <Card sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 600 }}>Chưa tải được kết quả của bạn</Typography>
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
              }}
            >
              {errorText(error)}
            </Typography>
          </Box>
          <Button
            startIcon={<ReplayRoundedIcon />}
            onClick={() => void refetch()}
            loading={isFetching}
            sx={{ flexShrink: 0 }}
          >
            Thử lại
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Box component="section" aria-labelledby="my-figures-title" sx={{ mt: 4 }}>
      <SectionHeader
        id="my-figures-title"
        title="Kết quả của tôi"
        subtitle={
          <Box component="span" aria-live="polite" sx={{ display: 'block', minHeight: '1.43em' }}>
            {caption}
          </Box>
        }
        actions={
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={period}
            onChange={(_, next: Period | null) => next && setPeriod(next)}
            aria-label="Khoảng thời gian"
            sx={{
              '& .MuiToggleButton-root': {
                textTransform: 'none',
                px: 2.5,
                minHeight: 44,
                flex: { xs: 1, sm: 'none' },
                fontWeight: 600,
              },
            }}
          >
            <ToggleButton value="today">Hôm nay</ToggleButton>
            <ToggleButton value="week">Tuần này</ToggleButton>
          </ToggleButtonGroup>
        }
      />
      {content}
    </Box>
  );
}
