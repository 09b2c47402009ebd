import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useMyTasks } from '../api/get-my-tasks';
import { DaySwitcher } from '../components/day-switcher';
import { TaskList, TaskListSkeleton } from '../components/task-list';
import { dayOrToday, today } from '../lib/days';

/** /staff/delivery: my pickups and drop-offs of a day (today by default, Ho Chi Minh City time). */
export default function StaffDeliveryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const date = dayOrToday(searchParams.get('date'));
  const { data: tasks, isPending, isError, error, refetch, isFetching } = useMyTasks(date);

  const setDate = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === today()) params.delete('date');
    else params.set('date', next);
    setSearchParams(params, { replace: true });
  };

  const open = tasks?.filter((task) => task.status === 'ASSIGNED' || task.status === 'IN_PROGRESS').length ?? 0;
  const done = tasks?.filter((task) => task.status === 'DONE').length ?? 0;
  const failed = tasks?.filter((task) => task.status === 'FAILED').length ?? 0;

  let content;
  if (isError) {
    content = (
      <Card>
        <ErrorState title="Không tải được nhiệm vụ" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </Card>
    );
  } else if (isPending) {
    content = <TaskListSkeleton />;
  } else if (tasks.length === 0) {
    content = (
      <Card>
        <EmptyState
          icon={<EventAvailableOutlinedIcon />}
          title="Không có nhiệm vụ nào trong ngày này"
          description="Văn phòng sẽ phân công lượt lấy đồ và giao đồ cho bạn; danh sách tự cập nhật mỗi phút."
        />
      </Card>
    );
  } else {
    content = <TaskList tasks={tasks} />;
  }

  return (
    <>
      <PageHeader title="Giao nhận" subtitle="Các lượt lấy đồ và giao đồ của bạn, theo khung giờ rồi ký túc xá, tòa, phòng." />
      <Stack spacing={2} sx={{ mb: 3 }}>
        <DaySwitcher date={date} onChange={setDate} />
        {tasks && tasks.length > 0 && (
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-label="Tóm tắt trong ngày">
            <Chip label={`${open} việc cần làm`} color={open ? 'primary' : 'default'} />
            <Chip label={`${done} hoàn thành`} color={done ? 'success' : 'default'} variant="outlined" />
            {failed > 0 && <Chip label={`${failed} không thành công`} color="error" variant="outlined" />}
          </Stack>
        )}
      </Stack>
      {content}
    </>
  );
}
