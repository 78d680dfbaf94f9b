import { permissionFlags } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { inAudience, keysFor, type LiveViewer } from './audience';

const staff: LiveViewer = { userId: 1, staff: true, permissions: permissionFlags(['ViewAllAppointments']) };
const customer: LiveViewer = { userId: 7, staff: false, permissions: permissionFlags([]) };
const keys = [
  { scope: 'customers' },
  { scope: 'user', id: 7, ownerUserId: 7 },
  { scope: 'user', id: 8, ownerUserId: 8 },
  { scope: 'options', ownerUserId: null },
];

describe('keysFor', () => {
  it('gives staff every key', () => {
    expect(keysFor(staff, keys)).toEqual(keys);
  });
  it('gives a customer only keys they own', () => {
    expect(keysFor(customer, keys)).toEqual([{ scope: 'user', id: 7, ownerUserId: 7 }]);
  });
});

describe('inAudience', () => {
  it('matches all, staff, user ids and permissions', () => {
    expect(inAudience(customer, 'all')).toBe(true);
    expect(inAudience(customer, 'staff')).toBe(false);
    expect(inAudience(staff, 'staff')).toBe(true);
    expect(inAudience(customer, { userIds: [7] })).toBe(true);
    expect(inAudience(staff, { userIds: [7] })).toBe(false);
    expect(inAudience(staff, { permission: 'ViewAllAppointments' })).toBe(true);
    expect(inAudience(customer, { permission: 'ViewAllAppointments' })).toBe(false);
  });
});

describe('inAudience anyOf', () => {
  const stylist: LiveViewer = { userId: 6, staff: true, permissions: permissionFlags(['ViewAppointments']) };
  const otherCustomer: LiveViewer = { userId: 8, staff: false, permissions: permissionFlags([]) };
  const appointment = { anyOf: [{ permission: 'ViewAllAppointments' as const }, { userIds: [6, 7] }] };

  it('lets in whoever any part lets in, and nobody else', () => {
    expect(inAudience(staff, appointment)).toBe(true); // the permission
    expect(inAudience(stylist, appointment)).toBe(true); // the assigned stylist
    expect(inAudience(customer, appointment)).toBe(true); // the appointment's customer
    expect(inAudience(otherCustomer, appointment)).toBe(false);
  });

  it('is empty when it names nothing, and nests', () => {
    expect(inAudience(staff, { anyOf: [] })).toBe(false);
    expect(inAudience(customer, { anyOf: [{ anyOf: ['staff', { userIds: [7] }] }] })).toBe(true);
    expect(inAudience(otherCustomer, { anyOf: [{ anyOf: ['staff', { userIds: [7] }] }] })).toBe(false);
  });
});

describe('inAudience userTypeIds (updatedPermissions)', () => {
  it("matches the socket's user type, and nobody whose type is unknown", () => {
    const bather: LiveViewer = { userId: 6, userTypeId: 6, staff: true, permissions: permissionFlags(['ViewDailyRoute']) };
    expect(inAudience(bather, { userTypeIds: [6] })).toBe(true);
    expect(inAudience(bather, { userTypeIds: [3, 4] })).toBe(false);
    expect(inAudience(staff, { userTypeIds: [6] })).toBe(false);
  });
});

describe('inAudience sessionIds (phoneCall)', () => {
  it("matches the socket's session only, not the same user's other browsers", () => {
    const desk: LiveViewer = { ...staff, sessionId: 'a'.repeat(64) };
    const laptop: LiveViewer = { ...staff, sessionId: 'b'.repeat(64) };
    expect(inAudience(desk, { sessionIds: ['a'.repeat(64)] })).toBe(true);
    expect(inAudience(laptop, { sessionIds: ['a'.repeat(64)] })).toBe(false);
    expect(inAudience(staff, { sessionIds: ['a'.repeat(64)] })).toBe(false);
  });
});
