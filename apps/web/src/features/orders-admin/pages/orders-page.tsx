import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';
import type { OrderView } from '@/components/orders/types';
import { paths } from '@/config/paths';
import { useSearchParamValue } from '@/lib/use-search-param-value';
import { useExportOrders } from '../api/export-orders';
import { OrderDetailDrawer } from '../components/order-detail-drawer';
import { OrdersTable } from '../components/orders-table';
import { useOrdersTableState } from '../hooks/use-orders-table-state';

/** /dashboard/order: every order, its detail in a drawer (`?id=`), and the CSV export. */
function OrdersPage() {
  const { state, search, query, update, hasFilters, clearFilters } = useOrdersTableState();
  const [openId, setOpenId] = useSearchParamValue('id', { preventScrollReset: true });
  const [codeHint, setCodeHint] = useState<string | undefined>();
  const exporter = useExportOrders();

  const openOrder = useCallback(
    (order: OrderView) => {
      setCodeHint(order.code);
      setOpenId(order.id);
    },
    [setOpenId],
  );

  const closeOrder = useCallback(() => setOpenId(null), [setOpenId]);

  const exportCsv = async () => {
    try {
      const fileName = await exporter.mutateAsync(query);
      enqueueSnackbar(`Đã xuất ${fileName}`, { variant: 'success' });
    } catch {
      // The snackbar tells why.
    }
  };

  return (
    <>
      <PageHeader
        title="Quản lý đơn hàng"
        subtitle={
          hasFilters
            ? 'Xuất CSV sẽ lấy đúng các đơn đang lọc.'
            : 'Mọi đơn giặt: tìm, lọc, xem chi tiết và cập nhật trạng thái.'
        }
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              onClick={() => void exportCsv()}
              loading={exporter.isPending}
            >
              Xuất CSV
            </Button>
            <Button
              variant="contained"
              startIcon={<AddRoundedIcon />}
              component={RouterLink}
              to={paths.dashboard.orderAdd}
            >
              Tạo đơn hộ
            </Button>
          </>
        }
      />
      <OrdersTable
        state={state}
        search={search}
        query={query}
        update={update}
        hasFilters={hasFilters}
        clearFilters={clearFilters}
        selectedId={openId}
        onOpen={openOrder}
      />
      <OrderDetailDrawer orderId={openId} codeHint={codeHint} onClose={closeOrder} />
    </>
  );
}

export default OrdersPage;
