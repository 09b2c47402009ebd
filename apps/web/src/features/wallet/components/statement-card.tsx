import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListPagination } from '@/components/list-pagination';
import { WalletEntryList } from '@/components/wallet/wallet-entry-list';
import { errorText } from '@/lib/api-error';
import { useWalletEntries } from '../api/wallet-api';

/** The statement ("Lịch sử giao dịch"), newest first, paged. */
export function StatementCard() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const entries = useWalletEntries(page, pageSize);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Lịch sử giao dịch
        </Typography>
        {entries.isPending ? (
          <CircularProgress size={28} aria-label="Đang tải lịch sử giao dịch" />
        ) : entries.isError ? (
          <Alert severity="error">{errorText(entries.error)}</Alert>
        ) : entries.data.items.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Chưa có giao dịch nào. Hãy nạp tiền để bắt đầu.</Typography>
        ) : (
          <>
            <WalletEntryList entries={entries.data.items} label="Lịch sử giao dịch ví" />
            <ListPagination
              total={entries.data.total}
              page={page}
              pageSize={pageSize}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
              compact
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
