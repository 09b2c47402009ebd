/** Helpers for the order and delivery tests (imported by *.test.ts only). */
import { addDays, hcmDateOf, type OrderDetail, type OrderStatus, type Service } from '@tsa/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, orderHistory } from '../db/schema';
import { authHeader, createUser, type UserOverrides } from './factories';

export type Headers = { authorization: string };

/** Tomorrow in Ho Chi Minh City: every slot of it is still ahead, whatever the clock says. */
export const tomorrow = () => addDays(hcmDateOf(new Date()), 1);
export const today = () => hcmDateOf(new Date());

/** The active catalogue by service name. */
export async function catalogue(app: FastifyInstance): Promise<Record<string, Service>> {
  const list = (await app.inject({ method: 'GET', url: '/api/services' })).json() as Service[];
  return Object.fromEntries(list.map((service) => [service.name, service]));
}

export const KG = 'Giặt sấy gấp theo kg'; // 15.000/kg, min 3
export const IRON = 'Giặt sấy + ủi'; // 25.000/kg
export const BLANKET = 'Giặt chăn/mền'; // 50.000/cái
export const SHOES = 'Giặt giày'; // 40.000/đôi

/**
 * The shop's bank account (Vietcombank), which an order paid by transfer needs; with `webhookSecret`,
 * the bank's notifications confirm payments by themselves.
 */
export async function setBankAccount(
  app: FastifyInstance,
  adminHeaders: Headers,
  extra: { webhookSecret?: string } = {},
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/payments/settings',
    headers: adminHeaders,
    payload: { bankBin: '970436', accountNumber: '0123456789', accountName: 'Cong ty Giat Say TSA', ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`bank account not saved: ${response.statusCode} ${response.body}`);
}

export async function signedIn(app: FastifyInstance, overrides: UserOverrides = {}) {
  const user = await createUser(app, overrides);
  return { user, headers: await authHeader(app, user) };
}

/** A signed-in student whose profile points at `buildingId` (room 101). */
export async function studentIn(app: FastifyInstance, buildingId: string) {
  const student = await signedIn(app);
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/users/profile',
    headers: student.headers,
    payload: { buildingId, room: '101' },
  });
  if (response.statusCode !== 200) throw new Error(`profile not saved: ${response.statusCode} ${response.body}`);
  return student;
}

export async function placeOrder(
  app: FastifyInstance,
  headers: Headers,
  payload: Record<string, unknown> = {},
): Promise<OrderDetail> {
  const services = await catalogue(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      items: [{ serviceId: services[KG]!.id, quantity: 4 }],
      pickupDate: tomorrow(),
      pickupSlot: '17-19',
      paymentMethod: 'CASH',
      ...payload,
    },
  });
  if (response.statusCode !== 201) throw new Error(`order not placed: ${response.statusCode} ${response.body}`);
  return response.json() as OrderDetail;
}

export function setStatus(
  app: FastifyInstance,
  headers: Headers,
  orderId: string,
  status: OrderStatus | (string & {}),
  extra: Record<string, unknown> = {},
) {
  return app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, headers, payload: { status, ...extra } });
}

const PATH: OrderStatus[] = ['CONFIRMED', 'PICKED_UP', 'WASHING', 'READY', 'DELIVERING', 'COMPLETED'];

/** Walks a PENDING order forward to `target` through the API. */
export async function advanceTo(
  app: FastifyInstance,
  headers: Headers,
  orderId: string,
  target: OrderStatus,
): Promise<void> {
  if (target === 'PENDING') return;
  if (target === 'CANCELLED') {
    const response = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers,
      payload: { reason: 'Thử nghiệm' },
    });
    if (response.statusCode !== 200) throw new Error(`cancel failed: ${response.body}`);
    return;
  }
  for (const status of PATH) {
    // Handing over an unpaid cash order asks for the cash; these walks collect none.
    const response = await setStatus(app, headers, orderId, status, status === 'COMPLETED' ? { cashCollected: 0 } : {});
    if (response.statusCode !== 200) throw new Error(`${status} failed: ${response.body}`);
    if (status === target) return;
  }
}

export async function historyRows(app: FastifyInstance, orderId: string) {
  return app.database.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.id));
}

export async function notificationsOf(app: FastifyInstance, userId: string, type?: string) {
  const where = type
    ? and(eq(notifications.userId, userId), eq(notifications.type, type))
    : eq(notifications.userId, userId);
  return app.database.db.select().from(notifications).where(where).orderBy(asc(notifications.createdAt));
}
