import type { Role } from '@tsa/shared';
import { describe, expect, it } from 'vitest';
import { canBeAssigned, canWorkOnTask, taskListStaff } from './deliveries/policy';
import {
  cancelNeedsReason,
  canSeeOrder,
  mayCancelOrders,
  orderListStudent,
  ordersForThemselves,
} from './order-records/policy';
import { canSeeReport, reportListStudent } from './reports/policy';
import { canReadTicket, mayLinkOrder, mayReopen, ticketListOwner } from './tickets/policy';

/**
 * Every authorization rule beyond the routes' role checks, per role, in one table per resource.
 * The routes' own tests show the same rules through HTTP (404 for what a user may not see).
 */
const me = (role: Role) => ({ id: 'me', role });
const mine = { studentId: 'me', staffId: 'me', ownerId: 'me' };
const theirs = { studentId: 'other', staffId: 'other', ownerId: 'other' };

describe('orders policy', () => {
  it.each([
    ['STUDENT', false, 'me', true, true, false],
    ['STAFF', true, undefined, false, false, false],
    ['ADMIN', true, undefined, false, true, true],
  ] as const)(
    '%s: sees others %s, list limited to %s, orders for themselves %s, cancels %s, reason %s',
    (role, seesOthers, listStudent, self, cancels, reason) => {
      expect(canSeeOrder(me(role), mine)).toBe(true);
      expect(canSeeOrder(me(role), theirs)).toBe(seesOthers);
      expect(orderListStudent(me(role))).toBe(listStudent);
      expect(ordersForThemselves(me(role))).toBe(self);
      expect(mayCancelOrders(me(role))).toBe(cancels);
      expect(cancelNeedsReason(me(role))).toBe(reason);
    },
  );
});

describe('deliveries policy', () => {
  it.each([
    ['STAFF', false, 'me'],
    ['ADMIN', true, undefined],
  ] as const)('%s: works on others’ tasks %s, list limited to %s', (role, others, listStaff) => {
    expect(canWorkOnTask(me(role), mine)).toBe(true);
    expect(canWorkOnTask(me(role), theirs)).toBe(others);
    expect(taskListStaff(me(role))).toBe(listStaff);
  });

  it('assigns tasks to active staff and admins only', () => {
    expect(canBeAssigned({ role: 'STAFF', status: 'ACTIVE' })).toBe(true);
    expect(canBeAssigned({ role: 'ADMIN', status: 'ACTIVE' })).toBe(true);
    expect(canBeAssigned({ role: 'STUDENT', status: 'ACTIVE' })).toBe(false);
    expect(canBeAssigned({ role: 'STAFF', status: 'BANNED' })).toBe(false);
  });
});

describe('reports policy', () => {
  it.each([
    ['STUDENT', false, 'me'],
    ['STAFF', false, 'me'],
    ['ADMIN', true, undefined],
  ] as const)('%s: sees others’ reports %s, list limited to %s', (role, others, listStudent) => {
    expect(canSeeReport(me(role), mine)).toBe(true);
    expect(canSeeReport(me(role), theirs)).toBe(others);
    expect(reportListStudent(me(role))).toBe(listStudent);
  });
});

describe('tickets policy', () => {
  it.each([
    ['STUDENT', false, 'me'],
    ['STAFF', true, undefined],
    ['ADMIN', true, undefined],
  ] as const)('%s: handles others’ tickets %s, list limited to %s', (role, handles, listOwner) => {
    expect(canReadTicket(me(role), mine)).toBe(true);
    expect(canReadTicket(me(role), theirs)).toBe(handles);
    expect(mayLinkOrder(me(role), mine)).toBe(true);
    expect(mayLinkOrder(me(role), theirs)).toBe(handles);
    expect(mayReopen(me(role))).toBe(handles);
    expect(ticketListOwner(me(role))).toBe(listOwner);
  });
});
