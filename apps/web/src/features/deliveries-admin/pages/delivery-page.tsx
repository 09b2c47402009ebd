import Box from '@mui/material/Box';
import { DELIVERY_TYPES, hcmDateOf, isIsoDate, type DeliveryType } from '@tsa/shared';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import type { OrderView } from '@/components/orders/types';
import { useNeededDeliveries } from '../api/get-needed-deliveries';
import { AssignDialog } from '../components/assign-dialog';
import { NeededPanel } from '../components/needed-panel';
import { ScheduleSection } from '../components/schedule-section';

type Selection = Record<DeliveryType, ReadonlySet<string>>;
const EMPTY: Selection = { PICKUP: new Set(), DROPOFF: new Set() };

/**
 * /dashboard/delivery: the orders waiting for a pickup or a drop-off, assigned one by one or in
 * bulk, and the day's rounds per staff member (`?date=&type=` keep the day shown).
 */
function DeliveryPage() {
  const needed = useNeededDeliveries();
  const [params, setParams] = useSearchParams();
  const [selection, setSelection] = useState<Selection>(EMPTY);
  const [assigning, setAssigning] = useState<{ type: DeliveryType; session: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const dateParam = params.get('date');
  const date = dateParam && isIsoDate(dateParam) ? dateParam : hcmDateOf(new Date());
  const typeParam = params.get('type');
  const type = DELIVERY_TYPES.find((value) => value === typeParam);

  const changeSchedule = useCallback(
    (change: { date?: string; type?: DeliveryType | null }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.date) next.set('date', change.date);
          if (change.type === null) next.delete('type');
          else if (change.type) next.set('type', change.type);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const lists: Record<DeliveryType, OrderView[] | undefined> = {
    PICKUP: needed.data?.pickups,
    DROPOFF: needed.data?.dropoffs,
  };

  // The selection only ever holds orders still on the list (another admin may have assigned some).
  const live = (kind: DeliveryType) =>
    new Set((lists[kind] ?? []).filter((o) => selection[kind].has(o.id)).map((o) => o.id));
  const selected: Selection = { PICKUP: live('PICKUP'), DROPOFF: live('DROPOFF') };

  const toggle = (kind: DeliveryType, orderId: string) =>
    setSelection((current) => {
      const next = new Set(current[kind]);
      if (next.has(orderId)) next.delete(orderId);
      else next.add(orderId);
      return { ...current, [kind]: next };
    });
  const toggleAll = (kind: DeliveryType, select: boolean) =>
    setSelection((current) => ({
      ...current,
      [kind]: select ? new Set((lists[kind] ?? []).map((o) => o.id)) : new Set(),
    }));
  const deselect = (kind: DeliveryType, orderIds: string[]) =>
    setSelection((current) => {
      const next = new Set(current[kind]);
      for (const id of orderIds) next.delete(id);
      return { ...current, [kind]: next };
    });

  const openAssign = (kind: DeliveryType) => {
    setAssigning((current) => ({ type: kind, session: (current?.session ?? 0) + 1 }));
    setDialogOpen(true);
  };

  const panel = (kind: DeliveryType, title: string) => (
    <NeededPanel
      type={kind}
      title={title}
      orders={lists[kind]}
      error={needed.error}
      onRetry={() => void needed.refetch()}
      retrying={needed.isFetching}
      selected={selected[kind]}
      onToggle={(orderId) => toggle(kind, orderId)}
      onToggleAll={(select) => toggleAll(kind, select)}
      onAssign={() => openAssign(kind)}
    />
  );

  const dialogOrders = assigning ? (lists[assigning.type] ?? []).filter((o) => selected[assigning.type].has(o.id)) : [];

  return (
    <>
      <PageHeader
        title="Điều phối giao nhận"
        subtitle="Chọn một hoặc nhiều đơn để phân công lấy đồ hoặc giao đồ cho nhân viên, và theo dõi lịch từng ngày."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
          mb: 3,
        }}
      >
        {panel('PICKUP', 'Cần lấy đồ')}
        {panel('DROPOFF', 'Cần giao đồ')}
      </Box>
      <ScheduleSection date={date} type={type} onChange={changeSchedule} />
      {assigning && (
        <AssignDialog
          key={assigning.session}
          type={assigning.type}
          orders={dialogOrders}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onAssigned={() => {
            setDialogOpen(false);
            setSelection((current) => ({ ...current, [assigning.type]: new Set() }));
          }}
          onDeselect={(orderIds) => deselect(assigning.type, orderIds)}
        />
      )}
    </>
  );
}

export default DeliveryPage;
