import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CLAIM_REPORT_TYPES,
  createReportSchema,
  errorMessage,
  ORDER_STATUS_LABELS,
  REPORT_LIMITS,
  REPORT_PHOTO_TYPES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
} from '@tsa/shared';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CountedTextField } from '@/components/counted-text-field';
import { errorText } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useMyOrderOptions } from '@/lib/orders/get-my-orders';
import { fieldErrors } from '@/lib/field-errors';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useCreateReport } from '../api/create-report';
import type { AppReport } from '../api/types';
import { addPhotos } from './photo-rules';

function PhotoPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  // jsdom has no object URLs; a real browser always does.
  const url = useMemo(
    () => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <Box
      sx={{
        position: 'relative',
        width: 96,
        height: 96,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      {url && (
        <Box component="img" src={url} alt={file.name} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      )}
      <IconButton
        size="small"
        aria-label={`Bỏ ảnh ${file.name}`}
        onClick={onRemove}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'background.paper',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <CloseRoundedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

const CLAIM_NOT_COMPLETED = errorMessage('claims/not-completed');

export interface ReportFormDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (report: AppReport) => void;
}

/** 'Báo cáo sự cố': which order, what happened (≤ 250), up to 3 photos. */
export function ReportFormDialog({ open, onClose, onCreated }: ReportFormDialogProps) {
  const fullScreen = useFullScreenDialog();
  const [orderId, setOrderId] = useState('');
  const [type, setType] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const input = useRef<HTMLInputElement>(null);
  // MUI's select hands its input ref an object whose focus() moves to the visible field.
  const typeField = useRef<{ focus: () => void }>(null);
  const orders = useMyOrderOptions(open);
  const create = useCreateReport();

  const reset = () => {
    setOrderId('');
    setType('');
    setDescription('');
    setPhotos([]);
    setPhotoErrors([]);
    setErrors({});
    create.reset();
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addPhotos(photos, Array.from(event.target.files ?? []));
    setPhotos(result.photos);
    setPhotoErrors(result.errors);
    event.target.value = '';
  };

  // A lost or damaged item is a claim against the bag's pickup proof: only once the order is
  // completed (the server says claims/not-completed otherwise), so the menu says it up front.
  const selectedOrder = orders.data?.find((order) => order.id === orderId);
  const claimClosed = selectedOrder !== undefined && selectedOrder.status !== 'COMPLETED';
  const isClaim = (value: string) => (CLAIM_REPORT_TYPES as readonly string[]).includes(value);
  const claimError = claimClosed && isClaim(type) ? CLAIM_NOT_COMPLETED : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createReportSchema.safeParse({ orderId, type, description });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    if (claimError) {
      // Nothing is sent: the student is taken to the field that says why.
      typeField.current?.focus();
      return;
    }
    setErrors({});
    create.mutate({ ...parsed.data, photos }, { onSuccess: onCreated });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      slotProps={{ transition: { onExited: reset } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>Báo cáo sự cố</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {create.isError && <Alert severity="error">{errorText(create.error)}</Alert>}
            <TextField
              select
              required
              label="Đơn hàng gặp sự cố"
              value={orderId}
              onChange={(event) => setOrderId(event.target.value)}
              error={Boolean(errors.orderId) || orders.isError}
              helperText={
                errors.orderId ??
                (orders.isError
                  ? 'Không tải được danh sách đơn hàng'
                  : orders.data?.length === 0
                    ? 'Bạn chưa có đơn hàng nào'
                    : undefined)
              }
              fullWidth
            >
              {(orders.data ?? []).map((order) => (
                <MenuItem key={order.id} value={order.id}>
                  {order.code} · {ORDER_STATUS_LABELS[order.status]} · {formatDate(order.createdAt)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label="Loại sự cố"
              inputRef={typeField}
              value={type}
              onChange={(event) => setType(event.target.value)}
              error={Boolean(errors.type) || Boolean(claimError)}
              helperText={
                claimError ??
                (errors.type
                  ? 'Vui lòng chọn loại sự cố'
                  : claimClosed
                    ? `${REPORT_TYPE_LABELS.LOST_ITEM} và ${REPORT_TYPE_LABELS.DAMAGED.toLowerCase()} báo được khi đơn đã hoàn thành`
                    : undefined)
              }
              fullWidth
            >
              {REPORT_TYPES.map((value) => (
                <MenuItem key={value} value={value} disabled={claimClosed && isClaim(value)}>
                  {REPORT_TYPE_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <CountedTextField
              label="Mô tả sự cố"
              required
              multiline
              minRows={4}
              value={description}
              onValueChange={setDescription}
              max={REPORT_LIMITS.description}
              overLimitText={`Mô tả sự cố tối đa ${REPORT_LIMITS.description} ký tự`}
              errorText={errors.description}
              fullWidth
            />
            <Box>
              <Typography variant="subtitle2">Ảnh minh họa (không bắt buộc)</Typography>
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                }}
              >
                Tối đa {REPORT_LIMITS.maxPhotos} ảnh JPEG, PNG hoặc WebP, mỗi ảnh tối đa 5 MB.
              </Typography>
              <Stack
                direction="row"
                spacing={1.5}
                useFlexGap
                sx={{
                  flexWrap: 'wrap',
                  mt: 1.5,
                }}
              >
                {photos.map((file, index) => (
                  <PhotoPreview
                    key={`${file.name}-${index}`}
                    file={file}
                    onRemove={() => setPhotos(photos.filter((_, i) => i !== index))}
                  />
                ))}
                {photos.length < REPORT_LIMITS.maxPhotos && (
                  <Button
                    variant="outlined"
                    onClick={() => input.current?.click()}
                    sx={{ width: 96, height: 96, flexDirection: 'column', gap: 0.5, borderStyle: 'dashed' }}
                  >
                    <AddPhotoAlternateOutlinedIcon />
                    Thêm ảnh
                  </Button>
                )}
              </Stack>
              <input
                ref={input}
                type="file"
                accept={REPORT_PHOTO_TYPES.join(',')}
                multiple
                hidden
                onChange={pick}
                data-testid="report-photo-input"
                aria-label="Chọn ảnh"
              />
              {photoErrors.length > 0 && (
                <Alert severity="warning" sx={{ mt: 1.5 }} role="alert">
                  {photoErrors.map((message) => (
                    <div key={message}>{message}</div>
                  ))}
                </Alert>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>Hủy</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Gửi báo cáo
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
