import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTicketSchema, ORDER_STATUS_LABELS, TICKET_LIMITS } from '@tsa/shared';
import { useState, type FormEvent } from 'react';
import { CountedTextField } from '@/components/counted-text-field';
import { errorText } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDate } from '@/lib/format';
import { useMyOrderOptions } from '@/lib/orders/get-my-orders';
import { fieldErrors } from '@/lib/field-errors';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useCreateTicket } from '../api/create-ticket';
import type { AppTicketDetail } from '../api/types';
import { discardTicketDraft, readTicketDraft, saveTicketDraft, type TicketDraft } from '../lib/ticket-draft';
import { MESSAGE_TOO_LONG } from './ticket-composer';

export interface CreateTicketDialogProps {
  open: boolean;
  /** Students may attach one of their orders. */
  withOrderPicker: boolean;
  onClose: () => void;
  onCreated: (ticket: AppTicketDetail) => void;
}

const NO_ORDER = '';

/** 'Tạo yêu cầu hỗ trợ': subject (≤ 80), first message (≤ 280), the order it is about. */
export function CreateTicketDialog({ open, withOrderPicker, onClose, onCreated }: CreateTicketDialogProps) {
  const fullScreen = useFullScreenDialog();
  const userId = useAuth().user?.id;
  // What was being written comes back after a reload, Back or a tap beside the dialog; "Hủy" and
  // sending forget it.
  const [draft, setDraft] = useState<TicketDraft>(() => readTicketDraft(userId));
  const { subject, message, orderId } = draft;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTicket();
  const orders = useMyOrderOptions(open && withOrderPicker);

  const edit = (change: Partial<TicketDraft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    saveTicketDraft(userId, next);
  };
  // A kept order that is no longer among the student's (or not yet loaded) is not chosen.
  const chosenOrder = orders.data?.some((order) => order.id === orderId) ? orderId : NO_ORDER;
  const setSubject = (value: string) => edit({ subject: value });
  const setMessage = (value: string) => edit({ message: value });
  const setOrderId = (value: string) => edit({ orderId: value });

  const reset = () => {
    setDraft(readTicketDraft(userId));
    setErrors({});
    create.reset();
  };
  const cancel = () => {
    discardTicketDraft(userId);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTicketSchema.safeParse({ subject, message, orderId: chosenOrder || null });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (ticket) => {
        discardTicketDraft(userId);
        onCreated(ticket);
      },
    });
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
        <DialogTitle>Tạo yêu cầu hỗ trợ</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {create.isError && <Alert severity="error">{errorText(create.error)}</Alert>}
            <CountedTextField
              label="Tiêu đề"
              required
              autoFocus
              value={subject}
              onValueChange={setSubject}
              max={TICKET_LIMITS.subject}
              overLimitText={`Tiêu đề tối đa ${TICKET_LIMITS.subject} ký tự`}
              errorText={errors.subject}
              fullWidth
            />
            <CountedTextField
              label="Nội dung"
              required
              multiline
              minRows={4}
              value={message}
              onValueChange={setMessage}
              max={TICKET_LIMITS.message}
              overLimitText={MESSAGE_TOO_LONG}
              errorText={errors.message}
              fullWidth
            />
            {withOrderPicker && (
              <TextField
                select
                label="Đơn hàng liên quan (không bắt buộc)"
                value={chosenOrder}
                onChange={(event) => setOrderId(event.target.value)}
                error={Boolean(errors.orderId) || orders.isError}
                helperText={errors.orderId ?? (orders.isError ? 'Không tải được danh sách đơn hàng' : undefined)}
                fullWidth
              >
                <MenuItem value={NO_ORDER}>Không gắn đơn hàng</MenuItem>
                {(orders.data ?? []).map((order) => (
                  <MenuItem key={order.id} value={order.id}>
                    {order.code} · {ORDER_STATUS_LABELS[order.status]} · {formatDate(order.createdAt)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={cancel}>Hủy</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Gửi yêu cầu
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
