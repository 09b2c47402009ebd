import DirectionsWalkRoundedIcon from '@mui/icons-material/DirectionsWalkRounded';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PICKUP_SLOT_LABELS, type RunSheet as RunSheetData, type RunSheetBuilding } from '@tsa/shared';
import { EmptyState, ErrorState } from '@/components/list-states';
import { HandoffLine } from '@/components/handoff-line';
import { formatDateTime } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useRunSheet } from '../api/get-run-sheet';
import { useStartBuilding } from '../api/start-building';
import { dayLabel } from '../lib/days';
import { TaskListSkeleton } from './task-list';

const SHEET_CLASS = 'tsa-run-sheet';

/** On paper only the sheet is printed, without the buttons, one building per page if it fits. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`.${SHEET_CLASS}, .${SHEET_CLASS} *`]: { visibility: 'visible' },
        [`.${SHEET_CLASS}`]: { position: 'absolute', inset: 0 },
        [`.${SHEET_CLASS} .no-print`]: { display: 'none !important' },
        [`.${SHEET_CLASS} .run-sheet-building`]: { breakInside: 'avoid', boxShadow: 'none', border: '1px solid #999' },
      },
    }}
  />
);

function BuildingCard({ building, date }: { building: RunSheetBuilding; date: string }) {
  const start = useStartBuilding();
  const press = () => {
    if (!building.buildingId) return;
    start.mutate(
      { buildingId: building.buildingId, date },
      {
        onSuccess: ({ notified }) =>
          enqueueSnackbar(
            notified ? `Đã báo ${notified} sinh viên: Nhân viên đang đến` : 'Toà này đã được bắt đầu trước đó',
            { variant: 'success' },
          ),
      },
    );
  };
  const headingId = `run-sheet-building-${building.buildingId ?? building.building}`;
  return (
    <Card component="section" aria-labelledby={headingId} className="run-sheet-building" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h3">
          Tòa {building.building}
        </Typography>
        <Chip size="small" label={`${building.count} việc`} />
        <Box sx={{ ml: 'auto' }} className="no-print">
          {building.startedAt ? (
            <Typography variant="body2" sx={{ color: 'success.main' }}>
              Đã bắt đầu {formatDateTime(building.startedAt)}
            </Typography>
          ) : (
            building.buildingId && (
              <Button
                variant="contained"
                startIcon={<DirectionsWalkRoundedIcon />}
                onClick={press}
                loading={start.isPending}
                sx={{ minHeight: 44 }}
              >
                Bắt đầu toà này
              </Button>
            )
          )}
        </Box>
      </Stack>
      {building.floors.map((floor) => (
        <Box key={floor.floor ?? 'none'} sx={{ mt: 1.5 }}>
          <Typography variant="subtitle2" component="h4" sx={{ color: 'text.secondary' }}>
            {floor.floor === null ? 'Không rõ tầng' : `Tầng ${floor.floor}`} · {floor.count}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {floor.tasks.map((task) => (
              <Box
                component="li"
                key={task.id}
                aria-label={`${task.type === 'PICKUP' ? 'Lấy đồ' : 'Giao đồ'} phòng ${task.room} ${task.orderCode}`}
                sx={{ py: 1, borderTop: 1, borderColor: 'divider', opacity: task.status === 'DONE' ? 0.6 : 1 }}
              >
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700, minWidth: 56 }}>P. {task.room}</Typography>
                  <Chip
                    size="small"
                    color={task.type === 'PICKUP' ? 'primary' : 'secondary'}
                    label={task.type === 'PICKUP' ? 'Lấy' : 'Giao'}
                  />
                  <Typography variant="body2">{PICKUP_SLOT_LABELS[task.slot]}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {task.studentName} · {task.phoneNumber} · {task.orderCode}
                  </Typography>
                </Stack>
                <HandoffLine handoff={task.handoff} pickup={task.type === 'PICKUP'} confirmed={task.confirmed} />
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Card>
  );
}

function RunSheetView({ sheet }: { sheet: RunSheetData }) {
  const day = dayLabel(sheet.date);
  return (
    <Box className={SHEET_CLASS}>
      {printStyles}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2">
          Lộ trình {day.name.toLowerCase()} {day.date} · {sheet.count} việc
        </Typography>
        <Button
          className="no-print"
          sx={{ ml: 'auto' }}
          startIcon={<PrintOutlinedIcon />}
          onClick={() => window.print()}
        >
          In lộ trình
        </Button>
      </Stack>
      <Stack spacing={3}>
        {sheet.dormitories.map((dorm) => (
          <Box component="section" key={dorm.dormitory} aria-label={dorm.dormitory}>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              {dorm.dormitory} · {dorm.count} việc
            </Typography>
            <Stack spacing={2}>
              {dorm.buildings.map((building) => (
                <BuildingCard key={building.buildingId ?? building.building} building={building} date={sheet.date} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The run sheet of a day: my stops in walking order, printable, with "Bắt đầu toà này". */
export function RunSheet({ date }: { date: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useRunSheet(date);
  if (isError) {
    return (
      <Card>
        <ErrorState
          title="Không tải được lộ trình"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Card>
    );
  }
  if (isPending) return <TaskListSkeleton />;
  if (data.count === 0) {
    return (
      <Card>
        <EmptyState dense title="Không có nhiệm vụ nào trong ngày này" />
      </Card>
    );
  }
  return <RunSheetView sheet={data} />;
}
