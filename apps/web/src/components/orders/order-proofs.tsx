import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROOF_ANSWER_LABELS, PROOF_STAGE_LABELS, type OrderProof } from '@tsa/shared';
import { useState } from 'react';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { PhotoThumbnail } from '@/components/photo-thumbnail';
import { useAnswerProof, useOrderProofs, useProofPhotoUrl } from '@/lib/proofs';
import { enqueueSnackbar } from '@/lib/snackbar';

function ProofPhoto({ proof }: { proof: OrderProof }) {
  const image = useProofPhotoUrl(proof.photoUrl);
  return (
    <PhotoThumbnail image={image} alt={`Ảnh túi đồ ${PROOF_STAGE_LABELS[proof.stage].toLowerCase()}`} size={120} />
  );
}

function AnswerButtons({ orderId, proof }: { orderId: string; proof: OrderProof }) {
  const answer = useAnswerProof(orderId);
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The answered proof comes back while the rest of the order is still being refreshed, and it
  // closes these buttons before the answer settles: `mutate`'s own callbacks would die with them
  // (the student would never hear it was sent). The promise outlives them.
  const send = (value: 'CONFIRMED' | 'DISPUTED') =>
    void answer
      .mutateAsync({ stage: proof.stage, answer: value, reason: value === 'DISPUTED' ? reason.trim() : undefined })
      .then(
        () =>
          enqueueSnackbar(value === 'CONFIRMED' ? 'Đã xác nhận' : 'Đã gửi khiếu nại, TSA sẽ phản hồi sớm', {
            variant: 'success',
          }),
        (failure: unknown) =>
          setError(
            isApiError(failure) ? (failure.fields?.reason ?? failure.message) : 'Không gửi được, vui lòng thử lại',
          ),
      );
  if (disputing)
    return (
      <Stack spacing={1}>
        <TextField
          label="Điều gì không đúng?"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          error={Boolean(error)}
          helperText={error ?? 'Ví dụ: mình gửi 4 áo chứ không phải 3'}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" color="error" disabled={answer.isPending} onClick={() => send('DISPUTED')}>
            Gửi khiếu nại
          </Button>
          <Button onClick={() => setDisputing(false)}>Quay lại</Button>
        </Stack>
      </Stack>
    );
  return (
    <Stack spacing={1}>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={answer.isPending} onClick={() => send('CONFIRMED')}>
          Xác nhận
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDisputing(true)}>
          Khiếu nại
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Trả lời trước {formatDateTime(proof.answerUntil)}
      </Typography>
    </Stack>
  );
}

/** One proof: the photo, the count or weight, who recorded it and when, and the student's answer. */
export function ProofCard({
  orderId,
  proof,
  canAnswer,
  now = new Date(),
}: {
  orderId: string;
  proof: OrderProof;
  canAnswer: boolean;
  now?: Date;
}) {
  const open = canAnswer && !proof.answer && now.getTime() <= Date.parse(proof.answerUntil);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1.5}>
        <ProofPhoto proof={proof} />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h4">
            {PROOF_STAGE_LABELS[proof.stage]}
          </Typography>
          {proof.items.length > 0 && (
            <Typography variant="body2">
              {proof.items.map((item) => `${item.count} ${item.kind}`).join(' · ')}
            </Typography>
          )}
          {proof.weightKg !== null && (
            <Typography variant="body2">Cân nặng: {String(proof.weightKg).replace('.', ',')} kg</Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {proof.recordedBy?.name ?? 'Nhân viên'} · {formatDateTime(proof.recordedAt)}
          </Typography>
          {proof.answer && (
            <Chip
              size="small"
              color={proof.answer === 'CONFIRMED' ? 'success' : 'warning'}
              label={PROOF_ANSWER_LABELS[proof.answer]}
              sx={{ alignSelf: 'flex-start' }}
            />
          )}
        </Stack>
      </Stack>
      {open && (
        <Box sx={{ mt: 1.5 }}>
          <AnswerButtons orderId={orderId} proof={proof} />
        </Box>
      )}
    </Paper>
  );
}

/**
 * "Ảnh và kiểm đếm": what the staff recorded at pickup and on the scale. The order's student may
 * confirm or dispute each until its deadline; staff and admins only look.
 */
export function OrderProofs({ orderId, canAnswer = false }: { orderId: string; canAnswer?: boolean }) {
  const proofs = useOrderProofs(orderId);
  if (!proofs.data?.length) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby={`proofs-${orderId}`}>
      <Typography variant="subtitle1" component="h3" id={`proofs-${orderId}`}>
        Ảnh và kiểm đếm
      </Typography>
      {proofs.data.map((proof) => (
        <ProofCard key={proof.id} orderId={orderId} proof={proof} canAnswer={canAnswer} />
      ))}
    </Stack>
  );
}
