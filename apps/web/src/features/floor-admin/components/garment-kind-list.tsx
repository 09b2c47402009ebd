import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createGarmentKindSchema, type GarmentKind } from '@tsa/shared';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { errorText, isApiError } from '@/lib/api-error';
import { useGarmentKinds } from '@/lib/proofs';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useCreateGarmentKind, useUpdateGarmentKind } from '../api/garment-kinds';

function KindRow({ kind, above, below }: { kind: GarmentKind; above?: GarmentKind; below?: GarmentKind }) {
  const update = useUpdateGarmentKind();
  const [name, setName] = useState(kind.name);
  const [error, setError] = useState<string | null>(null);
  const fail = (failure: unknown) =>
    setError(isApiError(failure) ? (failure.fields?.name ?? failure.message) : errorText(failure));
  // Swapping positions with a neighbour: two saves, each a small audited change.
  const swap = (other: GarmentKind) => {
    update.mutate({ id: kind.id, position: other.position }, { onError: fail });
    update.mutate({ id: other.id, position: kind.position }, { onError: fail });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        label="Tên loại đồ"
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => {
          if (name.trim() && name.trim() !== kind.name)
            update.mutate({ id: kind.id, name: name.trim() }, { onError: fail, onSuccess: () => setError(null) });
        }}
        error={Boolean(error)}
        helperText={error}
        sx={{ flex: 1 }}
      />
      <IconButton aria-label={`Đưa ${kind.name} lên`} disabled={!above} onClick={() => above && swap(above)}>
        <ArrowUpwardRoundedIcon />
      </IconButton>
      <IconButton aria-label={`Đưa ${kind.name} xuống`} disabled={!below} onClick={() => below && swap(below)}>
        <ArrowDownwardRoundedIcon />
      </IconButton>
      <Switch
        checked={kind.active}
        onChange={(_, active) => update.mutate({ id: kind.id, active }, { onError: fail })}
        slotProps={{ input: { 'aria-label': `${kind.name} đang dùng` } }}
      />
    </Stack>
  );
}

/** 'Loại đồ để kiểm đếm': the short list staff count at pickup (áo, quần, chăn…). */
export function GarmentKindList() {
  const kinds = useGarmentKinds();
  const create = useCreateGarmentKind();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createGarmentKindSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Tên không hợp lệ');
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        setName('');
        setError(null);
        enqueueSnackbar('Đã thêm loại đồ', { variant: 'success' });
      },
      onError: (failure) =>
        setError(isApiError(failure) ? (failure.fields?.name ?? failure.message) : errorText(failure)),
    });
  };
  const list = kinds.data ?? [];
  return (
    <Card component="section" aria-labelledby="garment-kinds-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="garment-kinds-title" variant="h6" component="h2">
        Loại đồ để kiểm đếm
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Nhân viên đếm theo danh sách này khi lấy đồ. Tắt một loại để ẩn nó khỏi màn hình của nhân viên.
      </Typography>
      <Stack spacing={1.5}>
        {list.map((kind, index) => (
          <KindRow key={`${kind.id}-${kind.name}`} kind={kind} above={list[index - 1]} below={list[index + 1]} />
        ))}
        <Stack component="form" direction="row" spacing={1} onSubmit={add} noValidate sx={{ alignItems: 'flex-start' }}>
          <TextField
            label="Loại đồ mới"
            size="small"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" loading={create.isPending}>
            Thêm
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
