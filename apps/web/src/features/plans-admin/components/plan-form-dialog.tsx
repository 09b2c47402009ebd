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
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PLAN_LIMITS, type PlanInput } from '@tsa/shared';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogFooter } from '@/components/dialog-footer';
import { errorText, isApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useKgServices, useSavePlan, type AdminPlan } from '../api/plans-admin';
import { parseDecimal, parseMoney, planResolver, planToForm, type PlanForm, type PlanFormField } from './plan-form';

const FIELDS: readonly PlanFormField[] = [
  'name',
  'description',
  'kgPerMonth',
  'price',
  'months',
  'serviceIds',
  'rollover',
  'skipWeekAllowed',
  'active',
];

export interface PlanFormDialogProps {
  open: boolean;
  /** null: a new plan. */
  plan: AdminPlan | null;
  /** Changes with each opening, so the form starts from the plan as it is now. */
  session: number;
  onClose: () => void;
}

/** Create or edit a plan ("gói tháng", "gói học kỳ"). */
export function PlanFormDialog({ open, plan, session, onClose }: PlanFormDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <PlanFormBody key={session} plan={plan} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function PlanFormBody({ plan, titleId, onClose }: { plan: AdminPlan | null; titleId: string; onClose: () => void }) {
  const creating = plan === null;
  const save = useSavePlan();
  const services = useKgServices();
  const resolver = useMemo(() => planResolver(), []);
  const { register, control, handleSubmit, setError, watch, formState } = useForm<PlanForm, unknown, PlanInput>({
    defaultValues: planToForm(plan),
    resolver,
    mode: 'onTouched',
  });
  const { errors } = formState;
  const [kg, price, months] = watch(['kgPerMonth', 'price', 'months']);
  const perKg = useMemo(() => {
    const k = parseDecimal(kg);
    const p = parseMoney(price);
    const m = parseDecimal(months);
    if (!k || !p || !m || [k, p, m].some((n) => !Number.isFinite(n))) return null;
    return Math.round(p / (k * m));
  }, [kg, price, months]);

  const submit = async (input: PlanInput) => {
    try {
      const saved = await save.mutateAsync({ id: plan?.id ?? null, input });
      enqueueSnackbar(creating ? `Đã tạo gói "${saved.name}"` : `Đã lưu gói "${saved.name}"`, { variant: 'success' });
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
      <DialogTitle id={titleId}>{creating ? 'Thêm gói giặt' : 'Sửa gói giặt'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label="Tên gói"
            required
            autoFocus={creating}
            placeholder="Gói tháng 20 kg"
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
            slotProps={{ htmlInput: { maxLength: PLAN_LIMITS.name } }}
          />
          <TextField
            label="Mô tả"
            multiline
            minRows={2}
            {...register('description')}
            error={Boolean(errors.description)}
            helperText={errors.description?.message ?? 'Hiện trên thẻ gói cho sinh viên'}
            slotProps={{ htmlInput: { maxLength: PLAN_LIMITS.description } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Số kg mỗi tháng"
              required
              {...register('kgPerMonth')}
              error={Boolean(errors.kgPerMonth)}
              helperText={errors.kgPerMonth?.message ?? 'Từ 0,5 đến 200 kg'}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
              }}
              sx={{ flex: 1 }}
            />
            <TextField
              label="Số tháng"
              required
              {...register('months')}
              error={Boolean(errors.months)}
              helperText={errors.months?.message ?? '1: gói tháng; 4–5: gói học kỳ'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField
            label="Giá gói"
            required
            {...register('price')}
            error={Boolean(errors.price)}
            helperText={
              errors.price?.message ??
              (perKg ? `Trả một lần · khoảng ${formatMoney(perKg)}/kg` : 'Trả một lần, tính bằng đồng')
            }
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">₫</InputAdornment> },
            }}
          />
          <Controller
            control={control}
            name="serviceIds"
            render={({ field }) => (
              <FormControl component="fieldset" error={Boolean(errors.serviceIds)}>
                <FormLabel component="legend">Dịch vụ áp dụng (tính theo kg)</FormLabel>
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
          {(
            [
              ['rollover', 'Cộng dồn kg chưa dùng sang tháng sau (tối đa 1 tháng)'],
              ['skipWeekAllowed', 'Cho phép tạm ngưng 1 tuần mỗi tháng'],
              ['active', 'Đang bán'],
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
      <DialogFooter onCancel={onClose} confirmLabel={creating ? 'Thêm gói' : 'Lưu thay đổi'} pending={save.isPending} />
    </form>
  );
}
