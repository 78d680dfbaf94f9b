import type { FastifyRequest } from 'fastify';
import type { Actor } from '@pawroute/platform';
import { USER_TYPE_IDS, type PermissionFlags } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { dayPreloadLink } from './dayPreloadLink';

const actor = (userTypeId: number, permissions: Partial<PermissionFlags>): Actor => ({
  userId: 3,
  userTypeId,
  customerId: null,
  permissions: permissions as PermissionFlags,
});
const ask = (url: string, who: Actor | null) => dayPreloadLink({ url, actor: who } as unknown as FastifyRequest);
const stylist = actor(USER_TYPE_IDS.Stylist, { ViewDailyRoute: true });
const PRELOAD = '</api/v4/profile/getAppointmentsByEmployee>; rel=preload; as=fetch; crossorigin';

// the day page preloads the day's list only where the read would be answered (never a 401 or 403).
describe('dayPreloadLink', () => {
  it('preloads the day list on the day page for a stylist who may read it', () => {
    for (const url of ['/dashboard/schedule', '/dashboard/schedule/', '/dashboard/schedule/upcoming', '/dashboard/schedule/upcoming?x=1']) {
      expect(ask(url, stylist)).toBe(PRELOAD);
    }
    expect(ask('/dashboard/schedule', actor(USER_TYPE_IDS.Office, { ViewAllAppointments: true }))).toBe(PRELOAD);
  });

  it('preloads nothing elsewhere, signed out, or where the read would be refused', () => {
    expect(ask('/dashboard/customers', stylist)).toBeNull();
    expect(ask('/dashboard/schedule/currentAppointment/1/estimate/1/user/4', stylist)).toBeNull();
    expect(ask('/dashboard/schedule', null)).toBeNull();
    expect(ask('/dashboard/schedule', actor(USER_TYPE_IDS.Stylist, {}))).toBeNull();
    // A customer holding the flag is still refused by the route (staff only).
    expect(ask('/dashboard/schedule', actor(USER_TYPE_IDS.Customer, { ViewDailyRoute: true }))).toBeNull();
  });
});
