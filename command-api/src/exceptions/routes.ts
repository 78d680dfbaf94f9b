import {
  createExceptionSchema,
  deleteExceptionSchema,
  exceptionDecider,
  scheduleExceptionStream,
  updateExceptionSchema,
  exceptionDeletedAnswerSchema,
  exceptionWrittenAnswerSchema,
} from '@pawroute/domain';
import { commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { assertEmployeeExists } from '../employees';

/**
 * Schedule exceptions (part 2 §2.4, §7.3; ViewExceptions is the only permission the spec names for
 * them). The paths are ours in the spec's style: it shows the calls but not their full paths. The
 * business time zone goes into each event, so the projection expands occurrences the same way on a rebuild.
 */
export async function exceptionsCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/exceptions/create',
    name: 'CreateException',
    answer: exceptionWrittenAnswerSchema,
    schema: createExceptionSchema,
    permission: 'ViewExceptions',
    async handle({ employeeId, isWorking, event }, ctx) {
      await assertEmployeeExists(ctx, employeeId);
      const exceptionId = await ctx.nextId('schedule_exception');
      await ctx.execute(scheduleExceptionStream(exceptionId), exceptionDecider, {
        type: 'CreateException',
        data: { exceptionId, employeeId, isWorking, event, timeZone: ctx.services.config.timeZone },
      });
      return { ID: exceptionId, exceptionId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/exceptions/update',
    name: 'UpdateException',
    answer: exceptionWrittenAnswerSchema,
    schema: updateExceptionSchema,
    permission: 'ViewExceptions',
    async handle({ ID, isWorking, event }, ctx) {
      await ctx.execute(scheduleExceptionStream(ID), exceptionDecider, {
        type: 'UpdateException',
        data: { exceptionId: ID, isWorking, event, timeZone: ctx.services.config.timeZone },
      });
      return { ID, exceptionId: ID };
    },
  });

  commandRoute(app, {
    method: 'DELETE',
    url: '/api/v4/exceptions/delete',
    name: 'DeleteException',
    answer: exceptionDeletedAnswerSchema,
    schema: deleteExceptionSchema,
    permission: 'ViewExceptions',
    async handle({ exceptionId }, ctx) {
      await ctx.execute(scheduleExceptionStream(exceptionId), exceptionDecider, { type: 'DeleteException', data: { exceptionId } });
      return { exceptionId };
    },
  });
}
