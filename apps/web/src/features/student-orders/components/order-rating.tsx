import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { RATING_COMMENT_MAX } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { useOrderRating, useRateOrder } from '../api/order-rating';

const STAR_LABELS: Record<number, string> = {
  1: '1 sao: Rất tệ',
  2: '2 sao: Tệ',
  3: '3 sao: Bình thường',
  4: '4 sao: Tốt',
  5: '5 sao: Rất tốt',
};

/**
 * "Đánh giá" of a completed order: 1–5 stars and an optional comment, once. Material's Rating is a
 * group of radio buttons, so arrow keys move between the stars and a screen reader reads each label.
 */
export function OrderRating({ orderId }: { orderId: string }) {
  const current = useOrderRating(orderId, true);
  const rate = useRateOrder(orderId);
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingStars, setMissingStars] = useState(false);
  const tooLong = comment.length > RATING_COMMENT_MAX;

  if (current.isPending) return <Skeleton variant="rounded" height={48} />;
  const saved = current.data?.rating;
  if (saved) {
    return (
      <Stack spacing={0.5}>
        <Rating value={saved.stars} readOnly aria-label={`Bạn đã đánh giá ${STAR_LABELS[saved.stars]}`} />
        {saved.comment && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            “{saved.comment}”
          </Typography>
        )}
        <Typography
          variant="caption"
          sx={{
            color: 'text.secondary',
          }}
        >
          Đã gửi lúc {formatDateTime(saved.createdAt)}. Cảm ơn bạn!
        </Typography>
      </Stack>
    );
  }

  const submit = () => {
    if (!stars) {
      setMissingStars(true);
      document.querySelector<HTMLInputElement>(`[name="rating-${orderId}"]`)?.focus();
      return;
    }
    rate.mutate(
      { stars, comment: comment.trim() || null },
      { onSuccess: () => enqueueSnackbar('Đã gửi đánh giá. Cảm ơn bạn!', { variant: 'success' }) },
    );
  };

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="body2"
        sx={{
          color: 'text.secondary',
          p: 0,
        }}
      >
        Bạn thấy đơn này thế nào?
      </Typography>
      <Rating
        name={`rating-${orderId}`}
        value={stars}
        size="large"
        getLabelText={(value) => STAR_LABELS[value] ?? `${value} sao`}
        onChange={(_event, value) => {
          setStars(value);
          setMissingStars(false);
        }}
      />
      {missingStars && (
        <Typography variant="caption" color="error" role="alert">
          Vui lòng chọn số sao từ 1 đến 5
        </Typography>
      )}
      <TextField
        label="Nhận xét (không bắt buộc)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        error={tooLong}
        helperText={tooLong ? `Nhận xét tối đa ${RATING_COMMENT_MAX} ký tự` : `${comment.length}/${RATING_COMMENT_MAX}`}
        slotProps={{ formHelperText: { sx: { textAlign: tooLong ? 'left' : 'right' } } }}
      />
      <Button variant="contained" onClick={submit} disabled={tooLong} loading={rate.isPending}>
        Gửi đánh giá
      </Button>
    </Stack>
  );
}
