import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VoucherCheck } from '@tsa/shared';
import { useState } from 'react';
import { TextField } from '@/components/text-field';
import { errorText } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';

export interface VoucherFieldProps {
  /** The code applied (kept in the draft and sent with the order); empty: none. */
  applied: string;
  /** The check of the applied code against the lines as they are now. */
  check: { data?: VoucherCheck; error: unknown; isFetching: boolean };
  /** No service chosen yet: there is nothing to discount. */
  noItems: boolean;
  /** The server's refusal at placement, under the field. */
  serverError?: string;
  onApply: (code: string) => void;
  onRemove: () => void;
}

const CODE = /^[A-Z0-9-]{3,30}$/;

/** "Mã giảm giá" with "Áp dụng": the discount shows in the estimate, or the precise reason it does not apply. */
export function VoucherField({ applied, check, noItems, serverError, onApply, onRemove }: VoucherFieldProps) {
  const [text, setText] = useState(applied);
  const [typedError, setTypedError] = useState<string | null>(null);
  const apply = () => {
    const code = text.trim().toUpperCase();
    if (!code) return setTypedError('Vui lòng nhập mã giảm giá');
    if (!CODE.test(code)) return setTypedError('Mã giảm giá chỉ gồm chữ, số và dấu gạch ngang (3–30 ký tự)');
    setTypedError(null);
    setText(code);
    onApply(code);
  };
  const refusal = applied && check.error ? errorText(check.error) : null;
  const message = typedError ?? refusal ?? serverError ?? null;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Mã giảm giá"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTypedError(null);
          }}
          onKeyDown={(event) => {
            // Enter applies the code rather than submitting the whole order.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          disabled={Boolean(applied)}
          error={Boolean(message)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters', spellCheck: false } }}
        />
        {applied ? (
          <Button
            variant="outlined"
            onClick={() => {
              onRemove();
              setText('');
            }}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            Bỏ mã
          </Button>
        ) : (
          <Button variant="outlined" onClick={apply} sx={{ flexShrink: 0, minHeight: 56 }}>
            Áp dụng
          </Button>
        )}
      </Stack>
      <Box aria-live="polite">
        {message ? (
          <FormHelperText error role="alert" sx={{ fontSize: '0.875rem' }}>
            {message}
          </FormHelperText>
        ) : applied && check.data ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', color: 'success.main' }}>
            <LocalOfferOutlinedIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              Mã {check.data.code}: giảm {formatMoney(check.data.discount)} trên tạm tính
              {check.data.description ? ` (${check.data.description})` : ''}
            </Typography>
          </Stack>
        ) : applied && noItems ? (
          <FormHelperText sx={{ fontSize: '0.875rem' }}>Chọn dịch vụ để xem số tiền được giảm.</FormHelperText>
        ) : applied && check.isFetching ? (
          <FormHelperText sx={{ fontSize: '0.875rem' }}>Đang kiểm tra mã…</FormHelperText>
        ) : null}
      </Box>
    </Box>
  );
}
