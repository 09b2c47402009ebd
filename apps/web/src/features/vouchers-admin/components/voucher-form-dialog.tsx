import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { VOUCHER_KIND_LABELS, VOUCHER_KINDS, type CreateVoucherInput } from '@tsa/shared';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogFooter } from '@/components/dialog-footer';
import { errorText, isApiError } from '@/lib/api-error';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useSaveVoucher, useVoucherServices, type AdminVoucher } from '../api/vouchers-admin';
import { voucherResolver, voucherToForm, type VoucherForm, type VoucherFormField } from './voucher-form';

const FIELDS: readonly VoucherFormField[] = [
  'code',
  'kind',
  'value',
  'description',
  'minOrder',
  'maxDiscount',
  'startsOn',
  'endsOn',
  'serviceIds',
  'firstOrderOnly',
  'perStudentLimit',
  'totalLimit',
  'active',
];

export interface VoucherFormDialogProps {
  open: boolean;
  /** null: a new code. */
  voucher: AdminVoucher | null;
  /** Changes with each opening, so the form starts from the voucher as it is now. */
  session: number;
  onClose: () => void;
}

/** Create a code, or edit its terms and limits (its code and amount stay: orders were placed with them). */
export function VoucherFormDialog({ open, voucher, session, onClose }: VoucherFormDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <VoucherFormBody key={session} voucher={voucher} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

const dateSlot = { inputLabel: { shrink: true } } as const;

function VoucherFormBody({
  voucher,
  titleId,
  onClose,
}: {
  voucher: AdminVoucher | null;
  titleId: string;
  onClose: () => void;
}) {
  const creating = voucher === null;
  const save = useSaveVoucher();
  const services = useVoucherServices();
  const resolver = useMemo(() => voucherResolver(creating), [creating]);
  const { register, control, handleSubmit, setError, watch, formState } = useForm<
    VoucherForm,
    unknown,
    Record<string, unknown>
  >({ defaultValues: voucherToForm(voucher), resolver, mode: 'onTouched' });
  const { errors } = formState;
  const [kind, someServices] = watch(['kind', 'someServices']);

  const submit = async (input: Record<string, unknown>) => {
    try {
      const saved = await save.mutateAsync({ id: voucher?.id ?? null, input: input as CreateVoucherInput });
      enqueueSnackbar(creating ? `Đã tạo mã ${saved.code}` : `Đã lưu mã ${saved.code}`, { variant: 'success' });
      onClose();
    } catch (error) {
      if (!isApiError(error) || !error.fields) return;
      for (const [key, message] of Object.entries(error.fields)) {
        const field = FIELDS.find((name) => name === key);
        if (field) setError(field, { type: 'server', message });
      }
    }
  };
  const failure = save.error && !(isApiError(save.error) && save.error.fields) ? save.error : null;

  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <DialogTitle id={titleId}>{creating ? 'Tạo mã giảm giá' : `Sửa mã ${voucher.code}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label="Mã giảm giá"
            required
            disabled={!creating}
            autoFocus={creating}
            placeholder="KHAITRUONG"
            {...register('code')}
            error={Boolean(errors.code)}
            helperText={errors.code?.message ?? 'Chữ, số và dấu gạch ngang; không phân biệt hoa thường'}
            slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters', spellCheck: false } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <TextField
                  select
                  label="Loại giảm giá"
                  disabled={!creating}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  sx={{ flex: 1 }}
                >
                  {VOUCHER_KINDS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {VOUCHER_KIND_LABELS[value]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Mức giảm"
              required
              disabled={!creating}
              {...register('value')}
              error={Boolean(errors.value)}
              helperText={errors.value?.message ?? (kind === 'PERCENT' ? 'Từ 1 đến 100%' : 'Số tiền, tính bằng đồng')}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: {
                  endAdornment: <InputAdornment position="end">{kind === 'PERCENT' ? '%' : '₫'}</InputAdornment>,
                },
              }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField
            label="Mô tả"
            {...register('description')}
            error={Boolean(errors.description)}
            helperText={errors.description?.message ?? 'Sinh viên thấy mô tả này khi áp dụng mã'}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Đơn tối thiểu"
              {...register('minOrder')}
              error={Boolean(errors.minOrder)}
              helperText={errors.minOrder?.message ?? 'Để trống: không yêu cầu'}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">₫</InputAdornment> },
              }}
              sx={{ flex: 1 }}
            />
            <TextField
              label="Giảm tối đa"
              {...register('maxDiscount')}
              error={Boolean(errors.maxDiscount)}
              helperText={errors.maxDiscount?.message ?? 'Để trống: không giới hạn'}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">₫</InputAdornment> },
              }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Từ ngày"
              type="date"
              {...register('startsOn')}
              error={Boolean(errors.startsOn)}
              helperText={errors.startsOn?.message ?? 'Để trống: dùng ngay'}
              slotProps={dateSlot}
              sx={{ flex: 1 }}
            />
            <TextField
              label="Đến hết ngày"
              type="date"
              {...register('endsOn')}
              error={Boolean(errors.endsOn)}
              helperText={errors.endsOn?.message ?? 'Để trống: không hết hạn'}
              slotProps={dateSlot}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Số lần mỗi sinh viên"
              required
              {...register('perStudentLimit')}
              error={Boolean(errors.perStudentLimit)}
              helperText={errors.perStudentLimit?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label="Tổng số lượt"
              {...register('totalLimit')}
              error={Boolean(errors.totalLimit)}
              helperText={
                errors.totalLimit?.message ??
                (voucher ? `Đã dùng ${voucher.usedCount}; để trống: không giới hạn` : 'Để trống: không giới hạn')
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Controller
            control={control}
            name="someServices"
            render={({ field }) => (
              <FormControlLabel
                sx={{ m: 0 }}
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label="Chỉ áp dụng cho một số dịch vụ"
              />
            )}
          />
          {someServices && (
            <Controller
              control={control}
              name="serviceIds"
              render={({ field }) => (
                <FormControl component="fieldset" error={Boolean(errors.serviceIds)}>
                  <FormLabel component="legend">Dịch vụ được giảm</FormLabel>
                  <FormGroup>
                    {(services.data ?? []).map((service) => (
                      <FormControlLabel
                        key={service.id}
                        label={service.active ? service.name : `${service.name} (đã tắt)`}
                        control={
                          <Checkbox
                            checked={field.value.includes(service.id)}
                            onChange={(event) => {
                              const next = event.target.checked
                                ? [...field.value, service.id]
                                : field.value.filter((id) => id !== service.id);
                              field.onChange(next);
                              field.onBlur();
                            }}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {services.isError && (
                    <FormHelperText>Không tải được bảng giá: {errorText(services.error)}</FormHelperText>
                  )}
                  {errors.serviceIds && <FormHelperText>{errors.serviceIds.message}</FormHelperText>}
                </FormControl>
              )}
            />
          )}
          {(
            [
              ['firstOrderOnly', 'Chỉ cho đơn đầu tiên của sinh viên'],
              ...(creating ? [] : ([['active', 'Đang áp dụng']] as const)),
            ] as const
          ).map(([name, label]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <FormControlLabel
                  sx={{ m: 0 }}
                  control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label={label}
                />
              )}
            />
          ))}
          {failure && <Alert severity="error">{errorText(failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogFooter onCancel={onClose} confirmLabel={creating ? 'Tạo mã' : 'Lưu thay đổi'} pending={save.isPending} />
    </form>
  );
}
