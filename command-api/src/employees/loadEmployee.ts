import { DomainError, EMPLOYEE_MESSAGES, employeeDecider, employeeStream, fold, type EmployeeState } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';

/** The write side's own view of an employee, folded from `Employee-<id>` (never the read model). */
export async function loadEmployee(ctx: Pick<CommandHandlerContext, 'services'>, employeeId: number): Promise<EmployeeState> {
  const events = await ctx.services.store.readStream(employeeStream(employeeId));
  return fold(employeeDecider, events.map((e) => ({ type: e.type, data: e.data }) as never));
}

/** 404 'Employee not found.' unless `Employee-<id>` holds an EmployeeCreated (complaints, exceptions). */
export async function assertEmployeeExists(ctx: Pick<CommandHandlerContext, 'services'>, employeeId: number): Promise<void> {
  const state = await loadEmployee(ctx, employeeId);
  if (state.status !== 'created') throw new DomainError(404, EMPLOYEE_MESSAGES.notFound);
}
