import type { FastifyRequest } from 'fastify';
import { isStaff } from '@pawroute/platform';

/** The stylist's day page (web: /dashboard/schedule, its index and /upcoming). */
const DAY_PAGE = /^\/dashboard\/schedule(\/upcoming)?\/?(\?.*)?$/;

/**
 * the page of the stylist's day, asked for by a stylist who may read their day, is answered with
 * a Link header that preloads the day's list (profile/getAppointmentsByEmployee), so the phone fetches it
 * while the app's code still loads instead of after; the app's own fetch of that URL takes the answer over.
 * Only where the read would be allowed (the route's own rule): a preload must never end in a 401 or 403.
 */
export function dayPreloadLink(request: FastifyRequest): string | null {
  const actor = request.actor;
  if (!actor || !DAY_PAGE.test(request.url)) return null;
  const mayRead = actor.permissions.ViewAllAppointments === true || (isStaff(actor) && actor.permissions.ViewDailyRoute === true);
  return mayRead ? '</api/v4/profile/getAppointmentsByEmployee>; rel=preload; as=fetch; crossorigin' : null;
}
