import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Dormitory, UnmappedAddress } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId, useState } from 'react';
import { DormitoryBuildingFields, type PlaceValue } from '@/components/address/dormitory-building-fields';
import { DialogFooter } from '@/components/dialog-footer';
import { errorText } from '@/lib/api-error';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useMapAddress } from '../api/unmapped-addresses';

export interface MapAddressDialogProps {
  address: UnmappedAddress | null;
  dormitories: Dormitory[];
  onClose: () => void;
}

/** Puts one free-text address (as students typed it) onto a building of the catalogue. */
export function MapAddressDialog({ address, dormitories, onClose }: MapAddressDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={address !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      {address && (
        <MapAddressForm
          key={`${address.dormitory}\u0000${address.building}`}
          address={address}
          dormitories={dormitories}
          titleId={titleId}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function MapAddressForm({
  address,
  dormitories,
  titleId,
  onClose,
}: {
  address: UnmappedAddress;
  dormitories: Dormitory[];
  titleId: string;
  onClose: () => void;
}) {
  const map = useMapAddress();
  const [place, setPlace] = useState<PlaceValue>({ dormitoryId: '', buildingId: '' });
  const [missing, setMissing] = useState<string | undefined>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!place.buildingId) {
      setMissing('Vui lòng chọn tòa nhà');
      document.getElementById(place.dormitoryId ? 'map-address-building' : 'map-address-dormitory')?.focus();
      return;
    }
    try {
      const result = await map.mutateAsync({
        dormitory: address.dormitory,
        building: address.building,
        buildingId: place.buildingId,
      });
      enqueueSnackbar(`Đã ghép ${result.users} tài khoản và ${result.orders} đơn hàng`, { variant: 'success' });
      onClose();
    } catch {
      // The alert below says why.
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>Ghép địa chỉ vào danh mục</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>
            Sinh viên đã ghi “{address.dormitory}”, tòa “{address.building}” ({address.users} tài khoản,{' '}
            {address.orders} đơn hàng). Chọn tòa nhà đúng trong danh mục: mọi tài khoản và đơn ghi y hệt như vậy sẽ được
            ghép theo.
          </DialogContentText>
          <DormitoryBuildingFields
            idPrefix="map-address"
            dormitories={dormitories}
            value={place}
            onChange={(next) => {
              setPlace(next);
              if (next.buildingId) setMissing(undefined);
            }}
            dormitoryError={missing && !place.dormitoryId ? 'Vui lòng chọn ký túc xá' : undefined}
            buildingError={missing && place.dormitoryId ? missing : undefined}
          />
          {map.error && <Alert severity="error">{errorText(map.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogFooter onCancel={onClose} confirmLabel="Ghép địa chỉ" pending={map.isPending} />
    </form>
  );
}
