import { DomainError, TEXT_MESSAGES as M, toSpecDate, toSpecTime } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadAppointment } from '../shared/loadStreams';
import { customerTextNumber } from './customerNumber';
import { textCustomer } from './textCustomer';

/**
 * The confirmation board's Send/Resend also texts the customer (kind 'confirmation', the appointment
 * named): until reminders exist, a reply C to it confirms (docs/RULES.md REM-REPLY, its note). Nothing
 * when the customer has no number that takes texts, or it opted out; the mail is the board's record.
 */
export async function textConfirmationRequest(ctx: CommandHandlerContext, appointmentId: number, dedupeKey: string): Promise<{ sent: boolean }> {
  const state = await loadAppointment(ctx.services.store, appointmentId);
  if (state.kind !== 'active' || !state.appointmentDate || !state.startTime) return { sent: false };
  let to: string;
  try {
    to = await customerTextNumber(ctx, state.customerId);
  } catch (error) {
    if (error instanceof DomainError && error.message === M.noPhone) return { sent: false };
    throw error;
  }
  const businessName = ctx.services.config.businessName ?? 'Pawroute';
  const { sent } = await textCustomer(ctx, {
    customerId: state.customerId,
    to,
    body: M.confirmationRequest(businessName, `${toSpecDate(state.appointmentDate)} at ${toSpecTime(state.startTime)}`),
    kind: 'confirmation',
    appointmentId,
    dedupeKey,
  });
  return { sent };
}
