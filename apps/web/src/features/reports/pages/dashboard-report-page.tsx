import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { REPORT_STATUS_LABELS, REPORT_STATUSES, type ReportStatus } from '@tsa/shared';
import { useDeferredValue, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useSearchParamValue } from '@/lib/use-search-param-value';
import { useReports } from '../api/get-reports';
import { OperationsReport } from '../components/operations-report';
import { ReportDecisionForm } from '../components/report-decision-form';
import { ReportDrawer } from '../components/report-drawer';
import { ReportList } from '../components/report-list';

const PAGE_SIZE = 20;
type Tab = ReportStatus | 'ALL';

/** /dashboard/report: the incident queue (new reports arrive with a notification), then the operations reports. */
export default function DashboardReportPage() {
  const [openId, open] = useSearchParamValue('id');
  const [tab, setTab] = useState<Tab>('OPEN');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const list = useReports({
    status: tab === 'ALL' ? undefined : [tab],
    search: deferred || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader title="Báo cáo" subtitle="Sự cố sinh viên gửi về cần xử lý, và báo cáo vận hành." />
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Sự cố cần xử lý
      </Typography>
      <Card variant="outlined">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
            px: 2,
            pt: 1,
          }}
        >
          <Tabs
            value={tab}
            onChange={(_, value: Tab) => {
              setTab(value);
              setPage(1);
            }}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {REPORT_STATUSES.map((status) => (
              <Tab key={status} value={status} label={REPORT_STATUS_LABELS[status]} />
            ))}
            <Tab value="ALL" label="Tất cả" />
          </Tabs>
          <TextField
            size="small"
            placeholder="Mã đơn, tên, e-mail, số điện thoại…"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value.slice(0, 100));
              setPage(1);
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'aria-label': 'Tìm báo cáo' },
            }}
            sx={{ width: { xs: '100%', md: 320 }, pb: { xs: 1.5, md: 0 } }}
          />
        </Stack>
        <Divider />
        <ReportList
          reports={list.data?.items}
          loading={list.isPending}
          error={list.isError ? list.error : null}
          onRetry={() => void list.refetch()}
          onSelect={open}
          showStudent
          empty={{
            title: deferred ? 'Không có báo cáo phù hợp' : 'Không có báo cáo nào ở đây',
            description: tab === 'OPEN' ? 'Tất cả sự cố mới đã được xử lý.' : undefined,
          }}
        />
        {pages > 1 && (
          <Stack
            sx={{
              alignItems: 'center',
              p: 1.5,
            }}
          >
            <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} />
          </Stack>
        )}
      </Card>
      <ReportDrawer
        id={openId}
        onClose={() => open(null)}
        showStudent
        actions={(report) => <ReportDecisionForm key={`${report.id}-${report.status}`} report={report} />}
      />

      <OperationsReport />
    </>
  );
}
