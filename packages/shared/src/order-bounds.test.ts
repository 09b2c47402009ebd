import { describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from './order-constants';
import { cashAtDoorProblem, orderTotalProblem, parseCashText } from './order-rules';
import { cashCollectedSchema, changeOrderStatusSchema, createOrderSchema, weighedItemSchema } from './schemas/orders';
import { createServiceSchema } from './schemas/services';

const SERVICE = '10000000-0000-4000-8000-000000000001';
const LINE = '20000000-0000-4000-8000-000000000001';
const order = (quantity: number) => ({
  items: [{ serviceId: SERVICE, quantity }],
  pickupDate: '2026-11-21',
  pickupSlot: '19-21',
});
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('bounds of a line', () => {
  it('an ordered line is 0,1 to 50 kg or pieces', () => {
    expect(createOrderSchema.safeParse(order(50)).success).toBe(true);
    expect(messageOf(createOrderSchema.safeParse(order(50.1)))).toBe(
      'Mỗi dòng tối đa 50 (kg hoặc cái): nhiều hơn thì tách đơn hoặc liên hệ cửa hàng',
    );
    expect(messageOf(createOrderSchema.safeParse(order(99999)))).toMatch(/^Mỗi dòng tối đa 50/);
    expect(messageOf(createOrderSchema.safeParse(order(0)))).toBe('Số lượng phải lớn hơn 0');
  });

  it('a weighed line is 0 (nothing of it in the bag) to 50', () => {
    expect(weighedItemSchema.safeParse({ itemId: LINE, quantity: 0 }).success).toBe(true);
    expect(weighedItemSchema.safeParse({ itemId: LINE, quantity: 50 }).success).toBe(true);
    expect(messageOf(weighedItemSchema.safeParse({ itemId: LINE, quantity: 99999 }))).toMatch(/^Mỗi dòng tối đa 50/);
    expect(messageOf(weighedItemSchema.safeParse({ itemId: LINE, quantity: Number.NaN }))).toBe('Số lượng phải là số');
  });

  it("a service's minimum never exceeds what a line may hold", () => {
    const service = { name: 'Giặt', unit: 'KG', unitPrice: 15_000 };
    expect(createServiceSchema.safeParse({ ...service, minQuantity: 50 }).success).toBe(true);
    expect(messageOf(createServiceSchema.safeParse({ ...service, minQuantity: 60 }))).toBe(
      'Số lượng tối thiểu tối đa 50, mức tối đa của một dòng đơn',
    );
  });
});

describe('bounds of an order', () => {
  it('totals at most 5.000.000 ₫', () => {
    expect(ORDER_LIMITS.maxTotal).toBe(5_000_000);
    expect(orderTotalProblem(5_000_000)).toBeNull();
    expect(orderTotalProblem(5_000_001)).toBe(
      'Tổng đơn 5.000.001 ₫ vượt mức tối đa 5.000.000 ₫ mỗi đơn: kiểm tra lại số lượng, hoặc tách thành nhiều đơn',
    );
  });

  it('cash collected at one door is a whole amount up to the order bound', () => {
    const status = (cashCollected: number) => changeOrderStatusSchema.safeParse({ status: 'COMPLETED', cashCollected });
    expect(status(5_000_000).success).toBe(true);
    expect(messageOf(status(5_000_001))).toBe('Số tiền đã thu tối đa 5.000.000 ₫ (mức tối đa mỗi đơn)');
    expect(messageOf(cashCollectedSchema.safeParse(-1))).toBe('Số tiền đã thu không được âm');
    expect(messageOf(cashCollectedSchema.safeParse(10.5))).toBe('Số tiền đã thu phải là số nguyên');
  });
});

describe('cash at the door', () => {
  it('reads money as a cashier types it, and nothing else', () => {
    expect(parseCashText('103.000')).toBe(103_000);
    expect(parseCashText(' 103 000 ₫ ')).toBe(103_000);
    expect(parseCashText('103000đ')).toBe(103_000);
    expect(parseCashText('0')).toBe(0);
    for (const text of ['', 'abc', '-5', '1e5', '10,5', '1.00', '103.000.0', '🧺', 'NaN', '9'.repeat(20)])
      expect(parseCashText(text), text).toBeNull();
  });

  it('records nothing or the whole amount due; says what is missing, and that change goes back', () => {
    expect(cashAtDoorProblem(0, 103_000)).toBeNull();
    expect(cashAtDoorProblem(103_000, 103_000)).toBeNull();
    expect(cashAtDoorProblem(50_000, 103_000)).toEqual({
      kind: 'short',
      missing: 53_000,
      message: 'Còn thiếu 53.000 ₫: cần thu đủ 103.000 ₫. Sinh viên chưa trả được thì chọn "Chưa thu được tiền"',
    });
    expect(cashAtDoorProblem(200_000, 103_000)).toEqual({
      kind: 'over',
      message: 'Số tiền đã thu ghi đúng số cần thu 103.000 ₫; tiền thừa 97.000 ₫ trả lại cho sinh viên',
    });
  });
});
