import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { DormitoryBuildingFields, findBuilding, roomHint } from '@/components/address/dormitory-building-fields';
import { paths } from '@/config/paths';
import { useDormitories } from '@/lib/dormitories';
import type { OrderFormValues } from '../../lib/order-form';
import { placeText } from '../../lib/order-text';

export interface AddressSectionProps {
  form: UseFormReturn<OrderFormValues, unknown, unknown>;
  /** The profile has dormitory, building, room and phone. */
  profileComplete: boolean;
}

/**
 * The pickup address, prefilled from the profile. A complete profile shows as one line with a
 * 'Sửa' button; an incomplete one opens the fields at once and says why.
 */
export function AddressSection({ form, profileComplete }: AddressSectionProps) {
  const { errors } = useFormState({ control: form.control, name: 'address' });
  const address = useWatch({ control: form.control, name: 'address' });
  const hasErrors = Boolean(errors.address);
  const dormitories = useDormitories();
  const list = dormitories.data ?? [];
  const [editing, setEditing] = useState(!profileComplete);
  const open = editing || hasErrors;

  if (!open) {
    return (
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'flex-start',
        }}
      >
        <PlaceOutlinedIcon color="primary" sx={{ mt: 0.25 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{placeText(address)}</Typography>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            Điện thoại: {address.phoneNumber}
          </Typography>
        </Box>
        <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
          Sửa
        </Button>
      </Stack>
    );
  }

  const field = (name: 'room' | 'phoneNumber', label: string, extra: object = {}) => (
    <TextField
      {...form.register(`address.${name}`)}
      label={label}
      fullWidth
      error={Boolean(errors.address?.[name])}
      helperText={errors.address?.[name]?.message}
      {...extra}
    />
  );

  return (
    <Stack spacing={2}>
      {!profileComplete && (
        <Alert severity="info">
          Hồ sơ của bạn chưa có đủ phòng ở và số điện thoại. Nhập địa chỉ nhận đồ cho đơn này bên dưới, hoặc{' '}
          <Link component={RouterLink} to={paths.student.account} sx={{ fontWeight: 600 }}>
            cập nhật hồ sơ
          </Link>{' '}
          để lần sau không phải nhập lại.
        </Alert>
      )}
      <DormitoryBuildingFields
        idPrefix="order-address"
        dormitories={list}
        loading={dormitories.isPending}
        value={{ dormitoryId: address.dormitoryId, buildingId: address.buildingId }}
        onChange={(next) => {
          const dormitory = list.find((d) => d.id === next.dormitoryId);
          const building = dormitory?.buildings.find((b) => b.id === next.buildingId);
          form.setValue('address.dormitoryId', next.dormitoryId);
          form.setValue('address.dormitory', dormitory?.name ?? '');
          form.setValue('address.buildingId', next.buildingId, { shouldDirty: true });
          form.setValue('address.building', building?.name ?? '');
        }}
        dormitoryError={errors.address?.dormitory?.message}
        buildingError={errors.address?.buildingId?.message ?? errors.address?.building?.message}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {field('room', 'Phòng', {
          helperText: errors.address?.room?.message ?? roomHint(findBuilding(list, address.buildingId)),
        })}
        {field('phoneNumber', 'Số điện thoại', {
          type: 'tel',
          autoComplete: 'tel',
          slotProps: { htmlInput: { inputMode: 'tel' } },
        })}
      </Box>
    </Stack>
  );
}
