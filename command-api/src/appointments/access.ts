import type { Permission } from '@pawroute/domain';
import { permissionOr, type DescribedRule } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { loadAppointment } from '../shared/loadStreams';

type Rule = DescribedRule<{ appointmentId: number }>;

/**
 * `permission`, or the stylist assigned to the appointment (employeeId is the stylist's user id):
 * part 2 §4.2 'Start Appointment ... StartAppointments, or otherwise only the assigned employee',
 * enforced here, not by hiding a button. The assignment is read from the appointment's own stream.
 */
export function editOrAssignedStylist(app: FastifyInstance, permission: Permission): Rule {
  return permissionOr(permission, 'the assigned stylist', async (actor, { appointmentId }) => {
    const state = await loadAppointment(app.services.store, appointmentId);
    return state.kind === 'active' && state.employeeId === actor.userId;
  });
}

/** `permission`, or the appointment's own customer (submitRating). */
export function editOrOwnCustomer(app: FastifyInstance, permission: Permission): Rule {
  return permissionOr(permission, "the appointment's customer", async (actor, { appointmentId }) => {
    if (actor.customerId === null) return false;
    const state = await loadAppointment(app.services.store, appointmentId);
    return state.kind === 'active' && state.customerId === actor.customerId;
  });
}
