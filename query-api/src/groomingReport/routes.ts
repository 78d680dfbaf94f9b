import { GROOMING_REPORT_MESSAGES as M, idParam, toSpecDate, type GroomingReportAnswer } from '@pawroute/domain';
import { isStaff, permissionOr, queryRoute } from '@pawroute/platform';
import type { TableRow } from '@pawroute/projections';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertMayReadAppointment, readAppointmentPictures } from '../appointments';

/**
 * GET groomingReport/get?appointmentId: a completed appointment's grooming report, for whoever may read
 * the appointment (staff with ViewAllAppointments, its stylist, its own customer). A customer gets only
 * the photos still visible to them.
 */
export async function groomingReportQueries(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  queryRoute(app, {
    url: '/api/v4/groomingReport/get',
    schema: z.object({ appointmentId: idParam(M.appointmentRequired) }),
    permission: permissionOr<{ appointmentId: number }>('ViewAllAppointments', "the assigned stylist or the appointment's customer (checked once the appointment is loaded)"),
    async handle({ appointmentId }, { actor }): Promise<GroomingReportAnswer> {
      await assertMayReadAppointment(db, actor, appointmentId);
      const { rows } = await db.query<TableRow<'grooming_reports'>>(`SELECT * FROM grooming_reports WHERE appointment_id = $1`, [appointmentId]);
      const row = rows[0];
      if (!row) return { report: null };
      const visible = new Set((await readAppointmentPictures(db, appointmentId, !isStaff(actor))).map((p) => p.name));
      return {
        report: {
          appointmentId,
          note: row.note,
          nextSuggestedDate: row.next_suggested_date ? toSpecDate(row.next_suggested_date) : null,
          photos: row.photos.filter((name) => visible.has(name)),
          writtenAt: new Date(row.written_at).toISOString(),
        },
      };
    },
  });
}
