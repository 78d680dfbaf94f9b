import { getTodosQuerySchema, type GetTodosResponse, type TodoItemView } from '@pawroute/domain';
import { queryRoute, type SqlExecutor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';

/** Every open todo item, soonest due first; the table hides those due after today unless View All (part 1 §2). */
export async function readTodoItems(db: SqlExecutor): Promise<GetTodosResponse> {
  const { rows } = await db.query<{
    id: number; customer_id: number | null; todo_category_id: number | null; note: string; due: string;
    repeat_in_days: number | null; form_data: string | null; date_added: Date; employee_id: number | null;
    u_id: number | null; u_first: string | null; u_last: string | null;
  }>(
    `SELECT t.id, t.customer_id, t.todo_category_id, t.note, to_char(t.due_date, 'YYYY-MM-DD') AS due,
            t.repeat_in_days, t.form_data, t.date_added,
            (SELECT e.id FROM employees e WHERE e.user_id = t.created_by_user_id ORDER BY e.id LIMIT 1) AS employee_id,
            u.id AS u_id, u.first_name AS u_first, u.last_name AS u_last
       FROM todo_items t
       LEFT JOIN customers cu ON cu.id = t.customer_id
       LEFT JOIN users u ON u.id = cu.user_id
      ORDER BY t.due_date, t.id`,
  );
  const todoItems = rows.map(
    (r): TodoItemView => ({
      ID: Number(r.id),
      employeeId: r.employee_id === null ? null : Number(r.employee_id),
      note: r.note,
      date: r.due,
      repeatInDays: r.repeat_in_days === null ? null : Number(r.repeat_in_days),
      todoCategoryId: r.todo_category_id === null ? null : Number(r.todo_category_id),
      customerId: r.customer_id === null ? null : Number(r.customer_id),
      formData: r.form_data,
      DateAdded: new Date(r.date_added).toISOString(),
      Customer:
        r.customer_id === null
          ? null
          : { ID: Number(r.customer_id), User: { ID: r.u_id === null ? null : Number(r.u_id), firstName: r.u_first ?? '', lastName: r.u_last ?? '' } },
    }),
  );
  return { todoItems };
}

/** GET /api/v4/todo/getAll (part 1 §7; ViewTodoItems). */
export async function todoQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/todo/getAll',
    schema: getTodosQuerySchema,
    permission: 'ViewTodoItems',
    handle: (_input, { db }) => readTodoItems(db),
  });
}
