import { describe, expect, it } from 'vitest';
import {
  availablePickupSlots,
  billedQuantity,
  canCancel,
  canTransition,
  estimateTotal,
  lineAmount,
  pickupProblem,
  quantityProblem,
  transitionRefusedMessage,
} from './order-rules';
import { createOrderSchema } from './schemas/orders';
import { addDays, hcmDateOf, hcmInstant, isIsoDate } from './time';

// 21/11/2026 10:30 in Ho Chi Minh City = 03:30 UTC.
const NOW = new Date('2026-11-21T03:30:00Z');

describe('Ho Chi Minh City dates', () => {
  it('turns instants into HCM days and back', () => {
    expect(hcmDateOf(new Date('2026-11-20T16:59:59Z'))).toBe('2026-11-20');
    expect(hcmDateOf(new Date('2026-11-20T17:00:00Z'))).toBe('2026-11-21');
    expect(hcmInstant('2026-11-21', 7).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('pickup slots', () => {
  it('closes a slot once it has started, and books at most 14 days ahead', () => {
    expect(pickupProblem('2026-11-21', '07-09', NOW)).toBe('past');
    expect(pickupProblem('2026-11-21', '11-13', NOW)).toBeNull();
    expect(pickupProblem('2026-11-20', '19-21', NOW)).toBe('past');
    expect(pickupProblem('2026-12-05', '19-21', NOW)).toBeNull();
    expect(pickupProblem('2026-12-06', '07-09', NOW)).toBe('too-far');
    expect(pickupProblem('2026-11-21', '11-13', new Date('2026-11-21T04:00:00Z'))).toBe('past');
    expect(availablePickupSlots('2026-11-21', NOW)).toEqual(['11-13', '17-19', '19-21']);
    expect(availablePickupSlots('2026-11-22', NOW)).toEqual(['07-09', '11-13', '17-19', '19-21']);
  });
});

describe('prices', () => {
  const kg = { name: 'Giặt sấy gấp theo kg', unit: 'KG' as const, unitLabel: 'kg', minQuantity: 3 };
  const blanket = { name: 'Giặt chăn/mền', unit: 'ITEM' as const, unitLabel: 'cái', minQuantity: 0 };

  it('checks minimums and whole pieces', () => {
    expect(quantityProblem(kg, 2.5)).toBe('"Giặt sấy gấp theo kg" tối thiểu 3 kg');
    expect(quantityProblem({ ...kg, minQuantity: 2.5 }, 2)).toBe('"Giặt sấy gấp theo kg" tối thiểu 2,5 kg');
    expect(quantityProblem(kg, 3.5)).toBeNull();
    expect(quantityProblem(blanket, 1.5)).toBe('Số lượng "Giặt chăn/mền" phải là số nguyên');
  });

  it('rounds each line to whole đồng and bills weighed lines at least their minimum', () => {
    expect(lineAmount(15_000, 3.3)).toBe(49_500);
    expect(lineAmount(25_000, 0.1)).toBe(2_500);
    expect(
      estimateTotal([
        { unitPrice: 15_000, quantity: 3.5 },
        { unitPrice: 40_000, quantity: 2 },
      ]),
    ).toBe(132_500);
    expect(billedQuantity(2.2, 3)).toBe(3);
    expect(billedQuantity(0, 3)).toBe(0);
    expect(billedQuantity(4.1, 3)).toBe(4.1);
  });
});

describe('status machine', () => {
  it('allows only the forward steps, and cancellation by role', () => {
    expect(canTransition('PENDING', 'CONFIRMED')).toBe(true);
    expect(canTransition('PENDING', 'PICKED_UP')).toBe(false);
    expect(canTransition('COMPLETED', 'PENDING')).toBe(false);
    expect(canCancel('STUDENT', 'CONFIRMED')).toBe(true);
    expect(canCancel('STUDENT', 'PICKED_UP')).toBe(false);
    expect(canCancel('ADMIN', 'DELIVERING')).toBe(true);
    expect(canCancel('ADMIN', 'COMPLETED')).toBe(false);
    expect(canCancel('STAFF', 'PENDING')).toBe(false);
    expect(transitionRefusedMessage('PENDING', 'COMPLETED')).toBe(
      'Không thể chuyển đơn từ "Chờ xác nhận" sang "Hoàn thành"',
    );
  });
});

describe('the order form schema', () => {
  it('speaks Vietnamese to the web form', () => {
    const result = createOrderSchema.safeParse({
      items: [],
      pickupDate: 'mai',
      pickupSlot: '08-10',
      note: 'x'.repeat(281),
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      items: 'Vui lòng chọn ít nhất một dịch vụ',
      pickupDate: 'Ngày lấy đồ không hợp lệ (định dạng YYYY-MM-DD)',
      pickupSlot: 'Khung giờ lấy đồ không hợp lệ (chọn 07-09, 11-13, 17-19 hoặc 19-21)',
      note: 'Ghi chú tối đa 280 ký tự',
    });
  });
});
