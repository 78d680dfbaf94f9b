import { groomingReportBodySchema, writeGroomingReportAnswerSchema } from '@pawroute/domain';
import { commandRoute, permissionOr } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { loadAppointment } from '../shared/loadStreams';
import { writeGroomingReport } from './write';

/**
 * The grooming report (docs/DECISIONS.md "The grooming report"): written by the stylist at the
 * completion, on the appointment's stream; the receipt mail carries it (./mail.ts).
 */
export async function groomingReportCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/groomingReport/write',
    name: 'WriteGroomingReport',
    answer: writeGroomingReportAnswerSchema,
    schema: groomingReportBodySchema,
    // EditAppointments, or the stylist the appointment is assigned to (as its photos).
    permission: permissionOr<{ appointmentId: number }>('EditAppointments', 'the assigned stylist', async (actor, { appointmentId }) => {
      const state = await loadAppointment(app.services.store, appointmentId);
      return state.kind === 'active' && state.employeeId === actor.userId;
    }),
    handle: (body, ctx) => writeGroomingReport(body, ctx),
  });
}
