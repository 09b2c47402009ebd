import { useState } from 'react';
import type { OrderDetailView } from '@/components/orders/types';
import { useChooseReturnSlot } from '../api/choose-return-slot';
import { firstOpenPickup } from '../lib/order-form';
import { pickupText } from '../lib/order-text';
import { SlotChoiceDialog, SlotChoiceForm } from './slot-choice-dialog';

export interface ReturnSlotDialogProps {
  order: OrderDetailView;
  open: boolean;
  onClose: () => void;
}

/** "Chọn giờ trả đồ": a day and a window with places left, for an order that is ready. */
export function ReturnSlotDialog({ order, open, onClose }: ReturnSlotDialogProps) {
  return (
    <SlotChoiceDialog
      open={open}
      onClose={onClose}
      form={(titleId) => <ReturnSlotForm order={order} titleId={titleId} onClose={onClose} />}
    />
  );
}

function ReturnSlotForm({ order, titleId, onClose }: { order: OrderDetailView; titleId: string; onClose: () => void }) {
  const choose = useChooseReturnSlot();
  const [first] = useState(() => firstOpenPickup(new Date()));
  return (
    <SlotChoiceForm
      order={order}
      titleId={titleId}
      onClose={onClose}
      title="Chọn giờ trả đồ"
      intro={`Đơn ${order.code} đã giặt xong. Chọn lúc bạn có ở phòng để nhân viên mang đồ đến.`}
      idPrefix="return"
      dayLabel="Ngày trả đồ"
      confirmLabel="Xác nhận giờ trả"
      missingMessage="Vui lòng chọn khung giờ trả đồ"
      initial={{ date: order.returnDate ?? first.date, slot: order.returnSlot ?? first.slot }}
      fieldNames={{ date: 'returnDate', slot: 'returnSlot' }}
      request={choose}
      save={({ date, slot }) => choose.mutateAsync({ id: order.id, returnDate: date, returnSlot: slot })}
      savedMessage={({ date, slot }) => `Đã hẹn trả đồ ${pickupText(date, slot)}`}
    />
  );
}
