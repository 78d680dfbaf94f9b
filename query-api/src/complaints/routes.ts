import { findComplaintsQuerySchema, type ComplaintView, type FindComplaintsResponse } from '@pawroute/domain';
import { queryRoute, type Database } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { businessToday } from '../shared/localTime';
import { employeeNames } from './employeeNames';

/** Newest first. Terminated employees' complaints only with showTerminated (part 2 §9). */
export async function readComplaints(db: Database, showTerminated: boolean, today: string): Promise<FindComplaintsResponse> {
  const { rows } = await db.query<{
    id: number; complaint: string; date_added: Date; is_blocking: boolean; employee_id: number; customer_id: number;
    u_id: number | null; u_first: string | null; u_last: string | null;
  }>(
    `SELECT c.id, c.complaint, c.date_added, c.is_blocking, c.employee_id, c.customer_id,
            u.id AS u_id, u.first_name AS u_first, u.last_name AS u_last
       FROM complaints c
       LEFT JOIN customers cu ON cu.id = c.customer_id
       LEFT JOIN users u ON u.id = cu.user_id
      ORDER BY c.date_added DESC, c.id DESC`,
  );
  const employees = await employeeNames(db, today);
  const complaints = rows.map((r): ComplaintView => {
    const employee = employees.get(Number(r.employee_id));
    return {
      ID: Number(r.id),
      complaint: r.complaint,
      DateAdded: r.date_added.toISOString(),
      isBlocking: r.is_blocking,
      employeeId: Number(r.employee_id),
      customerId: Number(r.customer_id),
      Employee: {
        ID: Number(r.employee_id),
        isTerminated: employee?.isTerminated ?? false,
        User: { ID: employee?.userId ?? null, firstName: employee?.firstName ?? '', lastName: employee?.lastName ?? '' },
      },
      Customer: { ID: Number(r.customer_id), User: { ID: r.u_id === null ? null : Number(r.u_id), firstName: r.u_first ?? '', lastName: r.u_last ?? '' } },
    };
  });
  return { complaints: showTerminated ? complaints : complaints.filter((c) => !c.Employee.isTerminated) };
}

/** GET /api/v4/complaints/findAll (part 2 §7.7; ViewComplaints). */
export async function complaintsQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/complaints/findAll',
    schema: findComplaintsQuerySchema,
    permission: 'ViewComplaints',
    handle: ({ showTerminated }, { db, services }) => readComplaints(db, showTerminated, businessToday(services)),
  });
}
