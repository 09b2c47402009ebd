import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { floorSettingsSchema, type FloorSettings } from '@tsa/shared';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-error';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useSaveFloorSettings } from '../api/floor-settings';

/** 'Cài đặt vận hành': when students are reminded of tomorrow's pickup, how long a proof may be answered. */
export function FloorSettingsForm({ settings }: { settings: FloorSettings }) {
  const save = useSaveFloorSettings();
  const { register, handleSubmit, formState, setError } = useForm<FloorSettings>({
    defaultValues: settings,
    resolver: zodResolver(floorSettingsSchema),
    mode: 'onTouched',
  });
  const { errors } = formState;
  const submit = async (input: FloorSettings) => {
    try {
      await save.mutateAsync(input);
      enqueueSnackbar('Đã lưu cài đặt vận hành', { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [key, message] of Object.entries(error.fields)) {
          if (key === 'reminderTime' || key === 'proofAnswerHours') setError(key, { type: 'server', message });
        }
      } else {
        enqueueSnackbar(isApiError(error) ? error.message : 'Không lưu được', { variant: 'error' });
      }
    }
  };
  return (
    <Card component="section" aria-labelledby="floor-settings-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="floor-settings-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Cài đặt vận hành
      </Typography>
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(submit)}>
        <TextField
          label="Giờ nhắc lịch lấy đồ ngày mai"
          {...register('reminderTime')}
          error={Boolean(errors.reminderTime)}
          helperText={
            errors.reminderTime?.message ??
            'Dạng HH:MM, giờ Việt Nam. Đã qua giờ này hôm nay: lời nhắc gửi ngay khi lưu'
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Số giờ sinh viên được xác nhận hoặc khiếu nại"
          {...register('proofAnswerHours', { valueAsNumber: true })}
          error={Boolean(errors.proofAnswerHours)}
          helperText={errors.proofAnswerHours?.message ?? 'Tính từ lúc nhân viên ghi nhận ảnh và kiểm đếm'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Lưu
        </Button>
      </Stack>
    </Card>
  );
}
