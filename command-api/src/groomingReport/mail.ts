import { appointmentStream, fold, groomingReportDecider, toSpecDate } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { streamEvents } from '../shared/streams';

/** User text on one line (a mail is plain text: nothing in it is ever HTML). */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').replace(/\s{2,}/g, ' ').trim();

/**
 * The grooming report's part of the receipt mail, as plain text (never HTML): the stylist's note, the
 * next suggested date and a link per photo visible to the customer, each to the completed appointment's
 * photos in the portal (sign-in required; the portal serves a customer only their own, visible ones).
 * Empty when the appointment has no report. Read from the appointment's stream.
 */
export async function groomingReportMailText(ctx: Pick<CommandHandlerContext, 'services'>, appointmentId: number | null): Promise<string> {
  if (appointmentId === null) return '';
  const state = fold(groomingReportDecider, (await streamEvents(ctx.services.store, appointmentStream(appointmentId))) as never[]);
  const report = state.report;
  if (!report) return '';
  // Photos the stylist has since hidden or removed are left out.
  const photos = report.photos.filter((name) => state.pictures.get(name) === true);
  const link = `${ctx.services.config.publicUrl}/dashboard/appointments/history?photos=${appointmentId}`;
  const lines = [
    '',
    'Grooming report',
    ...(report.note ? [`Note from your groomer: ${oneLine(report.note)}`] : []),
    ...(report.nextSuggestedDate ? [`Next suggested groom: ${toSpecDate(report.nextSuggestedDate)}`] : []),
    ...(photos.length > 0 ? [`Photos (${photos.length}), in your account:`, ...photos.map((name, i) => `  Photo ${i + 1}: ${link}&photo=${name.slice(0, 16)}`)] : []),
  ];
  return `${lines.join('\n')}\n`;
}
