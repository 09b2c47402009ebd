import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTION_LABELS, type AuditAction } from '@tsa/shared';
import { useState } from 'react';
import { DateField } from '@/components/date-field';
import { PageHeader } from '@/components/page-header';
import { PagedListCard } from '@/components/paged-list-card';
import { SelectFilter } from '@/components/select-filter';
import { formatDateTime } from '@/lib/format';
import { useCompactLayout } from '@/lib/use-compact-layout';
import { useDebouncedValue } from '@/lib/use-debounced-value';
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
  const [action, setAction] = useState<string | undefined>();
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const actorQuery = useDebouncedValue(actor.trim(), 300);
  const events = useAuditEvents({
    action,
    actor: actorQuery || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
    pageSize,
  });
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
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
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
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
              onChange={(value) => filtered(setAction)(value ?? undefined)}
              showAll
            />
            <TextField
              size="small"
              label="Email người thực hiện"
              value={actor}
              onChange={(event) => filtered(setActor)(event.target.value)}
            />
            <DateField size="small" label="Từ ngày" value={from} onChange={filtered(setFrom)} max={to || undefined} />
            <DateField size="small" label="Đến ngày" value={to} onChange={filtered(setTo)} min={from || undefined} />
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
