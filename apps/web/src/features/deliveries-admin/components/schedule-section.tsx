import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { addDays, DELIVERY_TYPE_LABELS, DELIVERY_TYPES, formatViDate, hcmDateOf, type DeliveryType } from '@tsa/shared';
import { useMemo, useState } from 'react';
import { DateField } from '@/components/date-field';
import { EmptyState, ErrorState } from '@/components/list-states';
import { SCHEDULE_PAGE_SIZE, useDeliveries } from '../api/get-deliveries';
import type { DeliveryTaskView } from '../types';
import { ReassignDialog } from './reassign-dialog';
import { StaffTasksCard, type StaffGroup } from './staff-tasks-card';

export interface ScheduleSectionProps {
  date: string;
  type?: DeliveryType;
  onChange: (change: { date?: string; type?: DeliveryType | null }) => void;
}

/** One card per staff member, with their tasks of the day in round order (as the server sorts them). */
function groupByStaff(tasks: DeliveryTaskView[]): StaffGroup[] {
  const groups = new Map<string, StaffGroup>();
  for (const task of tasks) {
    const group = groups.get(task.staff.id) ?? { staff: task.staff, tasks: [] };
    group.tasks.push(task);
    groups.set(task.staff.id, group);
  }
  return [...groups.values()].sort((a, b) => a.staff.name.localeCompare(b.staff.name, 'vi'));
}

/** 'Lịch giao nhận': who does what on a day, and reassigning an open task. */
export function ScheduleSection({ date, type, onChange }: ScheduleSectionProps) {
  const tasks = useDeliveries({ date, type });
  const [reassigning, setReassigning] = useState<{ task: DeliveryTaskView; session: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const groups = useMemo(() => groupByStaff(tasks.data?.items ?? []), [tasks.data]);
  const today = hcmDateOf(new Date());
  const items = tasks.data?.items;
  const done = items?.filter((task) => task.status === 'DONE').length ?? 0;

  const openReassign = (task: DeliveryTaskView) => {
    setReassigning((current) => ({ task, session: (current?.session ?? 0) + 1 }));
    setDialogOpen(true);
  };

  return (
    <Card component="section" aria-labelledby="schedule-heading">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
          px: { xs: 2, sm: 2.5 },
          pt: 2.5,
          pb: 2,
        }}
      >
        <Box>
          <Typography id="schedule-heading" variant="h6" component="h2">
            Lịch giao nhận
          </Typography>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {items
              ? items.length
                ? `${items.length} lượt ngày ${formatViDate(date)} · ${done} đã xong`
                : `Ngày ${formatViDate(date)}`
              : 'Đang tải…'}
          </Typography>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{
            alignItems: { sm: 'center' },
          }}
        >
          <Stack
            direction="row"
            spacing={0.5}
            sx={{
              alignItems: 'center',
            }}
          >
            <IconButton aria-label="Ngày trước" onClick={() => onChange({ date: addDays(date, -1) })}>
              <ChevronLeftRoundedIcon />
            </IconButton>
            <DateField
              size="small"
              label="Ngày"
              value={date}
              onChange={(day) => day && onChange({ date: day })}
              sx={{ flex: 1, minWidth: 160 }}
            />
            <IconButton aria-label="Ngày sau" onClick={() => onChange({ date: addDays(date, 1) })}>
              <ChevronRightRoundedIcon />
            </IconButton>
            {date !== today && (
              <Button size="small" onClick={() => onChange({ date: today })}>
                Hôm nay
              </Button>
            )}
          </Stack>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={type ?? 'ALL'}
            onChange={(_, next: DeliveryType | 'ALL' | null) =>
              next && onChange({ type: next === 'ALL' ? null : next })
            }
            aria-label="Loại nhiệm vụ"
            sx={{ '& .MuiToggleButton-root': { textTransform: 'none', px: 1.5 } }}
          >
            <ToggleButton value="ALL">Tất cả</ToggleButton>
            {DELIVERY_TYPES.map((value) => (
              <ToggleButton key={value} value={value}>
                {DELIVERY_TYPE_LABELS[value]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <Box sx={{ height: 2 }}>
        {tasks.isFetching && tasks.data && <LinearProgress sx={{ height: 2 }} aria-label="Đang tải" />}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', p: { xs: 2, sm: 2.5 } }}>
        {tasks.isError && !tasks.data ? (
          <ErrorState
            title="Không tải được lịch giao nhận"
            error={tasks.error}
            onRetry={() => void tasks.refetch()}
            retrying={tasks.isFetching}
            dense
          />
        ) : !items ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
            }}
            aria-hidden
          >
            {Array.from({ length: 2 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={180} />
            ))}
          </Box>
        ) : items.length === 0 ? (
          <EmptyState
            dense
            icon={<EventBusyOutlinedIcon />}
            title={`Không có lượt giao nhận nào ngày ${formatViDate(date)}`}
            description="Chọn đơn ở hai danh sách phía trên và bấm “Phân công” để lên lịch."
          />
        ) : (
          <>
            {tasks.data!.total > items.length && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Đang hiện {items.length}/{tasks.data!.total} lượt đầu tiên (tối đa {SCHEDULE_PAGE_SIZE}). Lọc theo loại
                để xem phần còn lại.
              </Alert>
            )}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
                alignItems: 'start',
              }}
            >
              {groups.map((group) => (
                <StaffTasksCard key={group.staff.id} group={group} onReassign={openReassign} />
              ))}
            </Box>
          </>
        )}
      </Box>
      {reassigning && (
        <ReassignDialog
          key={reassigning.session}
          task={reassigning.task}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </Card>
  );
}
