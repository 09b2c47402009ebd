import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PICKUP_SLOT_LABELS, type PickupSlot } from '@tsa/shared';
import type { DeliveryTaskView } from '../api/get-my-tasks';
import { TaskCard } from './task-card';

/**
 * The day's tasks under one heading per window, in the server's order (window, then
 * dormitory → building → room), so a round of the buildings is read top to bottom.
 */
export function TaskList({ tasks }: { tasks: DeliveryTaskView[] }) {
  const groups: { slot: PickupSlot; tasks: DeliveryTaskView[] }[] = [];
  for (const task of tasks) {
    const last = groups.at(-1);
    if (last && last.slot === task.slot) last.tasks.push(task);
    else groups.push({ slot: task.slot, tasks: [task] });
  }
  return (
    <Stack spacing={3}>
      {groups.map((group, index) => (
        <Box
          component="section"
          key={`${group.slot}-${index}`}
          aria-label={`Khung giờ ${PICKUP_SLOT_LABELS[group.slot]}`}
        >
          <Typography
            variant="overline"
            component="h2"
            sx={{
              color: 'text.secondary',
              display: 'block',
              mb: 1,
            }}
          >
            {PICKUP_SLOT_LABELS[group.slot]} · {group.tasks.length} việc
          </Typography>
          <Box
            component="ul"
            // One column: the round is read top to bottom, in the server's order.
            sx={{ m: 0, p: 0, display: 'grid', gap: 2, maxWidth: 760 }}
          >
            {group.tasks.map((task) => (
              <TaskCard key={task.id} task={task} />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

export function TaskListSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Đang tải nhiệm vụ" sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} sx={{ p: 2.5 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
            <Skeleton variant="rounded" width={72} height={24} />
            <Skeleton variant="rounded" width={96} height={24} />
          </Stack>
          <Skeleton variant="text" width="80%" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
        </Card>
      ))}
    </Box>
  );
}
