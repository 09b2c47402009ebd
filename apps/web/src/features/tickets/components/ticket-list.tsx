import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/list-states';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import type { AppTicket } from '../api/types';
import { TicketStatusChip } from './ticket-status-chip';

export interface TicketListProps {
  tickets: AppTicket[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  showOwner: boolean;
  emptyAction?: ReactNode;
  filtered: boolean;
}

export function TicketList({
  tickets,
  loading,
  error,
  onRetry,
  selectedId,
  onSelect,
  showOwner,
  emptyAction,
  filtered,
}: TicketListProps) {
  if (loading) {
    return (
      <Stack spacing={1.5} sx={{ p: 2 }} aria-label="Đang tải yêu cầu hỗ trợ">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={68} />
        ))}
      </Stack>
    );
  }
  if (error) return <ErrorState dense title="Không tải được yêu cầu hỗ trợ" error={error} onRetry={onRetry} />;
  if (!tickets?.length) {
    return (
      <EmptyState
        dense
        icon={<ChatBubbleOutlineRoundedIcon />}
        title={filtered ? 'Không có yêu cầu phù hợp' : 'Chưa có yêu cầu hỗ trợ'}
        description={
          filtered
            ? 'Thử đổi bộ lọc hoặc từ khóa.'
            : 'Gặp vấn đề với đơn giặt? Gửi yêu cầu, nhân viên sẽ trả lời bạn tại đây.'
        }
        action={filtered ? undefined : emptyAction}
      />
    );
  }
  return (
    <List disablePadding aria-label="Danh sách yêu cầu hỗ trợ">
      {tickets.map((ticket, index) => (
        <ListItem key={ticket.id} disablePadding divider={index < tickets.length - 1}>
          <ListItemButton
            selected={ticket.id === selectedId}
            onClick={() => onSelect(ticket.id)}
            sx={{ py: 1.5, px: 2, display: 'block' }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                  fontWeight: 600,
                }}
              >
                {ticket.code}
                {ticket.order ? ` · ${ticket.order.code}` : ''}
              </Typography>
              <TicketStatusChip status={ticket.status} />
            </Stack>
            <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }}>
              {ticket.subject}
            </Typography>
            <Typography
              variant="caption"
              title={formatDateTime(ticket.lastMessageAt)}
              sx={{
                color: 'text.secondary',
              }}
            >
              {showOwner ? `${ticket.owner.name} · ` : ''}
              {ticket.messageCount} tin nhắn · {formatRelativeTime(ticket.lastMessageAt)}
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
