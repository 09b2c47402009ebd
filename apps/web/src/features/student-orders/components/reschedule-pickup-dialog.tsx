import type { OrderDetailView } from '@/components/orders/types';
import { useReschedulePickup } from '../api/reschedule-pickup';
import { pickupText } from '../lib/order-text';
import { SlotChoiceDialog, SlotChoiceForm } from './slot-choice-dialog';

export interface ReschedulePickupDialogProps {
  order: OrderDetailView;
  open: boolean;
  onClose: () => void;
}

/** "Đổi giờ lấy đồ": another day and window with places left, until the current window starts. */
export function ReschedulePickupDialog({ order, open, onClose }: ReschedulePickupDialogProps) {
  return (
    <SlotChoiceDialog
      open={open}
      onClose={onClose}
      form={(titleId) => <RescheduleForm order={order} titleId={titleId} onClose={onClose} />}
    />
  );
}

function RescheduleForm({ order, titleId, onClose }: { order: OrderDetailView; titleId: string; onClose: () => void }) {
  const move = useReschedulePickup();
  return (
    <SlotChoiceForm
      order={order}
      titleId={titleId}
      onClose={onClose}
      title="Đổi giờ lấy đồ"
      intro={`Hiện tại: ${pickupText(order.pickupDate, order.pickupSlot)}. Bạn có thể đổi cho đến khi khung giờ này bắt đầu.`}
      idPrefix="reschedule"
      dayLabel="Ngày lấy đồ"
      confirmLabel="Đổi giờ"
      missingMessage="Vui lòng chọn khung giờ lấy đồ mới"
      initial={{ date: order.pickupDate ?? '', slot: '' }}
      fieldNames={{ date: 'date', slot: 'slot' }}
      request={move}
      save={({ date, slot }) => move.mutateAsync({ id: order.id, date, slot })}
      savedMessage={({ date, slot }) => `Đã đổi giờ lấy đồ sang ${pickupText(date, slot)}`}
    />
  );
}
