import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  formatViDate,
  REPORT_TABLE_LABELS,
  REPORT_TABLES,
  type ReportExportFormat,
  type ReportRows,
  type ReportTable as ReportTableName,
} from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/list-states';
import { StatsRangePicker } from '@/components/stats-range-picker';
import { SectionHeader } from '@/components/section-header';
import { errorText } from '@/lib/api-error';
import { useStatsRange } from '@/lib/use-stats-range';
import { useExportReport } from '../api/export-report';
import { useReportTable } from '../api/get-report-table';
import { ReportTable } from './report-table';

/** `?table=` picks the tab; the days table, the default, leaves the URL clean. */
const TABLE_PARAM = 'table';
const DEFAULT_TABLE: ReportTableName = 'days';

function isReportTable(value: string | null): value is ReportTableName {
  return (REPORT_TABLES as readonly string[]).includes(value ?? '');
}

/** What each table counts, in the words of decision 010, and why some columns have no total. */
const TABLE_NOTES: Record<ReportTableName, string> = {
  days: 'Đơn mới tính theo ngày đặt; hoàn thành, doanh thu và đã thu tính theo ngày đơn hoàn thành.',
  money:
    'Doanh thu thuần và ưu đãi tính theo ngày đơn hoàn thành; tiền thu theo ngày nhận; tiền vào/ra ví theo ngày ghi sổ. Số dư ví cuối ngày là số tiền cửa hàng đang giữ cho sinh viên.',
  services:
    'Các đơn đã hoàn thành trong khoảng thời gian. Dòng tổng chỉ cộng doanh thu: số lượng khác đơn vị, và một đơn có thể gồm nhiều dịch vụ.',
  buildings: 'Các đơn đặt trong khoảng thời gian. Không cộng số sinh viên: một sinh viên có thể đặt ở nhiều tòa.',
  staff:
    'Nhiệm vụ tính theo ngày hoàn thành. TB lấy → giao: thời gian trung bình từ lúc lấy đồ đến lúc giao xong, với các đơn người đó giao.',
};

/** The days and money tables list every day, zeros included: empty when nothing happened at all. */
function hasFigures(table: ReportTableName, rows: readonly ReportRows[ReportTableName][]): boolean {
  if (table === 'money') {
    return (rows as ReportRows['money'][]).some((row) =>
      Object.entries(row).some(([key, value]) => key !== 'date' && typeof value === 'number' && value !== 0),
    );
  }
  if (table !== 'days') return rows.length > 0;
  return (rows as ReportRows['days'][]).some(
    (row) => row.created || row.completed || row.cancelled || row.revenue || row.paid,
  );
}

/**
 * The operations and revenue report of /dashboard/report: a range (in the URL, shared with the
 * dashboard's picker), four tables in tabs, and each table downloadable as CSV or XLSX.
 */
export function OperationsReport() {
  const range = useStatsRange();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TABLE_PARAM);
  const table = isReportTable(requested) ? requested : DEFAULT_TABLE;
  const period = { from: range.from, to: range.to };
  const query = useReportTable(table, period);
  const exporter = useExportReport();
  const exporting = exporter.isPending ? exporter.variables?.format : undefined;

  const selectTable = (next: ReportTableName) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TABLE) updated.delete(TABLE_PARAM);
        else updated.set(TABLE_PARAM, next);
        return updated;
      },
      { preventScrollReset: true },
    );

  const download = async (format: ReportExportFormat) => {
    try {
      const fileName = await exporter.mutateAsync({ table, format, range: period });
      enqueueSnackbar(`Đã xuất ${fileName}`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(`Không xuất được tệp ${format.toUpperCase()}: ${errorText(error)}`, { variant: 'error' });
    }
  };

  const rows = query.data?.rows;
  const empty = rows !== undefined && !hasFigures(table, rows);

  return (
    <Box component="section" aria-labelledby="operations-report-title" sx={{ mt: 5, minWidth: 0 }}>
      <SectionHeader
        id="operations-report-title"
        title="Báo cáo vận hành & doanh thu"
        subtitle="Doanh thu là giá trị các đơn đã hoàn thành, đã thu hay chưa."
        actions={
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                startIcon={<FileDownloadOutlinedIcon />}
                onClick={() => void download(format)}
                loading={exporting === format}
                disabled={exporter.isPending && exporting !== format}
                aria-label={`Xuất ${format.toUpperCase()} ${REPORT_TABLE_LABELS[table].toLowerCase()}`}
                sx={{ flex: { xs: 1, sm: 'none' } }}
              >
                Xuất {format.toUpperCase()}
              </Button>
            ))}
          </Stack>
        }
      />
      <Box sx={{ mb: 2 }}>
        <StatsRangePicker range={range} />
      </Box>
      <Card variant="outlined">
        <Tabs
          value={table}
          onChange={(_, next: ReportTableName) => selectTable(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Bảng báo cáo"
          sx={{ px: 1 }}
        >
          {REPORT_TABLES.map((name) => (
            <Tab key={name} value={name} label={REPORT_TABLE_LABELS[name]} />
          ))}
        </Tabs>
        <Divider />
        {/* A new range keeps the last figures on screen, faded, until the new ones arrive. */}
        <Box sx={{ height: 2 }}>
          {query.isPlaceholderData && <LinearProgress aria-label="Đang tải số liệu mới" sx={{ height: 2 }} />}
        </Box>
        {query.isError ? (
          <ErrorState
            dense
            title="Không tải được số liệu báo cáo"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : empty ? (
          <EmptyState
            dense
            icon={<InsightsOutlinedIcon />}
            title="Không có dữ liệu trong khoảng thời gian này"
            description={`Từ ${formatViDate(period.from)} đến ${formatViDate(period.to)}. Hãy chọn một khoảng thời gian khác.`}
          />
        ) : (
          <Box
            sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
            aria-busy={query.isFetching}
          >
            <ReportTable table={table} rows={rows} />
          </Box>
        )}
        <Divider />
        <Typography
          variant="caption"
          component="p"
          sx={{
            color: 'text.secondary',
            px: 2,
            py: 1.25,
          }}
        >
          {TABLE_NOTES[table]}
        </Typography>
      </Card>
    </Box>
  );
}
