import type { SqlExecutor } from '@pawroute/platform';

/** Read table of the 'todo' projector (part 1 §3 "Todo item"); completed items leave it. */
export const TODO_TABLES = ['todo_items'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS todo_items (
    id integer PRIMARY KEY,
    customer_id integer NULL,
    todo_category_id integer NULL,
    note text NOT NULL,
    due_date date NOT NULL,
    repeat_in_days integer NULL,
    form_data text NULL,
    created_by_user_id integer NULL,
    date_added timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS todo_items_due ON todo_items (due_date, id)`,
];

export async function createTodoTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
