import {
  GROOMING_REPORT_MESSAGES as M,
  appointmentStream,
  businessDateOf,
  groomingReportDecider,
  type groomingReportBodySchema,
  type WriteGroomingReportAnswer,
} from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import type { z } from 'zod';

type Body = z.output<typeof groomingReportBodySchema>;

/**
 * POST groomingReport/write: decided from the appointment's own stream (completed, its visible pictures,
 * the last report) and one append to it; "today" is the business-local date of the one clock.
 */
export async function writeGroomingReport(body: Body, ctx: CommandHandlerContext): Promise<WriteGroomingReportAnswer> {
  const today = businessDateOf(ctx.now, ctx.services.config.timeZone);
  const { events } = await ctx.execute(appointmentStream(body.appointmentId), groomingReportDecider, {
    type: 'WriteGroomingReport',
    data: { appointmentId: body.appointmentId, note: body.note, nextSuggestedDate: body.nextSuggestedDate, today },
  });
  const photos = events[0]?.data.photos.length;
  return { appointmentId: body.appointmentId, photos: photos ?? 0, message: M.saved };
}
