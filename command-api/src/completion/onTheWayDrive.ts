import { holdsTime, type AppointmentStatus } from '@pawroute/domain';
import { routerFor, type AppServices } from '@pawroute/platform';
import type { ActiveAppointment } from '../shared/loadStreams';

/** The pin of a customer's primary address (the route projection's), or null when it is not on the map. */
async function primaryPin(services: Pick<AppServices, 'db'>, userId: number): Promise<{ lat: number; lng: number } | null> {
  const { rows } = await services.db.query<{ lat: number; lng: number }>(
    `SELECT l.lat, l.lng FROM contact_addresses ca JOIN address_locations l ON l.address_id = ca.id AND l.address = ca.address
      WHERE ca.user_id = $1 ORDER BY ca.is_primary DESC, ca.added_at, ca.id LIMIT 1`,
    [userId],
  );
  return rows[0] ? { lat: Number(rows[0].lat), lng: Number(rows[0].lng) } : null;
}

/**
 * The drive (minutes) to an appointment from the stylist's previous stop that day (the appointment
 * before it that holds time: docs/RULES.md SCH-HOLD), customer address to customer address, through
 * the routing port the day route uses. Null when there is no previous stop or an address is not on the
 * map. It words a message only: nothing is decided from it.
 */
export async function driveMinutesFromPreviousStop(services: Pick<AppServices, 'db' | 'config' | 'logger'>, appointment: ActiveAppointment, customerUserId: number): Promise<number | null> {
  if (appointment.appointmentDate === null || appointment.startTime === null || appointment.employeeId === null) return null;
  const { rows } = await services.db.query<{ customer_user_id: number; status: string }>(
    `SELECT customer_user_id, status FROM appointments
      WHERE date = $1 AND employee_id = $2 AND id <> $3 AND NOT is_deleted AND start_time IS NOT NULL AND start_time < $4 AND customer_user_id IS NOT NULL
      ORDER BY start_time DESC, id DESC LIMIT 10`,
    [appointment.appointmentDate, appointment.employeeId, appointment.appointmentId, appointment.startTime.slice(0, 5)],
  );
  const previous = rows.find((r) => holdsTime(r.status as AppointmentStatus));
  if (!previous) return null;
  const [from, to] = await Promise.all([primaryPin(services, Number(previous.customer_user_id)), primaryPin(services, customerUserId)]);
  if (!from || !to) return null;
  try {
    const route = await routerFor(services).route([from, to]);
    return route.legs[0]?.minutes ?? null;
  } catch (error) {
    services.logger.warn({ err: error, appointmentId: appointment.appointmentId }, 'no drive time for the on-my-way ETA; the start time is given instead');
    return null;
  }
}
