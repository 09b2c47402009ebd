import AddRoundedIcon from '@mui/icons-material/AddRounded';
import PhotoCameraRoundedIcon from '@mui/icons-material/PhotoCameraRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROOF_STAGE_LABELS, recordProofSchema, type ProofStage } from '@tsa/shared';
import { useEffect, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-error';
import { useGarmentKinds, useRecordProof } from '@/lib/proofs';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';

export interface ProofDialogProps {
  open: boolean;
  orderId: string;
  code: string;
  stage: ProofStage;
  /** WEIGHING: the weight to start from (the estimate or the weighed kg). */
  weightKg?: number | null;
  onClose: () => void;
}

/**
 * 'Chụp ảnh & đếm đồ' (PICKUP) and 'Ảnh cân' (WEIGHING): one photo from the phone's camera, a
 * count per garment kind with big − / + buttons, the weight on the scale. Nothing here blocks
 * the pickup or the weighing; a photo that cannot be sent says so, and what was typed stays.
 */
export function ProofDialog(props: ProofDialogProps) {
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="proof-title"
      keepMounted={false}
    >
      {props.open && <ProofForm {...props} />}
    </Dialog>
  );
}

function ProofForm({ orderId, code, stage, weightKg, onClose }: ProofDialogProps) {
  const kinds = useGarmentKinds();
  const record = useRecordProof();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [weight, setWeight] = useState(weightKg ? String(weightKg).replace('.', ',') : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!photo) return undefined;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const step = (kind: string, by: number) =>
    setCounts((current) => ({ ...current, [kind]: Math.max(0, Math.min(500, (current[kind] ?? 0) + by)) }));

  const submit = () => {
    setFailure(null);
    // In the list's order, whatever order they were tapped in.
    const items = (kinds.data ?? [])
      .map((kind) => ({ kind: kind.name, count: counts[kind.name] ?? 0 }))
      .filter((item) => item.count > 0);
    const weightText = weight.trim().replace(',', '.');
    const parsed = recordProofSchema.safeParse({
      stage,
      items,
      weightKg: weightText ? Number(weightText) : null,
    });
    const found: Record<string, string> = {};
    if (!photo) found.photo = 'Vui lòng chụp ảnh túi đồ';
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'items')] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success || !photo) return;
    record.mutate(
      { orderId, stage, items: parsed.data.items, weightKg: parsed.data.weightKg, photo },
      {
        onSuccess: () => {
          enqueueSnackbar('Đã lưu ảnh và kiểm đếm', { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.statusCode > 0) {
            setFailure(error.message);
            if (error.fields) setErrors(error.fields);
          } else {
            setFailure('Chưa gửi được ảnh: mạng đang yếu hoặc mất. Thông tin vẫn còn đây, bấm "Gửi lại" khi có mạng.');
          }
        },
      },
    );
  };

  return (
    <>
      <DialogTitle id="proof-title">
        {stage === 'PICKUP' ? 'Chụp ảnh & đếm đồ' : 'Ảnh cân'}: {code}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Ghi nhận {PROOF_STAGE_LABELS[stage].toLowerCase()}: sinh viên sẽ xem và xác nhận.
          </Typography>
          <Box>
            <Button
              component="label"
              variant={photo ? 'outlined' : 'contained'}
              size="large"
              fullWidth
              startIcon={<PhotoCameraRoundedIcon />}
              sx={{ minHeight: 56 }}
            >
              {photo ? 'Chụp lại' : stage === 'PICKUP' ? 'Chụp ảnh túi đồ' : 'Chụp ảnh túi trên cân'}
              <input
                hidden
                type="file"
                accept="image/*"
                capture="environment"
                aria-label="Ảnh túi đồ"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) setPhoto(file);
                }}
              />
            </Button>
            {errors.photo && (
              <Typography color="error" variant="caption" role="alert">
                {errors.photo}
              </Typography>
            )}
            {preview && (
              <Box
                component="img"
                src={preview}
                alt="Ảnh vừa chụp"
                sx={{ mt: 1, width: '100%', maxHeight: 220, objectFit: 'contain', borderRadius: 2 }}
              />
            )}
          </Box>

          {stage === 'WEIGHING' && (
            <TextField
              label="Số cân"
              value={weight}
              onChange={(event) => setWeight(event.target.value)}
              error={Boolean(errors.weightKg)}
              helperText={errors.weightKg}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
              }}
            />
          )}

          <Stack spacing={1} role="group" aria-label="Kiểm đếm theo loại đồ">
            <Typography variant="subtitle2" component="h3">
              Kiểm đếm {stage === 'WEIGHING' ? '(không bắt buộc)' : ''}
            </Typography>
            {kinds.isError && <Alert severity="warning">Không tải được danh sách loại đồ</Alert>}
            {(kinds.data ?? []).map((kind) => {
              const count = counts[kind.name] ?? 0;
              return (
                <Stack key={kind.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ flex: 1 }}>{kind.name}</Typography>
                  <IconButton
                    aria-label={`Bớt ${kind.name}`}
                    onClick={() => step(kind.name, -1)}
                    disabled={count === 0}
                    size="large"
                  >
                    <RemoveRoundedIcon />
                  </IconButton>
                  <Typography
                    aria-label={`Số ${kind.name}`}
                    sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}
                  >
                    {count}
                  </Typography>
                  <IconButton aria-label={`Thêm ${kind.name}`} onClick={() => step(kind.name, 1)} size="large">
                    <AddRoundedIcon />
                  </IconButton>
                </Stack>
              );
            })}
            {errors.items && (
              <Typography color="error" variant="caption" role="alert">
                {errors.items}
              </Typography>
            )}
          </Stack>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        onConfirm={submit}
        confirmLabel={failure ? 'Gửi lại' : 'Lưu'}
        pending={record.isPending}
      />
    </>
  );
}
