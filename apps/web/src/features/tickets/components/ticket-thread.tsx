import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, type Role } from '@tsa/shared';
import { useSnackbar } from '@/lib/snackbar';
import { useEffect, useRef } from 'react';
import { ErrorState } from '@/components/list-states';
import { errorText } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import type { AppTicketMessage } from '@/lib/realtime-types';
import { useChangeTicketStatus } from '../api/change-ticket-status';
import { useTicket } from '../api/get-ticket';
import { useSendTicketMessage } from '../api/send-ticket-message';
import { TicketComposer } from './ticket-composer';
import { TicketStatusChip } from './ticket-status-chip';

export interface TicketThreadProps {
  id: string;
  me: { id: string; role: Role };
  onBack?: () => void;
}

function Bubble({ message, mine }: { message: AppTicketMessage; mine: boolean }) {
  return (
    <Stack
      data-testid="ticket-message"
      sx={{
        alignItems: mine ? 'flex-end' : 'flex-start',
      }}
    >
      <Typography
        variant="caption"
        sx={{
          color: 'text.secondary',
          px: 1,
          mb: 0.25,
        }}
      >
        {mine
          ? 'Bạn'
          : `${message.author.name}${message.author.role === 'STUDENT' ? '' : ` · ${ROLE_LABELS[message.author.role]}`}`}{' '}
        · {formatDateTime(message.createdAt)}
      </Typography>
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.75,
          py: 1,
          borderRadius: 3,
          borderTopRightRadius: mine ? 4 : undefined,
          borderTopLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="body2">{message.body}</Typography>
      </Box>
    </Stack>
  );
}

/** One ticket: its thread as chat bubbles (mine on the right), the composer, close/reopen. */
export function TicketThread({ id, me, onBack }: TicketThreadProps) {
  const ticket = useTicket(id);
  const send = useSendTicketMessage(id);
  const status = useChangeTicketStatus(id);
  const { enqueueSnackbar } = useSnackbar();
  const end = useRef<HTMLDivElement>(null);
  const count = ticket.data?.messages.length ?? 0;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (ticket.isPending) {
    return (
      <Stack spacing={2} sx={{ p: 2.5 }} aria-label="Đang tải cuộc trò chuyện">
        <Skeleton variant="text" width="60%" height={32} />
        <Skeleton variant="rounded" height={56} width="70%" />
        <Skeleton variant="rounded" height={56} width="60%" sx={{ alignSelf: 'flex-end' }} />
      </Stack>
    );
  }
  if (ticket.isError) {
    return (
      <ErrorState
        dense
        title="Không tải được yêu cầu hỗ trợ"
        error={ticket.error}
        onRetry={() => void ticket.refetch()}
        retrying={ticket.isFetching}
      />
    );
  }

  const data = ticket.data;
  const staff = me.role !== 'STUDENT';
  const owner = data.owner.id === me.id;
  const closed = data.status === 'CLOSED';
  const canClose = !closed && (staff || owner);
  const canReopen = closed && staff;

  const changeStatus = (next: 'OPEN' | 'CLOSED') =>
    status.mutate(
      { status: next },
      {
        onSuccess: () =>
          enqueueSnackbar(next === 'CLOSED' ? 'Đã đóng yêu cầu hỗ trợ' : 'Đã mở lại yêu cầu hỗ trợ', {
            variant: 'success',
          }),
        onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
      },
    );

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'flex-start',
          p: 2,
        }}
      >
        {onBack && (
          <IconButton onClick={onBack} aria-label="Quay lại danh sách" sx={{ ml: -1 }}>
            <ArrowBackRoundedIcon />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{
              alignItems: 'center',
              flexWrap: 'wrap',
            }}
          >
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
                fontWeight: 600,
              }}
            >
              {data.code}
            </Typography>
            <TicketStatusChip status={data.status} />
          </Stack>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {data.subject}
          </Typography>
          <Typography
            variant="caption"
            sx={{
              color: 'text.secondary',
            }}
          >
            {staff ? `${data.owner.name} · ` : ''}
            {data.order ? `Đơn ${data.order.code} · ` : ''}Tạo lúc {formatDateTime(data.createdAt)}
          </Typography>
        </Box>
        {canClose && (
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            startIcon={<LockOutlinedIcon />}
            loading={status.isPending}
            onClick={() => changeStatus('CLOSED')}
          >
            Đóng
          </Button>
        )}
        {canReopen && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<LockOpenRoundedIcon />}
            loading={status.isPending}
            onClick={() => changeStatus('OPEN')}
          >
            Mở lại
          </Button>
        )}
      </Stack>
      <Divider />
      <Stack
        spacing={1.5}
        sx={{ p: 2, flex: 1, overflowY: 'auto', minHeight: 240 }}
        aria-label="Tin nhắn"
        role="log"
        aria-live="polite"
      >
        {data.messages.map((message) => (
          <Bubble key={message.id} message={message} mine={message.author.id === me.id} />
        ))}
        <div ref={end} />
      </Stack>
      <Divider />
      <Box sx={{ p: 2 }}>
        {send.isError && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {errorText(send.error)}
          </Alert>
        )}
        {closed ? (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            Yêu cầu đã đóng.{staff ? ' Mở lại để tiếp tục trả lời.' : ' Tạo yêu cầu mới nếu bạn cần hỗ trợ thêm.'}
          </Typography>
        ) : (
          <TicketComposer onSend={(body) => send.mutateAsync(body)} sending={send.isPending} />
        )}
      </Box>
    </Stack>
  );
}
