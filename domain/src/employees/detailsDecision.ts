import type { CommandContext } from '../shared/decider';
import { refuse, type Decided, type Refusal, type StreamAppend } from '../shared/decision';
import { DomainError } from '../shared/errors';
import { userDecider, userStream, type UserState } from '../users';
import { employeeDecider, type EmployeeDetails, type EmployeeState } from './decider';
import { employeeStream } from './events';
import { EMPLOYEE_MESSAGES as M } from './messages';

export interface EmployeeDetailsGiven {
  employee: { state: EmployeeState; revision: number };
  /** The employee's user (`User-<employee.userId>`): the name lives there. */
  user: { state: UserState; revision: number };
}

export type EmployeeDetailsChange = { employeeId: number; firstName: string; lastName: string } & EmployeeDetails;

/**
 * POST user/updateEmployeeDetails as one decision (one command, one write): the details on
 * `Employee-<id>` and, only when it changed, the name on `User-<id>` (birthday and notes kept). A
 * refusal of either writes neither; a crash leaves both or neither.
 */
export function decideEmployeeDetailsUpdate(change: EmployeeDetailsChange, given: EmployeeDetailsGiven, context: CommandContext): Decided<{ employeeId: number }> | Refusal {
  const employee = given.employee.state;
  if (employee.status !== 'created') return refuse(404, M.notFound);
  const { firstName, lastName, ...details } = change;
  const appends: StreamAppend[] = [];
  try {
    const changed = employeeDecider.decide({ type: 'UpdateEmployeeDetails', data: details }, employee, context);
    appends.push({ stream: employeeStream(change.employeeId), expectedRevision: given.employee.revision, events: changed });
    const user = given.user.state;
    if (user.status === 'active' && (user.details.firstName !== firstName || user.details.lastName !== lastName)) {
      const renamed = userDecider.decide({ type: 'UpdateUserDetails', data: { userId: employee.userId, ...user.details, firstName, lastName } }, user, context);
      appends.push({ stream: userStream(employee.userId), expectedRevision: given.user.revision, events: renamed });
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refuse(error.statusCode as Refusal['status'], error.message, error.fieldErrors);
  }
  return { kind: 'decided', appends, result: { employeeId: change.employeeId } };
}
