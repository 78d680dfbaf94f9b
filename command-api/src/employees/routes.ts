import {
  DomainError,
  EMPLOYEE_MESSAGES as M,
  decideEmployee,
  decideEmployeeDetailsUpdate,
  employeeDecider,
  fold,
  refusalError,
  employeeStream,
  updateEmployeeDetailsSchema,
  updateStylistDetailsSchema,
  userDecider,
  userStream,
  type EmployeeCommand,
  employeeWrittenAnswerSchema,
} from '@pawroute/domain';
import { allOf, commandRoute, expectedRevisions, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { firstWrite } from '../shared/firstWrite';
import { loadStream } from '../shared/streams';
import { loadEmployee } from './loadEmployee';

/** Refusals of the decider (404, 400s) before anything is written to any stream. */
async function precheck(ctx: CommandHandlerContext, employeeId: number, command: EmployeeCommand) {
  const state = await loadEmployee(ctx, employeeId);
  if (state.status !== 'created') throw new DomainError(404, M.notFound);
  decideEmployee(command, state, { now: ctx.now, actorUserId: ctx.actor?.userId ?? null });
  return state;
}

/** Unknown breed ids are a 400 (the read model's breeds: reference data, seeded before any stylist). */
async function assertBreedsExist(ctx: CommandHandlerContext, breedIds: number[]): Promise<void> {
  if (breedIds.length === 0) return;
  const { rows } = await ctx.services.db.query<{ id: number }>(`SELECT id FROM breeds WHERE id = ANY($1::int[])`, [breedIds]);
  if (rows.length !== breedIds.length) throw new DomainError(400, M.breedNotFound, { stylistBreedRestrictions: M.breedNotFound });
}

/** The employees section's forms: ViewManagement (part 2 §2.2) and EditEmployees (part 2 §6). */
const EDIT_EMPLOYEES = allOf('ViewManagement', 'EditEmployees');

/** Employees (part 2 §2.4, §3, §7.3): the employee and stylist details forms. Paths ours (spec: "not shown"). */
export async function employeesCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/updateEmployeeDetails',
    name: 'UpdateEmployeeDetails',
    answer: employeeWrittenAnswerSchema,
    schema: updateEmployeeDetailsSchema,
    permission: EDIT_EMPLOYEES,
    async handle({ employeeId, firstName, lastName, expectedVersion, ...details }, ctx) {
      // the name (User stream) and the details (Employee stream) decided together (domain
      // decideEmployeeDetailsUpdate), one write; a stream moved since the load: loaded and decided again.
      return ctx.retrying(async () => {
        const loaded = await loadStream(ctx.services.store, employeeStream(employeeId));
        const employee = fold(employeeDecider, loaded.events as never[]);
        if (employee.status !== 'created') throw new DomainError(404, M.notFound);
        const streams = [employeeStream(employeeId), userStream(employee.userId)];
        const replay = await firstWrite(ctx, streams);
        if (replay) return { employeeId, position: replay.position };
        // a save made on an older read of this employee is refused, not applied over the newer one.
        // Only a newer change to these details (or the name) is a conflict; a stylist card save is not.
        await expectedRevisions(ctx.services.store, expectedVersion, streams, (stream, type) => stream !== employeeStream(employeeId) || type !== 'StylistDetailsUpdated');
        const user = await loadStream(ctx.services.store, userStream(employee.userId));
        const decided = decideEmployeeDetailsUpdate(
          { employeeId, firstName, lastName, ...details },
          { employee: { state: employee, revision: loaded.revision }, user: { state: fold(userDecider, user.events as never[]), revision: user.revision } },
          { now: ctx.now, actorUserId: ctx.actor?.userId ?? null },
        );
        if (decided.kind === 'refused') throw refusalError(decided);
        await ctx.appendAll(decided.appends);
        return decided.result;
      });
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/updateStylistDetails',
    name: 'UpdateStylistDetails',
    answer: employeeWrittenAnswerSchema,
    schema: updateStylistDetailsSchema,
    permission: EDIT_EMPLOYEES,
    async handle({ employeeId, expectedVersion, ...stylist }, ctx) {
      const command: EmployeeCommand = { type: 'UpdateStylistDetails', data: { employeeId, ...stylist } };
      await precheck(ctx, employeeId, command);
      await assertBreedsExist(ctx, stylist.stylistBreedRestrictions);
      // Only a newer stylist change is a conflict; the employee details card's save is not.
      const expected = await expectedRevisions(ctx.services.store, expectedVersion, [employeeStream(employeeId)], (_stream, type) => type === 'StylistDetailsUpdated');
      await ctx.execute(employeeStream(employeeId), employeeDecider, command, { expectedRevision: expected?.[0] });
      return { employeeId };
    },
  });
}
