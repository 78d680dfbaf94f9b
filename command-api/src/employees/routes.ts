import {
  DomainError,
  EMPLOYEE_MESSAGES as M,
  decideEmployee,
  employeeDecider,
  employeeStream,
  updateEmployeeDetailsSchema,
  updateStylistDetailsSchema,
  userDecider,
  userStream,
  type EmployeeCommand,
} from '@pawroute/domain';
import { commandRoute, type CommandHandlerContext } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { loadUser } from '../customers/loadState';
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

/** Employees (part 2 §2.4, §3, §7.3): the employee and stylist details forms. Paths ours (spec: "not shown"). */
export async function employeesCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/updateEmployeeDetails',
    name: 'UpdateEmployeeDetails',
    schema: updateEmployeeDetailsSchema,
    permission: 'EditEmployees',
    async handle({ employeeId, firstName, lastName, ...details }, ctx) {
      const command: EmployeeCommand = { type: 'UpdateEmployeeDetails', data: { employeeId, ...details } };
      const employee = await precheck(ctx, employeeId, command);
      if (employee.status !== 'created') throw new DomainError(404, M.notFound);
      // The name lives on the User stream: change it only when it changed, keeping birthday and notes.
      const user = await loadUser(ctx, employee.userId);
      if (user.status === 'active' && (user.details.firstName !== firstName || user.details.lastName !== lastName)) {
        await ctx.execute(userStream(employee.userId), userDecider, {
          type: 'UpdateUserDetails',
          data: { userId: employee.userId, ...user.details, firstName, lastName },
        });
      }
      await ctx.execute(employeeStream(employeeId), employeeDecider, command);
      return { employeeId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/updateStylistDetails',
    name: 'UpdateStylistDetails',
    schema: updateStylistDetailsSchema,
    permission: 'EditEmployees',
    async handle({ employeeId, ...stylist }, ctx) {
      const command: EmployeeCommand = { type: 'UpdateStylistDetails', data: { employeeId, ...stylist } };
      await precheck(ctx, employeeId, command);
      await assertBreedsExist(ctx, stylist.stylistBreedRestrictions);
      await ctx.execute(employeeStream(employeeId), employeeDecider, command);
      return { employeeId };
    },
  });
}
