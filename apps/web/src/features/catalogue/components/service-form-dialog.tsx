import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  LIMITS,
  SERVICE_UNIT_LABELS,
  SERVICE_UNITS,
  type CreateServiceInput,
  type Service,
  type ServiceUnit,
} from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogFooter } from '@/components/dialog-footer';
import { errorText, isApiError } from '@/lib/api-error';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import {
  serviceResolver,
  serviceToForm,
  type ServiceForm,
  type ServiceFormField,
  type ServiceInput,
} from './service-form';

const UNIT_CHOICES: Record<ServiceUnit, string> = {
  KG: 'Theo cân (kg)',
  ITEM: 'Theo món (cái, đôi, bộ…)',
};

const FIELDS: readonly ServiceFormField[] = [
  'name',
  'description',
  'unit',
  'unitLabel',
  'unitPrice',
  'minQuantity',
  'sortOrder',
  'active',
];

export interface ServiceFormDialogProps {
  open: boolean;
  /** null: a new service. */
  service: Service | null;
  /** Changes with each opening, so the form starts from the service as it is now. */
  session: number;
  onClose: () => void;
  onExited?: () => void;
}

/** Add or edit one line of the price list. */
export function ServiceFormDialog({ open, service, session, onClose, onExited }: ServiceFormDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <ServiceFormBody key={session} service={service} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function ServiceFormBody({
  service,
  titleId,
  onClose,
}: {
  service: Service | null;
  titleId: string;
  onClose: () => void;
}) {
  const creating = service === null;
  const create = useCreateService();
  const update = useUpdateService();
  const mutation = creating ? create : update;
  const resolver = useMemo(() => serviceResolver(creating ? 'create' : 'edit'), [creating]);

  const { register, control, handleSubmit, setError, watch, formState } = useForm<ServiceForm, unknown, ServiceInput>({
    defaultValues: serviceToForm(service),
    resolver,
    mode: 'onTouched',
  });
  const { errors } = formState;
  const unit = watch('unit');
  const unitLabel = watch('unitLabel').trim() || SERVICE_UNIT_LABELS[unit];

  const save = async (input: ServiceInput) => {
    try {
      const saved = service
        ? await update.mutateAsync({ id: service.id, changes: input })
        : await create.mutateAsync(input as CreateServiceInput);
      enqueueSnackbar(service ? `Đã lưu dịch vụ "${saved.name}"` : `Đã thêm dịch vụ "${saved.name}"`, {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      // The server's per-field messages go next to their fields; anything else shows below.
      if (!isApiError(error) || !error.fields) return;
      for (const [key, message] of Object.entries(error.fields)) {
        const field = FIELDS.find((name) => name === key);
        if (field) setError(field, { type: 'server', message });
      }
    }
  };

  const failure = mutation.error && !(isApiError(mutation.error) && mutation.error.fields) ? mutation.error : null;
  const pending = mutation.isPending;

  return (
    <form noValidate onSubmit={handleSubmit(save)}>
      <DialogTitle id={titleId}>{creating ? 'Thêm dịch vụ' : 'Sửa dịch vụ'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label="Tên dịch vụ"
            required
            autoFocus={creating}
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
            slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
          />
          <TextField
            label="Mô tả"
            multiline
            minRows={2}
            {...register('description')}
            error={Boolean(errors.description)}
            helperText={errors.description?.message ?? 'Hiện trên bảng giá cho sinh viên'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={control}
              name="unit"
              render={({ field }) => (
                <TextField
                  select
                  label="Tính tiền"
                  {...field}
                  error={Boolean(errors.unit)}
                  helperText={errors.unit?.message}
                  sx={{ flex: 1 }}
                >
                  {SERVICE_UNITS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {UNIT_CHOICES[value]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Tên đơn vị"
              placeholder={SERVICE_UNIT_LABELS[unit]}
              {...register('unitLabel')}
              error={Boolean(errors.unitLabel)}
              helperText={errors.unitLabel?.message ?? `Để trống: "${SERVICE_UNIT_LABELS[unit]}"`}
              slotProps={{ htmlInput: { maxLength: 20 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Đơn giá"
              required
              {...register('unitPrice')}
              error={Boolean(errors.unitPrice)}
              helperText={errors.unitPrice?.message ?? 'Số nguyên, tính bằng đồng'}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">₫/{unitLabel}</InputAdornment> },
              }}
              sx={{ flex: 1 }}
            />
            <TextField
              label="Số lượng tối thiểu"
              {...register('minQuantity')}
              error={Boolean(errors.minQuantity)}
              helperText={errors.minQuantity?.message ?? 'Để trống nếu không giới hạn'}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">{unitLabel}</InputAdornment> },
              }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{
              alignItems: { sm: 'flex-start' },
            }}
          >
            <TextField
              label="Thứ tự hiển thị"
              {...register('sortOrder')}
              error={Boolean(errors.sortOrder)}
              helperText={errors.sortOrder?.message ?? 'Số nhỏ đứng trước'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ flex: 1, m: 0, minHeight: 56 }}
                  control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label={field.value ? 'Đang mở bán' : 'Tạm ngưng'}
                />
              )}
            />
          </Stack>
          {failure && <Alert severity="error">{errorText(failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogFooter onCancel={onClose} confirmLabel={creating ? 'Thêm dịch vụ' : 'Lưu thay đổi'} pending={pending} />
    </form>
  );
}
