import {
  APPOINTMENT_MESSAGES,
  createAppointmentTransactionBodySchema,
  startFromEstimateBodySchema,
  type AppointmentPaymentAnswer,
  DAY_MINUTES,
  DomainError,
  businessDateOf,
  toTime,
  type StartedFromEstimate,
  appointmentPaymentAnswerSchema,
  startedFromEstimateSchema,
} from '@pawroute/domain';
import { commandRoute, describedRule, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { createAppointment, loadEstimateForPlacing } from '../appointments';
import { loadEmployee } from '../employees';
import { COMPLETION_MESSAGES as C } from './messages';
import { payAppointmentOnce } from './appointmentPayment';
import { completer } from './routes';

/** 'HH:MM' now in the business time zone. */
function businessTime(instant: string, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/**
 * Completing without an appointment (part 2 §4.2 "When there is no appointment, or it is
 * inProgress, the completion actions appear"): the appointment is made from the estimate today, now,
 * with the stylist who grooms ('Resolve and Schedule': they are already there, so a clash with their
 * booked day does not hold it back), and started. The payment → signing → thank-you flow follows on
 * it as on any appointment in progress. An estimate that already has an appointment is refused (409):
 * that one is started and completed instead, and only when inProgress.
 */
export async function startFromEstimate(ctx: CommandHandlerContext, estimateId: number, employeeId: number): Promise<StartedFromEstimate> {
  const { timeZone } = ctx.services.config;
  const estimate = await loadEstimateForPlacing(ctx, estimateId);
  // Its whole length inside today: an appointment started late in the evening begins earlier on paper.
  const latestStart = DAY_MINUTES - 1 - estimate.length;
  if (latestStart < 0) throw new DomainError(400, APPOINTMENT_MESSAGES.endBeforeStart);
  const start = Math.min(businessTime(ctx.now, timeZone), latestStart);
  const created = await createAppointment(
    {
      estimateId,
      appointmentDate: businessDateOf(ctx.now, timeZone),
      startTime: toTime(start),
      endTime: null,
      employeeId,
      initialComment: null,
      resolveConfliction: true,
      addToWaitingList: false,
    },
    ctx,
    // One command, one atomic write (docs/DECISIONS.md): created and started in one write (never an appointment made on the spot left unstarted).
    { then: (appointmentId) => ({ type: 'StartAppointment', data: { appointmentId } }) },
  );
  return { appointmentId: created.newAppointmentId, newAppointmentId: created.newAppointmentId, estimateId, customerUserId: estimate.customerUserId, status: created.status, message: C.startedFromEstimate };
}

/**
 * The completion's calls beside appointments/complete: createTransaction (the spec's payment
 * submit, part 1 §7, part 2 §7.4) and startFromEstimate (completing on the spot).
 */
export async function onTheSpotCommands(app: FastifyInstance): Promise<void> {
  /**
   * POST appointments/createTransaction {appointmentId, transaction} → transactionId: the payment of an
   * appointment in progress, once (the same charge as complete's); complete then names this transaction.
   */
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/appointments/createTransaction',
    name: 'CreateAppointmentTransaction',
    answer: appointmentPaymentAnswerSchema,
    schema: createAppointmentTransactionBodySchema,
    permission: completer(app),
    // The transaction and AppointmentPaymentRecorded in one write, at the revisions read; the ledger row is
    // reserved once per request, so every round charges the same row (the gateway answers the same).
    handle: (body, ctx): Promise<AppointmentPaymentAnswer> => ctx.retrying(() => payAppointmentOnce(ctx, body)),
  });

  /** POST appointments/startFromEstimate {estimateId, employeeId?} *(chosen)*: see startFromEstimate. */
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/appointments/startFromEstimate',
    name: 'StartAppointmentFromEstimate',
    answer: startedFromEstimateSchema,
    schema: startFromEstimateBodySchema,
    permission: describedRule<{ employeeId: number | null }>(
      { allOf: ['CreateTransactions'], anyOf: ['StartAppointments'], otherwise: 'CreateTransactions and the stylist themself (a stylist; employeeId left out or their own)' },
      async (actor, { employeeId }) => {
        if (actor.permissions.CreateTransactions !== true) return false;
        if (actor.permissions.StartAppointments === true) return true;
        if (employeeId !== null && employeeId !== actor.userId) return false;
        // The stylist themself: the signed-in user has stylist details (read from their Employee stream).
        const employee = await loadEmployee(app, actor.userId);
        return employee.status === 'created' && employee.stylist !== null && employee.stylist !== undefined;
      },
    ),
    handle: ({ estimateId, employeeId }, ctx): Promise<StartedFromEstimate> => startFromEstimate(ctx, estimateId, employeeId ?? ctx.actor!.userId),
  });
}
