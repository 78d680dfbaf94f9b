import {
  APPOINTMENT_MESSAGES,
  DAY_MINUTES,
  DomainError,
  appointmentDecider,
  appointmentStream,
  idParam,
  toTime,
} from '@pawroute/domain';
import { commandRoute, describedRule, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createAppointment } from '../appointments';
import { loadEmployee } from '../employees';
import { loadEstimateForPlacing } from '../appointments';
import { loadActiveAppointment } from '../shared/loadStreams';
import { statusAction } from '../appointments';
import { transactionBodySchema } from '../transactions';
import { oneAtATime } from '../transactions';
import { COMPLETION_MESSAGES as C } from './messages';
import { chargeAppointment } from './payment';
import { completer } from './routes';

export const createAppointmentTransactionBodySchema = z.object({
  appointmentId: idParam(),
  transaction: transactionBodySchema.nullish().transform((v) => v ?? transactionBodySchema.parse({})),
});

export const startFromEstimateBodySchema = z.object({
  estimateId: idParam(APPOINTMENT_MESSAGES.informationMissing),
  /** The stylist who grooms; the signed-in user when left out. */
  employeeId: idParam().nullish().transform((v) => v ?? null),
});

/** 'HH:MM' now in the business time zone. */
function businessTime(instant: string, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}
const businessDate = (instant: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

/**
 * Completing without an appointment (issue 19; part 2 §4.2 "When there is no appointment, or it is
 * inProgress, the completion actions appear"): the appointment is made from the estimate today, now,
 * with the stylist who grooms ('Resolve and Schedule': they are already there, so a clash with their
 * booked day does not hold it back), and started. The payment → signing → thank-you flow follows on
 * it as on any appointment in progress. An estimate that already has an appointment is refused (409):
 * that one is started and completed instead, and only when inProgress.
 */
export async function startFromEstimate(ctx: CommandHandlerContext, estimateId: number, employeeId: number) {
  const { timeZone } = ctx.services.config;
  const estimate = await loadEstimateForPlacing(ctx, estimateId);
  // Its whole length inside today: an appointment started late in the evening begins earlier on paper.
  const latestStart = DAY_MINUTES - 1 - estimate.length;
  if (latestStart < 0) throw new DomainError(400, APPOINTMENT_MESSAGES.endBeforeStart);
  const start = Math.min(businessTime(ctx.now, timeZone), latestStart);
  const created = await createAppointment(
    {
      estimateId,
      appointmentDate: businessDate(ctx.now, timeZone),
      startTime: toTime(start),
      endTime: null,
      employeeId,
      initialComment: null,
      resolveConfliction: true,
      addToWaitingList: false,
    },
    ctx,
  );
  const started = await statusAction(ctx, { type: 'StartAppointment', data: { appointmentId: created.newAppointmentId } });
  return { appointmentId: created.newAppointmentId, newAppointmentId: created.newAppointmentId, estimateId, customerUserId: estimate.customerUserId, status: started.status, message: C.startedFromEstimate };
}

/**
 * Issue 19's completion calls beside appointments/complete: createTransaction (the spec's payment
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
    schema: createAppointmentTransactionBodySchema,
    permission: completer(app),
    async handle({ appointmentId, transaction }, ctx) {
      return oneAtATime(appointmentStream(appointmentId), async () => {
        const appointment = await loadActiveAppointment(ctx.services.store, appointmentId);
        // Refused (not in progress, already paid) before any money moves.
        appointmentDecider.decide({ type: 'RecordAppointmentPayment', data: { appointmentId, transactionId: 1 } }, appointment, { now: ctx.now, actorUserId: ctx.actor?.userId ?? null });
        const { transactionId, cardStatus, totalFee } = await chargeAppointment(ctx, appointment, transaction);
        if (transactionId !== null) {
          await ctx.execute(appointmentStream(appointmentId), appointmentDecider, { type: 'RecordAppointmentPayment', data: { appointmentId, transactionId } });
        }
        return { appointmentId, transactionId, ID: transactionId, status: cardStatus, cardStatus, totalFee, message: C.paymentRecorded };
      });
    },
  });

  /** POST appointments/startFromEstimate {estimateId, employeeId?} *(chosen)*: see startFromEstimate. */
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/appointments/startFromEstimate',
    name: 'StartAppointmentFromEstimate',
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
    handle: ({ estimateId, employeeId }, ctx) => startFromEstimate(ctx, estimateId, employeeId ?? ctx.actor!.userId),
  });
}
