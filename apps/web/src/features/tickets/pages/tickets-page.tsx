import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TICKET_LIMITS, TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from '@tsa/shared';
import { useState } from 'react';
import { EmptyState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth/use-auth';
import { useSearchParamValue } from '@/lib/use-search-param-value';
import { oneOf, setParam, useUrlFilters, type ListUrlConfig } from '@/lib/use-url-filters';
import { useTickets } from '../api/get-tickets';
import { CreateTicketDialog } from '../components/create-ticket-dialog';
import { TicketList } from '../components/ticket-list';
import { TicketThread } from '../components/ticket-thread';

const PAGE_SIZE = 20;

/** `?status=` one status, `?search=` the search (staff only), `?page=`; always the server's order. */
const TICKETS_LIST: ListUrlConfig<'updatedAt', { status?: TicketStatus }> = {
  sortFields: [],
  defaultSort: { field: 'updatedAt', direction: 'desc' },
  readFilters: (params) => ({ status: oneOf(TICKET_STATUSES, params.get('status')) }),
  writeFilters: (params, filters) => setParam(params, 'status', filters.status),
  isFiltered: (filters) => Boolean(filters.status),
  noFilters: { status: null },
};

/** /tickets: my support threads (students) or every thread (staff, admins); `?id=` opens one. */
export default function TicketsPage() {
  const { user } = useAuth();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [selectedId, select] = useSearchParamValue('id', { replaceOnClear: true });
  // Filters live in the address (reload, Back, a shared link); a change replaces the entry, as on the other phone lists.
  const { state, update, search } = useUrlFilters(TICKETS_LIST, { replaceHistory: true });
  const { status, page } = state;
  const [creating, setCreating] = useState(false);
  const staff = user?.role !== 'STUDENT';
  // Students have no search box: a search in their address would filter with nothing to undo it.
  const searchQuery = staff ? state.search.trim() : '';
  const list = useTickets({
    status: status ? [status] : undefined,
    search: searchQuery || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  if (!user) return null;
  const me = { id: user.id, role: user.role };
  const newButton = (
    <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setCreating(true)}>
      Tạo yêu cầu hỗ trợ
    </Button>
  );
  const showList = wide || !selectedId;
  const showThread = wide || Boolean(selectedId);

  return (
    <>
      <PageHeader
        title="Hỗ trợ"
        subtitle={
          staff
            ? 'Trả lời yêu cầu hỗ trợ của sinh viên, tin nhắn mới hiện ngay.'
            : 'Trao đổi với nhân viên về đơn giặt của bạn.'
        }
        actions={newButton}
      />
      <Stack
        direction="row"
        spacing={2.5}
        sx={{
          alignItems: 'stretch',
        }}
      >
        {showList && (
          <Card variant="outlined" sx={{ width: { xs: '100%', md: 380 }, flexShrink: 0, alignSelf: 'flex-start' }}>
            <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1.5} sx={{ p: 2 }}>
              {staff && (
                <TextField
                  size="small"
                  placeholder="Tìm theo mã, tiêu đề, sinh viên…"
                  value={search.text}
                  onChange={(event) => search.setText(event.target.value.slice(0, TICKET_LIMITS.search))}
                  slotProps={{
                    input: {
                      startAdornment: (
                        <InputAdornment position="start">
                          <SearchRoundedIcon fontSize="small" />
                        </InputAdornment>
                      ),
                    },
                    htmlInput: { 'aria-label': 'Tìm yêu cầu hỗ trợ' },
                  }}
                  fullWidth
                />
              )}
              <TextField
                select
                size="small"
                label="Trạng thái"
                value={status ?? ''}
                onChange={(event) => update({ status: (event.target.value as TicketStatus | '') || null })}
                fullWidth
              >
                <MenuItem value="">Tất cả</MenuItem>
                {TICKET_STATUSES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {TICKET_STATUS_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Divider />
            <TicketList
              tickets={list.data?.items}
              loading={list.isPending}
              error={list.isError ? list.error : null}
              onRetry={() => void list.refetch()}
              selectedId={selectedId}
              onSelect={select}
              showOwner={staff}
              filtered={Boolean(status || searchQuery)}
              emptyAction={newButton}
            />
            {pages > 1 && (
              <Stack
                sx={{
                  alignItems: 'center',
                  p: 1.5,
                }}
              >
                <Pagination size="small" count={pages} page={page} onChange={(_, next) => update({ page: next })} />
              </Stack>
            )}
          </Card>
        )}
        {showThread && (
          <Card
            variant="outlined"
            sx={{
              flex: 1,
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              maxHeight: { md: 'calc(100vh - 220px)' },
              minHeight: { md: 480 },
            }}
          >
            {selectedId ? (
              <TicketThread key={selectedId} id={selectedId} me={me} onBack={wide ? undefined : () => select(null)} />
            ) : (
              <Box sx={{ m: 'auto' }}>
                <EmptyState
                  icon={<ForumOutlinedIcon />}
                  title="Chọn một yêu cầu"
                  description="Chọn một yêu cầu ở danh sách bên trái để xem và trả lời."
                />
              </Box>
            )}
          </Card>
        )}
      </Stack>
      <CreateTicketDialog
        open={creating}
        withOrderPicker={!staff}
        onClose={() => setCreating(false)}
        onCreated={(ticket) => {
          setCreating(false);
          select(ticket.id);
        }}
      />
    </>
  );
}
