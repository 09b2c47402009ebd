import { zodResolver } from '@hookform/resolvers/zod';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createRackSchema, ORDER_STATUS_LABELS, type CreateRackInput, type Rack } from '@tsa/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import { errorText, isApiError } from '@/lib/api-error';
import { useRacks } from '@/lib/bag-scans';
import { useCreateRack, useDeactivateRack, useRackBags } from '../api/racks';
import { PrintRackLabelButton, RackLabel } from './rack-label';

function CreateRackForm() {
  const create = useCreateRack();
  const { enqueueSnackbar } = useSnackbar();
  const { register, handleSubmit, reset, setError, formState } = useForm<CreateRackInput>({
    resolver: zodResolver(createRackSchema),
    defaultValues: { code: '', name: '' },
  });
  const submit = handleSubmit(async (input) => {
    try {
      const rack = await create.mutateAsync(createRackSchema.parse(input));
      reset({ code: '', name: '' });
      enqueueSnackbar(`Đã tạo kệ ${rack.code}`, { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.code === 'racks/taken') setError('code', { message: error.message });
      else enqueueSnackbar(errorText(error), { variant: 'error' });
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        label="Mã kệ"
        placeholder="K-A1"
        autoComplete="off"
        error={Boolean(formState.errors.code)}
        helperText={formState.errors.code?.message}
        {...register('code')}
      />
      <TextField
        label="Tên kệ"
        placeholder="Kệ A, tầng 1"
        error={Boolean(formState.errors.name)}
        helperText={formState.errors.name?.message}
        sx={{ flex: 1 }}
        {...register('name')}
      />
      <Button type="submit" variant="contained" startIcon={<AddRoundedIcon />} loading={create.isPending}>
        Tạo kệ
      </Button>
    </Stack>
  );
}

function RackBags({ code }: { code: string }) {
  const { data, error, isPending } = useRackBags(code);
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (isPending) return <Typography variant="body2">Đang tải…</Typography>;
  if (!data.bags.length) return <Typography variant="body2">Kệ này đang trống.</Typography>;
  return (
    <Stack component="ul" aria-label={`Túi trên kệ ${code}`} sx={{ m: 0, pl: 2.5 }} spacing={0.5}>
      {data.bags.map((bag) => (
        <li key={bag.orderId}>
          <Typography variant="body2">
            <strong>{bag.code}</strong> · {bag.studentName} · {ORDER_STATUS_LABELS[bag.status]}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

function RackRow({ rack }: { rack: Rack }) {
  const [open, setOpen] = useState(false);
  const deactivate = useDeactivateRack();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Card component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={`Kệ ${rack.code}`}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <RackLabel rack={rack} />
          {!rack.active && <Chip size="small" label="Ngừng dùng" />}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            {open ? 'Ẩn túi trên kệ' : 'Xem túi trên kệ'}
          </Button>
          <PrintRackLabelButton rack={rack} />
          {rack.active && (
            <Button
              size="small"
              color="error"
              loading={deactivate.isPending}
              onClick={() =>
                deactivate.mutate(rack.code, {
                  onSuccess: () => enqueueSnackbar(`Đã ngừng dùng kệ ${rack.code}`, { variant: 'success' }),
                  onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
                })
              }
            >
              Ngừng dùng
            </Button>
          )}
        </Stack>
        {open && <RackBags code={rack.code} />}
      </Stack>
    </Card>
  );
}

/** "Kệ": create a rack, print its QR label, see what is on it, retire it. */
export function RackList() {
  const { data: racks, error, isPending } = useRacks();
  return (
    <Card variant="outlined" component="section" aria-labelledby="racks-title" sx={{ p: 2 }}>
      <Typography id="racks-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Kệ
      </Typography>
      <Stack spacing={2}>
        <CreateRackForm />
        {error && <Alert severity="error">{errorText(error)}</Alert>}
        {isPending && <Typography variant="body2">Đang tải…</Typography>}
        {racks && !racks.length && <Typography variant="body2">Chưa có kệ nào.</Typography>}
        {racks && racks.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {racks.map((rack) => (
              <RackRow key={rack.code} rack={rack} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
