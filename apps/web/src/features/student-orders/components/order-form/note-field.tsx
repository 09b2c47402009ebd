import Box from '@mui/material/Box';
import { TextField } from '@/components/text-field';
import { ORDER_LIMITS } from '@tsa/shared/rules';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import type { OrderFormValues } from '../../lib/order-form';

/**
 * The order's note and its character count. It follows the note itself, so a keystroke redraws
 * this field alone, not the whole form with its services, windows and summary: with the
 * processor slowed four times, 191 ms a key when the form followed the note, 67 ms since
 * (bench/RESULTS.md).
 */
export function NoteField({ form }: { form: UseFormReturn<OrderFormValues, unknown, unknown> }) {
  const note = useWatch({ control: form.control, name: 'note' });
  const { errors } = useFormState({ control: form.control, name: 'note' });
  return (
    <TextField
      {...form.register('note')}
      label="Ghi chú (không bắt buộc)"
      placeholder="Ví dụ: đồ trắng giặt riêng, gọi trước khi lên phòng"
      multiline
      minRows={2}
      fullWidth
      error={Boolean(errors.note) || note.length > ORDER_LIMITS.note}
      helperText={
        errors.note?.message ?? (
          <Box component="span" sx={{ display: 'block', textAlign: 'right' }}>
            {note.length}/{ORDER_LIMITS.note}
          </Box>
        )
      }
    />
  );
}
