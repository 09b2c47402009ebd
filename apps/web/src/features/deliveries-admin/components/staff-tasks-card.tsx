import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OPEN_DELIVERY_STATUSES, PICKUP_SLOT_LABELS } from '@tsa/shared';
import { DeliveryStatusChip, DeliveryTypeChip } from '@/components/delivery-status-chip';
import type { DeliveryTaskView } from '../types';

export interface StaffGroup {
  staff: DeliveryTaskView['staff'];
  tasks: DeliveryTaskView[];
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return (words.at(-1)?.[0] ?? '?').toUpperCase();
}

function TaskRow({ task, onReassign }: { task: DeliveryTaskView; onReassign: (task: DeliveryTaskView) => void }) {
  const { order } = task;
  const open = OPEN_DELIVERY_STATUSES.includes(task.status);
  return (
    <Box sx={{ py: 1.25 }} data-testid="delivery-task">
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: 92 }}>
          {PICKUP_SLOT_LABELS[task.slot]}
        </Typography>
        <DeliveryTypeChip type={task.type} />
        <DeliveryStatusChip status={task.status} />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          mt: 0.75,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {order.code} · {order.studentName}
          </Typography>
          <Typography
            variant="caption"
            component="p"
            sx={{
              color: 'text.secondary',
            }}
          >
            {[
              order.address.dormitory,
              order.address.building && `Tòa ${order.address.building}`,
              order.address.room && `Phòng ${order.address.room}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {task.reason && (
            <Typography
              variant="caption"
              component="p"
              sx={{
                color: 'error.main',
              }}
            >
              Lý do: {task.reason}
            </Typography>
          )}
        </Box>
        {open && (
          <Button
            size="small"
            startIcon={<SwapHorizRoundedIcon />}
            onClick={() => onReassign(task)}
            aria-label={`Giao lại đơn ${order.code}`}
            sx={{ flexShrink: 0 }}
          >
            Giao lại
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** One staff member's round for the day. */
export function StaffTasksCard({
  group,
  onReassign,
}: {
  group: StaffGroup;
  onReassign: (task: DeliveryTaskView) => void;
}) {
  const done = group.tasks.filter((task) => task.status === 'DONE').length;
  return (
    <Box
      component="article"
      aria-label={`Lịch của ${group.staff.name}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 4, px: 2, pt: 1.5, pb: 0.5, minWidth: 0 }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
          pb: 1,
        }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 16, fontWeight: 700 }}>
          {initials(group.staff.name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" noWrap>
            {group.staff.name}
          </Typography>
          <Typography
            variant="caption"
            sx={{
              color: 'text.secondary',
            }}
          >
            {group.staff.phoneNumber ? `${group.staff.phoneNumber} · ` : ''}
            {group.tasks.length} lượt · {done} xong
          </Typography>
        </Box>
      </Stack>
      <Stack divider={<Divider flexItem />} sx={{ borderTop: 1, borderColor: 'divider' }}>
        {group.tasks.map((task) => (
          <TaskRow key={task.id} task={task} onReassign={onReassign} />
        ))}
      </Stack>
    </Box>
  );
}
