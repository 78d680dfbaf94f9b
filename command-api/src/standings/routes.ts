import {
  APPOINTMENT_MESSAGES as M,
  DomainError,
  appointmentIdInputSchema,
  createStandingInputSchema,
  createStandingInstanceInputSchema,
  standingDecider,
  standingStream,
  updateStandingEventInputSchema,
  updateStandingInputSchema,
  type StandingCommand,
  appointmentCreatedAnswerSchema,
  standingAnswerSchema,
} from '@pawroute/domain';
import { commandRoute, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { isBlocked } from '../appointments';
import { loadActiveAppointment } from '../shared/loadStreams';
import { loadStylistHours } from '../appointments';
import { createStandingInstance } from './createInstance';
import { dryDecideStanding, loadStanding } from './loadStanding';

/** Ours: a standing is made from a standing request (part 1 §4). */
export const STANDING_API_MESSAGES = {
  notAStandingRequest: 'Only an appointment with a standing request can become a standing appointment.',
} as const;

const url = (name: string) => `/api/v4/appointments/${name}`;

/** The stylist exists, is a stylist, and is not blocked for the customer (part 1 §5's message). */
async function assertStylistFor(ctx: CommandHandlerContext, customerId: number, employeeId: number): Promise<void> {
  await loadStylistHours(ctx, employeeId, null);
  if (await isBlocked(ctx, customerId, employeeId)) throw new DomainError(400, M.blockedStylist, { employeeId: M.blockedStylist });
}

/** Decides on `Standing-<id>` after a dry run and the stylist checks: a refusal writes nothing. */
async function run(ctx: CommandHandlerContext, standingId: number, command: StandingCommand, before?: (customerId: number) => Promise<void>) {
  const state = await loadStanding(ctx, standingId);
  dryDecideStanding(ctx, command, state);
  if (before && state.status === 'active') await before(state.customerId);
  await ctx.execute(standingStream(standingId), standingDecider, command);
  return { standingId };
}

/**
 * Standing appointments (part 1 §4, §7; docs/APPOINTMENTS.md "Standing id"): `Standing-<appointmentId>`,
 * made from the appointment whose standing request it answers. Placeholders become appointments
 * through createInstance.
 */
export async function standingsCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: url('createStanding'),
    name: 'CreateStanding',
    answer: standingAnswerSchema,
    schema: createStandingInputSchema,
    permission: 'EditStandingAppointments',
    async handle({ appointmentId, employeeId, startTime, endTime, event }, ctx) {
      const appointment = await loadActiveAppointment(ctx.services.store, appointmentId);
      const { customerId, estimateId } = appointment;
      const command: StandingCommand = {
        type: 'CreateStanding',
        data: { standingId: appointmentId, appointmentId, customerId, estimateId, employeeId, startTime, endTime, event, timeZone: ctx.services.config.timeZone },
      };
      const state = await loadStanding(ctx, appointmentId);
      dryDecideStanding(ctx, command, state);
      if (appointment.status !== 'standingRequest') throw new DomainError(409, STANDING_API_MESSAGES.notAStandingRequest);
      await assertStylistFor(ctx, customerId, employeeId);
      await ctx.execute(standingStream(appointmentId), standingDecider, command);
      return { standingId: appointmentId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: url('updateStanding'),
    name: 'UpdateStanding',
    answer: standingAnswerSchema,
    schema: updateStandingInputSchema,
    permission: 'EditStandingAppointments',
    handle: ({ appointmentId, employeeId, startTime, endTime }, ctx) =>
      run(ctx, appointmentId, { type: 'UpdateStanding', data: { standingId: appointmentId, employeeId, startTime, endTime } }, (customerId) =>
        assertStylistFor(ctx, customerId, employeeId),
      ),
  });

  commandRoute(app, {
    method: 'POST',
    url: url('updateStandingEvent'),
    name: 'UpdateStandingEvent',
    answer: standingAnswerSchema,
    schema: updateStandingEventInputSchema,
    permission: 'EditStandingAppointments',
    handle: ({ appointmentId, event }, ctx) =>
      run(ctx, appointmentId, { type: 'UpdateStandingEvent', data: { standingId: appointmentId, event, timeZone: ctx.services.config.timeZone } }),
  });

  commandRoute(app, {
    method: 'DELETE',
    url: url('deleteStanding'),
    name: 'DeleteStanding',
    answer: standingAnswerSchema,
    schema: appointmentIdInputSchema,
    permission: 'EditStandingAppointments',
    handle: ({ appointmentId }, ctx) => run(ctx, appointmentId, { type: 'DeleteStanding', data: { standingId: appointmentId } }),
  });

  commandRoute(app, {
    method: 'POST',
    url: url('createInstance'),
    name: 'CreateStandingInstance',
    answer: appointmentCreatedAnswerSchema,
    schema: createStandingInstanceInputSchema,
    permission: 'EditAppointments',
    handle: ({ appointmentId, appointmentDate }, ctx) => createStandingInstance(ctx, appointmentId, appointmentDate),
  });
}
