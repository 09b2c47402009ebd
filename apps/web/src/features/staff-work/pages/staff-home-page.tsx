import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import LocalLaundryServiceOutlinedIcon from '@mui/icons-material/LocalLaundryServiceOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  DELIVERY_TYPE_LABELS,
  ORDER_STATUS_LABELS,
  type DeliveryType,
} from '@tsa/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '@/components/list-states';
import { IconTile } from '@/components/icon-tile';
import { ORDER_STATUS_COLORS } from '@/components/orders/order-status-chip';
import { OfflineCopyNotice } from '@/components/offline-copy-notice';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { useMyTasks, type DeliveryTaskView } from '../api/get-my-tasks';
import { useOrderCount } from '../api/get-processing-orders';
import { CashToHandOver } from '../components/cash-to-hand-over';
import { MyFigures } from '../components/my-figures';
import { TaskCard } from '../components/task-card';
import { dayLabel, today } from '../lib/days';
import { PROCESSING_TABS, type ProcessingStatus } from '../lib/processing';

function TypeSummary({ type, tasks }: { type: DeliveryType; tasks: DeliveryTaskView[] }) {
  const mine = tasks.filter((task) => task.type === type);
  const open = mine.filter((task) => task.status === 'ASSIGNED' || task.status === 'IN_PROGRESS').length;
  return (
    <Card sx={{ p: 2.5 }} component="section" aria-label={`${DELIVERY_TYPE_LABELS[type]} hôm nay`}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
        }}
      >
        <IconTile size={44}>
          <LocalShippingOutlinedIcon sx={type === 'DROPOFF' ? { transform: 'scaleX(-1)' } : undefined} />
        </IconTile>
        <Box sx={{ flex: 1 }}>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {DELIVERY_TYPE_LABELS[type]}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.75rem', lineHeight: 1.2 }}>
            {open}
            <Typography
              component="span"
              sx={{
                color: 'text.secondary',
                fontWeight: 500,
                fontSize: '0.9375rem',
              }}
            >
              {' '}
              việc còn lại · tổng {mine.length}
            </Typography>
          </Typography>
        </Box>
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          mt: 1.5,
        }}
      >
        {DELIVERY_STATUSES.map((status) => (
          <Typography
            key={status}
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {DELIVERY_STATUS_LABELS[status]}:{' '}
            <Box component="strong" sx={{ color: 'text.primary' }} data-testid={`count-${type}-${status}`}>
              {mine.filter((task) => task.status === status).length}
            </Box>
          </Typography>
        ))}
      </Stack>
    </Card>
  );
}

function ShopCount({ status }: { status: ProcessingStatus }) {
  const { data } = useOrderCount(status);
  return (
    <Card>
      <CardActionArea
        component={RouterLink}
        to={`${paths.staff.order}${status === 'PICKED_UP' ? '' : `?tab=${status}`}`}
        sx={{ p: 2 }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
          }}
        >
          <Box
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: ORDER_STATUS_COLORS[status], flexShrink: 0 }}
          />
          <Typography sx={{ fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.3 }}>{data ?? '–'}</Typography>
        </Stack>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            lineHeight: 1.4,
          }}
        >
          {ORDER_STATUS_LABELS[status]}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

function Heading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'baseline',
        justifyContent: 'space-between',
        mb: 1.5,
      }}
    >
      <Typography variant="h6" component="h2">
        {children}
      </Typography>
      {action}
    </Stack>
  );
}

/** /staff: today at a glance: my pickups and drop-offs, the next one, the shop's queue and my own figures. */
export default function StaffHomePage() {
  const { user } = useAuth();
  const date = today();
  const label = dayLabel(date);
  const { data: tasks, isPending, isError, error, refetch, isFetching, offlineSince } = useMyTasks(date);
  const next =
    tasks?.find((task) => task.status === 'IN_PROGRESS') ?? tasks?.find((task) => task.status === 'ASSIGNED');

  let taskContent;
  if (isError) {
    taskContent = (
      <Card>
        <ErrorState
          dense
          title="Không tải được nhiệm vụ hôm nay"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Card>
    );
  } else if (isPending) {
    taskContent = (
      <Stack spacing={2} aria-busy="true" aria-label="Đang tải nhiệm vụ">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <Skeleton variant="rounded" height={132} sx={{ borderRadius: '20px' }} />
          <Skeleton variant="rounded" height={132} sx={{ borderRadius: '20px' }} />
        </Box>
        <Skeleton variant="rounded" height={240} sx={{ borderRadius: '20px' }} />
      </Stack>
    );
  } else {
    taskContent = (
      <Stack spacing={3}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TypeSummary type="PICKUP" tasks={tasks} />
          <TypeSummary type="DROPOFF" tasks={tasks} />
        </Box>
        <Box>
          <Heading
            action={
              <Button component={RouterLink} to={paths.staff.delivery} endIcon={<ArrowForwardRoundedIcon />}>
                Tất cả nhiệm vụ
              </Button>
            }
          >
            Việc tiếp theo
          </Heading>
          {next ? (
            <Box component="ul" sx={{ m: 0, p: 0, maxWidth: 640 }}>
              <TaskCard task={next} />
            </Box>
          ) : (
            <Card>
              <EmptyState
                dense
                icon={<CelebrationOutlinedIcon />}
                title={tasks.length ? 'Bạn đã xong mọi việc hôm nay' : 'Hôm nay bạn chưa có nhiệm vụ nào'}
                description={
                  tasks.length
                    ? 'Cảm ơn bạn! Việc mới được phân công sẽ hiện ở đây.'
                    : 'Văn phòng sẽ phân công lượt lấy đồ và giao đồ cho bạn.'
                }
              />
            </Card>
          )}
        </Box>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Công việc hôm nay"
        subtitle={`${user?.firstName ? `Chào ${user.firstName}! ` : ''}${label.name}, ${label.date}`}
        actions={
          <Button
            component={RouterLink}
            to={paths.staff.delivery}
            variant="contained"
            size="large"
            startIcon={<LocalShippingOutlinedIcon />}
            sx={{ flex: { xs: 1, sm: 'none' }, minHeight: 52 }}
          >
            Giao nhận
          </Button>
        }
      />
      {offlineSince && <OfflineCopyNotice savedAt={offlineSince} />}
      {taskContent}
      <Box sx={{ mt: 3, maxWidth: 640 }}>
        <CashToHandOver />
      </Box>
      <Box sx={{ mt: 4 }}>
        <Heading
          action={
            <Button
              component={RouterLink}
              to={paths.staff.order}
              endIcon={<ArrowForwardRoundedIcon />}
              startIcon={<LocalLaundryServiceOutlinedIcon />}
            >
              Xử lý đơn
            </Button>
          }
        >
          Đơn trong xưởng
        </Heading>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
          {PROCESSING_TABS.map((status) => (
            <ShopCount key={status} status={status} />
          ))}
        </Box>
      </Box>
      <MyFigures />
    </>
  );
}
