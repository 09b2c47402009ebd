import AddRoundedIcon from '@mui/icons-material/AddRounded';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { Service } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useCatalogue } from '../api/get-catalogue';
import { useUpdateService } from '../api/update-service';
import { DeleteServiceDialog } from '../components/delete-service-dialog';
import { ServiceFormDialog } from '../components/service-form-dialog';
import { ServicesTable } from '../components/services-table';

/** `session` gives every opening of a dialog a fresh form. */
type Editing = { service: Service | null; open: boolean; session: number };

/** /dashboard/services: the price list students order from, switched-off lines included. */
function ServicesPage() {
  const catalogue = useCatalogue();
  const toggle = useUpdateService({ inline: true });
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing>({ service: null, open: false, session: 0 });
  const [deleting, setDeleting] = useState<Editing>({ service: null, open: false, session: 0 });

  const setActive = async (service: Service, active: boolean) => {
    setToggling((ids) => new Set(ids).add(service.id));
    try {
      await toggle.mutateAsync({ id: service.id, changes: { active } });
      enqueueSnackbar(active ? `Đã mở bán "${service.name}"` : `Đã tạm ngưng "${service.name}"`, {
        variant: 'success',
      });
    } catch {
      // The snackbar tells why; the switch stays where the server has it.
    } finally {
      setToggling((ids) => {
        const next = new Set(ids);
        next.delete(service.id);
        return next;
      });
    }
  };

  const openCreate = () => setEditing((current) => ({ service: null, open: true, session: current.session + 1 }));
  const empty = (
    <EmptyState
      icon={<SellOutlinedIcon />}
      title="Bảng giá chưa có dịch vụ nào"
      description="Thêm dịch vụ đầu tiên để sinh viên có thể đặt giặt."
      action={
        <Button variant="outlined" onClick={openCreate}>
          Thêm dịch vụ
        </Button>
      }
    />
  );

  return (
    <>
      <PageHeader
        title="Bảng giá dịch vụ"
        subtitle="Giá mới chỉ áp dụng cho các đơn đặt sau khi lưu; dịch vụ tạm ngưng không hiện với sinh viên."
        actions={
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={openCreate}>
            Thêm dịch vụ
          </Button>
        }
      />
      <Card>
        {catalogue.isError && !catalogue.data ? (
          <ErrorState
            title="Không tải được bảng giá"
            error={catalogue.error}
            onRetry={() => void catalogue.refetch()}
            retrying={catalogue.isFetching}
          />
        ) : (
          <ServicesTable
            services={catalogue.data}
            toggling={toggling}
            onToggle={setActive}
            onEdit={(service) => setEditing((current) => ({ service, open: true, session: current.session + 1 }))}
            onDelete={(service) => setDeleting((current) => ({ service, open: true, session: current.session + 1 }))}
            empty={empty}
          />
        )}
      </Card>
      <ServiceFormDialog
        open={editing.open}
        service={editing.service}
        session={editing.session}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <DeleteServiceDialog
        open={deleting.open}
        service={deleting.service}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </>
  );
}

export default ServicesPage;
