import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Building, Dormitory } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useAdminCatalogue } from '../api/get-catalogue';
import { useSaveBuilding } from '../api/save-building';
import { BuildingsTable } from '../components/buildings-table';
import { CatalogueEntryDialog, type EditingEntry } from '../components/catalogue-entry-dialog';
import { UnmappedAddressesSection } from '../components/unmapped-addresses-section';

/**
 * /dashboard/dormitories: the places students pick at sign-up and on their orders. A closed
 * building is no longer offered; accounts and orders already there keep their address.
 */
function DormitoriesPage() {
  const catalogue = useAdminCatalogue();
  const toggle = useSaveBuilding({ inline: true });
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<{ entry: EditingEntry | null; session: number }>({ entry: null, session: 0 });
  const edit = (entry: EditingEntry) => setEditing((current) => ({ entry, session: current.session + 1 }));

  const setActive = async (building: Building, active: boolean) => {
    setToggling((ids) => new Set(ids).add(building.id));
    try {
      await toggle.mutateAsync({ id: building.id, changes: { active } });
      enqueueSnackbar(active ? `Đã mở lại tòa ${building.name}` : `Đã ngừng phục vụ tòa ${building.name}`, {
        variant: 'success',
      });
    } catch {
      // The snackbar tells why; the switch stays where the server has it.
    } finally {
      setToggling((ids) => {
        const next = new Set(ids);
        next.delete(building.id);
        return next;
      });
    }
  };

  const dormitories = catalogue.data ?? [];
  const addDormitory = () => edit({ kind: 'dormitory', entry: null });

  return (
    <>
      <PageHeader
        title="Ký túc xá và tòa nhà"
        subtitle="Sinh viên chọn nơi ở từ danh mục này khi đăng ký và đặt đơn. Nơi ngừng phục vụ không còn hiện để chọn; địa chỉ cũ vẫn giữ nguyên."
        actions={
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={addDormitory}>
            Thêm ký túc xá
          </Button>
        }
      />
      <Stack spacing={3}>
        {catalogue.isError && !catalogue.data ? (
          <Card>
            <ErrorState
              title="Không tải được danh mục ký túc xá"
              error={catalogue.error}
              onRetry={() => void catalogue.refetch()}
              retrying={catalogue.isFetching}
            />
          </Card>
        ) : catalogue.isPending ? (
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            Đang tải danh mục…
          </Typography>
        ) : dormitories.length === 0 ? (
          <Card>
            <EmptyState
              icon={<ApartmentOutlinedIcon />}
              title="Chưa có ký túc xá nào"
              description="Thêm ký túc xá và tòa nhà để sinh viên đăng ký được."
              action={
                <Button variant="outlined" onClick={addDormitory}>
                  Thêm ký túc xá
                </Button>
              }
            />
          </Card>
        ) : (
          dormitories.map((dormitory) => (
            <DormitoryCard
              key={dormitory.id}
              dormitory={dormitory}
              toggling={toggling}
              onToggle={setActive}
              onEdit={() => edit({ kind: 'dormitory', entry: dormitory })}
              onAddBuilding={() => edit({ kind: 'building', dormitory, entry: null })}
              onEditBuilding={(building) => edit({ kind: 'building', dormitory, entry: building })}
            />
          ))
        )}
        <UnmappedAddressesSection dormitories={dormitories} />
      </Stack>
      <CatalogueEntryDialog
        editing={editing.entry}
        session={editing.session}
        onClose={() => setEditing((current) => ({ ...current, entry: null }))}
      />
    </>
  );
}

interface DormitoryCardProps {
  dormitory: Dormitory;
  toggling: ReadonlySet<string>;
  onToggle: (building: Building, active: boolean) => void;
  onEdit: () => void;
  onAddBuilding: () => void;
  onEditBuilding: (building: Building) => void;
}

function DormitoryCard({ dormitory, toggling, onToggle, onEdit, onAddBuilding, onEditBuilding }: DormitoryCardProps) {
  const headingId = `dormitory-${dormitory.id}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', sm: 'center' },
          p: 2,
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <Typography id={headingId} variant="h6" component="h2">
            {dormitory.name}
          </Typography>
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            Mã {dormitory.code}
          </Typography>
          {!dormitory.active && <Chip size="small" label="Ngừng phục vụ" />}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={onEdit} aria-label={`Sửa ký túc xá ${dormitory.name}`}>
            Sửa
          </Button>
          <Button
            variant="outlined"
            startIcon={<AddRoundedIcon />}
            onClick={onAddBuilding}
            aria-label={`Thêm tòa nhà vào ${dormitory.name}`}
          >
            Thêm tòa nhà
          </Button>
        </Stack>
      </Stack>
      <BuildingsTable
        label={`Tòa nhà của ${dormitory.name}`}
        buildings={dormitory.buildings}
        toggling={toggling}
        onToggle={onToggle}
        onEdit={onEditBuilding}
      />
    </Card>
  );
}

export default DormitoriesPage;
