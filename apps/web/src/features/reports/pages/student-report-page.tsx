import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useSnackbar } from '@/lib/snackbar';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useSearchParamValue } from '@/lib/use-search-param-value';
import { useReports } from '../api/get-reports';
import { ReportDrawer } from '../components/report-drawer';
import { ReportFormDialog } from '../components/report-form-dialog';
import { ReportList } from '../components/report-list';

const PAGE_SIZE = 10;

/** /student/report: my incident reports and how they were answered; `?id=` opens one. */
export default function StudentReportPage() {
  const [openId, open] = useSearchParamValue('id');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const list = useReports({ page, pageSize: PAGE_SIZE });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const newButton = (
    <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setCreating(true)}>
      Báo cáo sự cố
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Báo cáo sự cố"
        subtitle="Mất đồ, hư hỏng, giao trễ hay tính sai tiền: báo cho chúng tôi để được giải quyết."
        actions={newButton}
      />
      <Card variant="outlined">
        <ReportList
          reports={list.data?.items}
          loading={list.isPending}
          error={list.isError ? list.error : null}
          onRetry={() => void list.refetch()}
          onSelect={open}
          empty={{
            title: 'Chưa có báo cáo nào',
            description: 'Nếu đơn giặt gặp sự cố, hãy gửi báo cáo kèm ảnh để được hỗ trợ.',
            action: newButton,
          }}
        />
      </Card>
      {pages > 1 && (
        <Stack
          sx={{
            alignItems: 'center',
            mt: 3,
          }}
        >
          <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} color="primary" />
        </Stack>
      )}
      <ReportFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(report) => {
          setCreating(false);
          enqueueSnackbar('Đã gửi báo cáo sự cố', { variant: 'success' });
          open(report.id);
        }}
      />
      <ReportDrawer id={openId} onClose={() => open(null)} />
    </>
  );
}
