import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { bankHolderName, updatePaymentSettingsSchema, type Bank, type UpdatePaymentSettingsInput } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import type { PaymentSettingsView } from '../api/get-payment-settings';
import { useUpdatePaymentSettings } from '../api/update-payment-settings';

type Form = UpdatePaymentSettingsInput;
const FIELDS = ['bankBin', 'accountNumber', 'accountName', 'webhookSecret'] as const;

/** The shop's bank account the VietQR codes pay into, and the secret bank notifications carry. */
export function PaymentSettingsForm({ settings, banks }: { settings: PaymentSettingsView; banks: Bank[] }) {
  const update = useUpdatePaymentSettings();
  const { register, control, handleSubmit, setError, formState, resetField } = useForm<
    Form,
    unknown,
    UpdatePaymentSettingsInput
  >({
    defaultValues: {
      bankBin: settings.bank?.bin ?? '',
      accountNumber: settings.accountNumber,
      accountName: settings.accountName,
      webhookSecret: '',
    },
    // An empty secret field keeps the current secret (the server never sends it back).
    resolver: zodResolver(
      updatePaymentSettingsSchema.transform((v) => (v.webhookSecret ? v : { ...v, webhookSecret: undefined })),
    ),
    mode: 'onTouched',
  });
  const { errors } = formState;

  const save = async (input: UpdatePaymentSettingsInput) => {
    try {
      await update.mutateAsync(input);
      resetField('webhookSecret');
      enqueueSnackbar('Đã lưu tài khoản nhận chuyển khoản', { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [key, message] of Object.entries(error.fields)) {
          const field = FIELDS.find((name) => name === key);
          if (field) setError(field, { type: 'server', message });
        }
      } else {
        enqueueSnackbar(isApiError(error) ? error.message : 'Không lưu được', { variant: 'error' });
      }
    }
  };

  return (
    <Card component="section" aria-labelledby="payment-settings-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="payment-settings-title" variant="h6" component="h2">
        Tài khoản nhận chuyển khoản
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mb: 2,
        }}
      >
        Mã VietQR trên đơn của sinh viên chuyển vào tài khoản này.
        {settings.updatedAt &&
          settings.updatedBy &&
          ` Cập nhật lần cuối ${formatDateTime(settings.updatedAt)} bởi ${settings.updatedBy.name}.`}
      </Typography>
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(save)}>
        <Controller
          name="bankBin"
          control={control}
          render={({ field }) => (
            <Autocomplete
              options={banks}
              value={banks.find((bank) => bank.bin === field.value) ?? null}
              onChange={(_event, bank) => field.onChange(bank?.bin ?? '')}
              onBlur={field.onBlur}
              getOptionLabel={(bank) => `${bank.shortName} — ${bank.name}`}
              isOptionEqualToValue={(a, b) => a.bin === b.bin}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Ngân hàng"
                  required
                  error={Boolean(errors.bankBin)}
                  helperText={errors.bankBin?.message ?? 'Theo danh sách VietQR của NAPAS'}
                />
              )}
            />
          )}
        />
        <TextField
          label="Số tài khoản"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...register('accountNumber')}
          error={Boolean(errors.accountNumber)}
          helperText={errors.accountNumber?.message}
        />
        <TextField
          label="Tên chủ tài khoản"
          required
          {...register('accountName', { setValueAs: (value: string) => bankHolderName(value) })}
          error={Boolean(errors.accountName)}
          helperText={errors.accountName?.message ?? 'Viết hoa, không dấu, đúng như ngân hàng in (tự chuyển khi lưu)'}
        />
        <TextField
          label="Khóa webhook (SePay)"
          type="password"
          autoComplete="new-password"
          {...register('webhookSecret')}
          error={Boolean(errors.webhookSecret)}
          helperText={
            errors.webhookSecret?.message ??
            (settings.webhookSecretSet
              ? `Đang dùng khóa kết thúc bằng ${settings.webhookSecretHint}. Để trống để giữ nguyên.`
              : 'Chưa có khóa: giao dịch chưa được xác nhận tự động.')
          }
        />
        {!settings.webhookSecretSet && (
          <Alert severity="info">
            Cấu hình webhook tại SePay trỏ tới <b>/api/payments/webhook</b>, kiểu xác thực API Key với khóa ở trên.
          </Alert>
        )}
        <Stack
          direction="row"
          sx={{
            justifyContent: 'flex-end',
          }}
        >
          <Button type="submit" variant="contained" loading={update.isPending}>
            Lưu
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
