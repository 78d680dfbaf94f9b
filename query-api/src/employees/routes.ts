import { employeeIdQuerySchema, employeeStream, userStream } from '@pawroute/domain';
import { allOf, describedRule, queryRoute, readEditVersion } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { businessToday } from '../shared/localTime';
import { readEmployeeDetails, readEmployees, readStylistDetails } from './readEmployees';

const NoQuery = z.object({}).loose();

/**
 * The employees section needs ViewManagement and ViewEmployees (part 2 §2.2, §2.4); the employee reads
 * their own record (employeeId = userId) without them.
 */
const mayViewEmployee = describedRule<{ employeeId: number }>(
  { allOf: ['ViewManagement', 'ViewEmployees'], otherwise: 'the employee themself' },
  (actor, input) => (actor.permissions.ViewManagement && actor.permissions.ViewEmployees) || actor.userId === input.employeeId,
);

/** Employees (part 2 §2.4, §7.3): the employees table and the employee's details tabs. */
export async function employeesQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/users/getEmployees',
    schema: NoQuery,
    permission: allOf('ViewManagement', 'ViewEmployees'),
    handle: (_input, { db, services }) => readEmployees(db, businessToday(services)),
  });

  queryRoute(app, {
    url: '/api/v4/user/getEmployeeDetails',
    schema: employeeIdQuerySchema,
    permission: mayViewEmployee,
    handle: async ({ employeeId }, { db, services }) => {
      const details = await readEmployeeDetails(db, businessToday(services), employeeId);
      // The edit form sends it back: a save over someone else's newer change is refused.
      return { ...details, version: await readEditVersion(services.store, [employeeStream(employeeId), userStream(details.userId)]) };
    },
  });

  queryRoute(app, {
    url: '/api/v4/user/getStylistDetails',
    schema: employeeIdQuerySchema,
    permission: mayViewEmployee,
    handle: async ({ employeeId }, { db, services }) => {
      const details = await readStylistDetails(db, employeeId);
      return { ...details, version: await readEditVersion(services.store, [employeeStream(employeeId)]) };
    },
  });
}
