import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTION_LABELS, isIsoDate, type AuditAction } from '@tsa/shared';
import { useCallback } from 'react';
import { DateField } from '@/components/date-field';
import { PageHeader } from '@/components/page-header';
import { PagedListCard } from '@/components/paged-list-card';
import { SelectFilter } from '@/components/select-filter';
import { formatDateTime } from '@/lib/format';
import { useCompactLayout } from '@/lib/use-compact-layout';
import { oneOf, setParam, useUrlFilters, type ListUrlConfig } from '@/lib/use-url-filters';
import { useAuditEvents, type AuditEventView } from '../api/get-audit-events';
import { describeUserAgent, detailText, targetText } from '../lib/describe-event';

/** The filter offers the groups first (the server matches a group by its prefix), then each action. */
const GROUPS = {
  auth: 'Đăng nhập & mật khẩu (tất cả)',
  mfa: 'Xác thực hai bước (tất cả)',
  passkey: 'Khóa truy cập (tất cả)',
  user: 'Tài khoản (tất cả)',
  payment: 'Thanh toán (tất cả)',
} as const;
const ACTION_FILTER_LABELS: Record<string, string> = { ...GROUPS, ...AUDIT_ACTION_LABELS };
const ACTION_FILTERS = Object.keys(ACTION_FILTER_LABELS);

interface AuditFilters {
  action?: string;
  /** Days (HCM), `YYYY-MM-DD`, inclusive. */
  from?: string;
  to?: string;
}

function parseDay(value: string | null): string | undefined {
  return value && isIsoDate(value) ? value : undefined;
}

/** `?action=&from=&to=`, `?search=` the actor's e-mail, `?page=&pageSize=`; always newest first. */
const AUDIT_LIST: ListUrlConfig<'occurredAt', AuditFilters> = {
  sortFields: [],
  defaultSort: { field: 'occurredAt', direction: 'desc' },
  readFilters(params) {
    let from = parseDay(params.get('from'));
    let to = parseDay(params.get('to'));
    if (from && to && from > to) [from, to] = [to, from];
    return { action: oneOf(ACTION_FILTERS, params.get('action')), from, to };
  },
  writeFilters(params, filters) {
    setParam(params, 'action', filters.action);
    setParam(params, 'from', filters.from);
    setParam(params, 'to', filters.to);
  },
  isFiltered: (filters) => Boolean(filters.action || filters.from || filters.to),
  noFilters: { action: null, from: null, to: null },
};

/** Failures and changes of who may do what stand out from the routine sign-ins. */
const WARNING_ACTIONS = new Set<AuditAction>([
  'auth.signin-failed',
  'auth.signin-locked',
  'mfa.challenge-failed',
  'mfa.reset',
  'mfa.disabled',
  'user.role-changed',
  'user.status-changed',
  'user.deleted',
  'payment.settings-changed',
  'payment.override',
  'payment.reversed',
]);

function AuditRow({ event }: { event: AuditEventView }) {
  const who = event.actor.name ? `${event.actor.name} (${event.actor.email})` : (event.actor.email ?? 'Không rõ');
  const details = detailText(event.details);
  return (
    <Stack component="li" spacing={0.5} sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={WARNING_ACTIONS.has(event.action) ? 'warning' : 'default'}
          label={AUDIT_ACTION_LABELS[event.action]}
        />
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {who}
        </Typography>
        {event.target && (
          <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
            → {targetText(event.target)}
          </Typography>
        )}
      </Stack>
      {details && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
      )}
      <Typography
        variant="caption"
        // The raw browser string stays one hover away, for an investigation.
        title={event.userAgent ?? undefined}
        sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {formatDateTime(event.occurredAt)} · IP {event.ip ?? '—'}
        {event.userAgent ? ` · ${describeUserAgent(event.userAgent) ?? event.userAgent}` : ''}
      </Typography>
    </Stack>
  );
}

/** /dashboard/audit: who signed in (or failed to), changed accounts or money settings, when and from where. */
function AuditLogPage() {
  const compact = useCompactLayout();
  // The filters live in the address: a reload, Back or a shared link shows the same events.
  const { state, update, search } = useUrlFilters(AUDIT_LIST);
  const { action, from, to, page, pageSize } = state;
  const events = useAuditEvents({
    action,
    actor: state.search.trim() || undefined,
    from,
    to,
    page,
    pageSize,
  });
  const goToPage = useCallback(
    (next: number, options?: { replace?: boolean }) => update({ page: next }, options),
    [update],
  );
  const rows = events.data?.items ?? [];

  return (
    <>
      <PageHeader
        title="Nhật ký bảo mật"
        subtitle="Đăng nhập, đăng nhập thất bại, xác thực hai bước, thay đổi tài khoản và tài khoản nhận tiền: ai, làm gì, lúc nào, từ đâu."
      />
      <PagedListCard
        result={events}
        page={page}
        pageSize={pageSize}
        onPageChange={goToPage}
        onPageSizeChange={(size) => update({ pageSize: size })}
        compact={compact}
        errorTitle="Không tải được nhật ký bảo mật"
        toolbar={
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ p: { xs: 2, sm: 3 }, flexWrap: 'wrap' }}
          >
            <SelectFilter
              label="Loại sự kiện"
              options={ACTION_FILTERS}
              optionLabels={ACTION_FILTER_LABELS}
              value={action}
              onChange={(value) => update({ action: value })}
              showAll
            />
            <TextField
              size="small"
              label="Email người thực hiện"
              value={search.text}
              onChange={(event) => search.setText(event.target.value)}
              // The server's limit and the URL's: a longer text would come back cut short.
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <DateField
              size="small"
              label="Từ ngày"
              value={from ?? ''}
              onChange={(day) => update({ from: day || null })}
              max={to}
            />
            <DateField
              size="small"
              label="Đến ngày"
              value={to ?? ''}
              onChange={(day) => update({ to: day || null })}
              min={from}
            />
          </Stack>
        }
      >
        {events.isSuccess && rows.length === 0 ? (
          <Typography sx={{ px: 3, py: 4, color: 'text.secondary' }}>Không có sự kiện nào khớp bộ lọc.</Typography>
        ) : (
          <Stack
            component="ul"
            // A rule between rows, drawn by the rows: a list holds list items only.
            sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {rows.map((event) => (
              <AuditRow key={event.id} event={event} />
            ))}
          </Stack>
        )}
      </PagedListCard>
    </>
  );
}

export default AuditLogPage;
