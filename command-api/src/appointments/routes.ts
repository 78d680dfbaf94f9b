import multipart from '@fastify/multipart';
import {
  MAX_UPLOAD_BYTES,
  appointmentCommentInputSchema,
  appointmentDecider,
  appointmentIdInputSchema,
  appointmentStream,
  createAppointmentInputSchema,
  placeAppointmentInputSchema,
  submitAppointmentRatingInputSchema,
  type AppointmentCommand,
  appointmentCreatedAnswerSchema,
  appointmentIdAnswerSchema,
  appointmentPlacedAnswerSchema,
  appointmentRatedAnswerSchema,
  appointmentStatusAnswerSchema,
} from '@pawroute/domain';
import { anyOf, commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { editOrAssignedStylist, editOrOwnCustomer } from './access';
import { cancelRoute } from './cancel';
import { confirmationCommandRoutes } from './confirmationRoutes';
import { createAppointment } from './create';
import { appointmentPictureRoutes } from './pictureRoutes';
import { placeAppointment } from './place';
import { resolveServiceIssue, statusAction } from './statusActions';

const url = (name: string) => `/api/v4/appointments/${name}`;

/**
 * The appointment commands (part 1 §4, §7; docs/APPOINTMENTS.md "Commands"): one route per command
 * under /api/v4/appointments/. Each answers its ids and `position`.
 */
export async function appointmentsCommands(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin, as the pictures plugin does: one image a request.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
  });

  commandRoute(app, {
    method: 'POST',
    url: url('create'),
    name: 'CreateAppointment',
    answer: appointmentCreatedAnswerSchema,
    schema: createAppointmentInputSchema,
    permission: 'EditAppointments',
    // a scheduled appointment mails the customer a confirmation link (once per placing),
    // from its event (command-api/src/reactions), not from here.
    handle: (input, ctx) => createAppointment(input, ctx),
  });
  commandRoute(app, {
    method: 'POST',
    url: url('update'),
    name: 'UpdateAppointment',
    answer: appointmentPlacedAnswerSchema,
    schema: placeAppointmentInputSchema,
    permission: 'EditAppointments',
    handle: (input, ctx) => placeAppointment('UpdateAppointment', input, ctx),
  });
  commandRoute(app, {
    method: 'POST',
    url: url('schedule'),
    name: 'ScheduleAppointment',
    answer: appointmentPlacedAnswerSchema,
    schema: placeAppointmentInputSchema,
    permission: 'EditAppointments',
    handle: (input, ctx) => placeAppointment('ScheduleAppointment', input, ctx),
  });

  // Status-only actions: the route, its command, who may.
  // Part 1 §4/§6: the action buttons need EditAppointments, the status dropdown (the same calls)
  // EditAppointmentStatus: either changes the status.
  const statusChange = anyOf<{ appointmentId: number }>('EditAppointments', 'EditAppointmentStatus');
  const plain = [
    ['confirm', 'ConfirmAppointment', statusChange],
    ['reschedule', 'RescheduleAppointment', statusChange],
    ['start', 'StartAppointment', editOrAssignedStylist(app, 'StartAppointments')],
    ['stylistEnRoute', 'MarkStylistEnRoute', editOrAssignedStylist(app, 'EditAppointments')],
  ] as const;
  for (const [name, type, permission] of plain) {
    commandRoute(app, {
      method: 'POST',
      url: url(name),
      name: type,
      answer: appointmentStatusAnswerSchema,
      schema: appointmentIdInputSchema,
      permission,
      handle: ({ appointmentId }, ctx) => statusAction(ctx, { type, data: { appointmentId } } as AppointmentCommand & { data: { appointmentId: number } }),
    });
  }

  // cancel [appointmentId, cancelFee?]: a cancel fee is charged on a transaction of its own.
  cancelRoute(app);

  commandRoute(app, {
    method: 'DELETE',
    url: url('delete'),
    name: 'DeleteAppointment',
    answer: appointmentIdAnswerSchema,
    schema: appointmentIdInputSchema,
    permission: 'DeleteAppointments',
    async handle({ appointmentId }, ctx) {
      await statusAction(ctx, { type: 'DeleteAppointment', data: { appointmentId } });
      return { appointmentId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: url('resolveServiceIssue'),
    name: 'ResolveServiceIssue',
    answer: appointmentPlacedAnswerSchema,
    schema: appointmentIdInputSchema,
    permission: statusChange,
    handle: ({ appointmentId }, ctx) => resolveServiceIssue(ctx, appointmentId),
  });

  for (const [name, type] of [
    ['requestStanding', 'RequestStanding'],
    ['createServiceIssue', 'CreateServiceIssue'],
  ] as const) {
    commandRoute(app, {
      method: 'POST',
      url: url(name),
      name: type,
      answer: appointmentStatusAnswerSchema,
      schema: appointmentCommentInputSchema,
      permission: statusChange,
      handle: ({ appointmentId, comment }, ctx) => statusAction(ctx, { type, data: { appointmentId, comment } }),
    });
  }

  commandRoute(app, {
    method: 'POST',
    url: url('submitRating'),
    name: 'SubmitAppointmentRating',
    answer: appointmentRatedAnswerSchema,
    schema: submitAppointmentRatingInputSchema,
    permission: editOrOwnCustomer(app, 'EditAppointments'),
    async handle({ appointmentId, rating, comment }, ctx) {
      // A customer (no EditAppointments) rates from the portal: only a completed appointment (the decider's rule).
      const byCustomer = ctx.actor?.permissions.EditAppointments !== true;
      await ctx.execute(appointmentStream(appointmentId), appointmentDecider, { type: 'SubmitAppointmentRating', data: { appointmentId, rating, comment, byCustomer } });
      return { appointmentId, rating };
    },
  });

  appointmentPictureRoutes(app);
  // the confirmation board's Send/Resend.
  confirmationCommandRoutes(app);
}
