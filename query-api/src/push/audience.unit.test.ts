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
