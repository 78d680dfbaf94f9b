import type { Permission } from '@pawroute/domain';
import type { Actor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { loadAppointment } from './loadStreams';

type Rule = (actor: Actor, input: { appointmentId: number }) => Promise<boolean>;

/**
 * `permission`, or the stylist assigned to the appointment (employeeId is the stylist's user id):
 * part 2 §4.2 'Start Appointment ... StartAppointments, or otherwise only the assigned employee',
 * enforced here, not by hiding a button. The assignment is read from the appointment's own stream.
 */
export function editOrAssignedStylist(app: FastifyInstance, permission: Permission): Rule {
  return async (actor, { appointmentId }) => {
    if (actor.permissions[permission]) return true;
    const state = await loadAppointment(app.services.store, appointmentId);
    return state.kind === 'active' && state.employeeId === actor.userId;
  };
}

/** `permission`, or the appointment's own customer (submitRating). */
export function editOrOwnCustomer(app: FastifyInstance, permission: Permission): Rule {
  return async (actor, { appointmentId }) => {
    if (actor.permissions[permission]) return true;
    if (actor.customerId === null) return false;
    const state = await loadAppointment(app.services.store, appointmentId);
    return state.kind === 'active' && state.customerId === actor.customerId;
  };
}
