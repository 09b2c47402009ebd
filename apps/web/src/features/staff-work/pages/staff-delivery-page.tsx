import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/list-states';
import { OfflineCopyNotice } from '@/components/offline-copy-notice';
import { PageHeader } from '@/components/page-header';
import { useMyTasks } from '../api/get-my-tasks';
import { DaySwitcher } from '../components/day-switcher';
import { RunSheet } from '../components/run-sheet';
import { TaskList, TaskListSkeleton } from '../components/task-list';
import { dayOrToday, today } from '../lib/days';

/** /staff/delivery: my pickups and drop-offs of a day (today by default, Ho Chi Minh City time). */
export default function StaffDeliveryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const date = dayOrToday(searchParams.get('date'));
  const { data: tasks, isPending, isError, error, refetch, isFetching, offlineSince } = useMyTasks(date);

  const setDate = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === today()) params.delete('date');
    else params.set('date', next);
    setSearchParams(params, { replace: true });
  };

  // "Lộ trình" (?view=route): the run sheet, by building and floor in walking order, printable.
  const route = searchParams.get('view') === 'route';
  const setRoute = (next: boolean) => {
    const params = new URLSearchParams(searchParams);
    if (next) params.set('view', 'route');
    else params.delete('view');
    setSearchParams(params, { replace: true });
  };

  const [show, setShow] = useState<'all' | 'open' | 'DONE' | 'FAILED'>('all');
  const open = tasks?.filter((task) => task.status === 'ASSIGNED' || task.status === 'IN_PROGRESS').length ?? 0;
  const done = tasks?.filter((task) => task.status === 'DONE').length ?? 0;
  const failed = tasks?.filter((task) => task.status === 'FAILED').length ?? 0;

  let content;
  if (isError) {
    content = (
      <Card>
        <ErrorState
          title="Không tải được nhiệm vụ"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
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
    // Filtering keeps the server's order (window, then dormitory → building → room).
    const shown = tasks.filter((task) =>
      show === 'all'
        ? true
        : show === 'open'
          ? task.status === 'ASSIGNED' || task.status === 'IN_PROGRESS'
          : task.status === show,
    );
    content = shown.length ? (
      <TaskList tasks={shown} />
    ) : (
      <Card>
        <EmptyState
          dense
          title={show === 'open' ? 'Bạn đã xong mọi việc trong ngày này' : 'Không có nhiệm vụ nào ở mục này'}
        />
      </Card>
    );
  }
  const filterChip = (key: typeof show, label: string, colour: 'primary' | 'success' | 'error' | 'default') => (
    <Chip
      label={label}
      clickable
      color={show === key ? colour : 'default'}
      variant={show === key ? 'filled' : 'outlined'}
      aria-pressed={show === key}
      onClick={() => setShow(key)}
    />
  );

  return (
    <>
      <PageHeader
        title="Giao nhận"
        subtitle="Các lượt lấy đồ và giao đồ của bạn, theo khung giờ rồi ký túc xá, tòa, phòng."
      />
      <Stack spacing={2} sx={{ mb: 3 }}>
        <DaySwitcher date={date} onChange={setDate} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={route ? 'route' : 'list'}
          onChange={(_, value: string | null) => value && setRoute(value === 'route')}
          aria-label="Cách xem"
        >
          <ToggleButton value="list">Danh sách</ToggleButton>
          <ToggleButton value="route">Lộ trình</ToggleButton>
        </ToggleButtonGroup>
        {!route && tasks && tasks.length > 0 && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            role="group"
            aria-label="Lọc nhiệm vụ"
            sx={{
              flexWrap: 'wrap',
            }}
          >
            {filterChip('all', `Tất cả ${tasks.length}`, 'primary')}
            {filterChip('open', `Cần làm ${open}`, 'primary')}
            {filterChip('DONE', `Hoàn thành ${done}`, 'success')}
            {failed > 0 && filterChip('FAILED', `Không thành công ${failed}`, 'error')}
          </Stack>
        )}
      </Stack>
      {offlineSince && <OfflineCopyNotice savedAt={offlineSince} />}
      {route ? <RunSheet date={date} /> : content}
    </>
  );
}
