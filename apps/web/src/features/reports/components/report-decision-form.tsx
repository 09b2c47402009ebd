import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  canTransitionReport,
  CLAIM_REFUND_METHOD_LABELS,
  CLAIM_REFUND_METHODS,
  isClaimType,
  REPORT_LIMITS,
  updateReportSchema,
  type ClaimRefundMethod,
  type UpdateReportInput,
} from '@tsa/shared';
import { OrderProofs } from '@/components/orders/order-proofs';
import { useSnackbar } from '@/lib/snackbar';
import { useState, type FormEvent } from 'react';
import { CountedTextField } from '@/components/counted-text-field';
import { errorText } from '@/lib/api-error';
import { fieldErrors } from '@/lib/field-errors';
import { useDecideReport } from '../api/decide-report';
import type { AppReport } from '../api/types';

type Decision = 'RESOLVED' | 'REJECTED';

/** The administrator's actions: 'Đang xem xét', 'Giải quyết' (answer + refund), 'Từ chối' (answer). */
export function ReportDecisionForm({ report }: { report: AppReport }) {
  const decide = useDecideReport(report.id);
  const { enqueueSnackbar } = useSnackbar();
  const [decision, setDecision] = useState<Decision>('RESOLVED');
  const [answer, setAnswer] = useState('');
  const [refund, setRefund] = useState('');
  // A lost-or-damaged claim is paid back in cash, by transfer or into the wallet (decision 043).
  const claim = isClaimType(report.type);
  const [method, setMethod] = useState<ClaimRefundMethod>('WALLET');
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (!canTransitionReport(report.status, 'RESOLVED')) return null;

  // The page keys this form by the report's status, so a decision replaces it as soon as the
  // answer is drawn, before the mutation settles (the report is still being refetched): `mutate`'s
  // own callbacks would die with this form. The promise outlives it; a failure shows in the form.
  const decideThen = (input: UpdateReportInput, message: string) =>
    decide.mutateAsync(input).then(
      () => enqueueSnackbar(message, { variant: 'success' }),
      () => {},
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refundAmount = decision === 'RESOLVED' && refund.trim() ? Number(refund.replace(/\D/g, '')) : undefined;
    const refundMethod = claim && refundAmount ? method : undefined;
    const parsed = updateReportSchema.safeParse({ status: decision, answer, refundAmount, refundMethod });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    void decideThen(
      { status: decision, answer, refundAmount, refundMethod },
      decision === 'RESOLVED' ? 'Đã giải quyết báo cáo' : 'Đã từ chối báo cáo',
    );
  };

  return (
    <Stack spacing={2} component="form" onSubmit={submit} noValidate>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Xử lý báo cáo
      </Typography>
      {claim && <OrderProofs orderId={report.order.id} />}
      {decide.isError && <Alert severity="error">{errorText(decide.error)}</Alert>}
      {report.status === 'OPEN' && (
        <Button
          variant="outlined"
          loading={decide.isPending && decide.variables?.status === 'IN_REVIEW'}
          onClick={() => void decideThen({ status: 'IN_REVIEW' }, 'Đã chuyển sang "Đang xem xét"')}
        >
          Đang xem xét
        </Button>
      )}
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={decision}
        onChange={(_, value: Decision | null) => value && setDecision(value)}
        aria-label="Quyết định"
      >
        <ToggleButton value="RESOLVED">Giải quyết</ToggleButton>
        <ToggleButton value="REJECTED">Từ chối</ToggleButton>
      </ToggleButtonGroup>
      <CountedTextField
        label={decision === 'RESOLVED' ? 'Cách giải quyết (gửi cho sinh viên)' : 'Lý do từ chối'}
        required
        multiline
        minRows={3}
        value={answer}
        onValueChange={setAnswer}
        max={REPORT_LIMITS.answer}
        overLimitText={`Phản hồi tối đa ${REPORT_LIMITS.answer} ký tự`}
        errorText={errors.answer}
        fullWidth
      />
      {decision === 'RESOLVED' && (
        <TextField
          label="Số tiền hoàn (₫, không bắt buộc)"
          value={refund}
          onChange={(event) => setRefund(event.target.value.replace(/[^\d]/g, ''))}
          error={Boolean(errors.refundAmount)}
          helperText={errors.refundAmount}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
      )}
      {decision === 'RESOLVED' && claim && refund.trim() !== '' && (
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={method}
          onChange={(_, value: ClaimRefundMethod | null) => value && setMethod(value)}
          aria-label="Cách hoàn tiền"
        >
          {CLAIM_REFUND_METHODS.map((one) => (
            <ToggleButton key={one} value={one}>
              {CLAIM_REFUND_METHOD_LABELS[one]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Button
        type="submit"
        variant="contained"
        color={decision === 'REJECTED' ? 'error' : 'primary'}
        loading={decide.isPending && decide.variables?.status !== 'IN_REVIEW'}
      >
        {decision === 'RESOLVED' ? 'Giải quyết' : 'Từ chối'}
      </Button>
    </Stack>
  );
}
