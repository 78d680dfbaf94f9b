import type { ColumnType } from 'kysely';
import type { SqlExecutor } from '@pawroute/platform';

/** Read table of the 'complaints' projector (part 2 §3 "Complaint"). */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface ComplaintsTable {
  id: number;
  customer_id: number;
  employee_id: number;
  complaint: string;
  is_blocking: boolean;
  created_by_user_id: number | null;
  date_added: Timestamp;
}

export interface ComplaintsTables {
  complaints: ComplaintsTable;
}

export const COMPLAINTS_TABLES = ['complaints'] as const;

const DDL = [
  `CREATE TABLE IF NOT EXISTS complaints (
    id integer PRIMARY KEY,
    customer_id integer NOT NULL,
    employee_id integer NOT NULL,
    complaint text NOT NULL,
    is_blocking boolean NOT NULL,
    created_by_user_id integer NULL,
    date_added timestamptz NOT NULL
  )`,
  // getOptions' blockingComplaints reads the blocking pairs.
  `CREATE INDEX IF NOT EXISTS complaints_blocking ON complaints (customer_id, employee_id) WHERE is_blocking`,
];

export async function createComplaintsTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}

/** The {customerId, employeeId} pairs with a blocking complaint (getOptions' blockingComplaints). */
export async function readBlockingPairs(db: SqlExecutor): Promise<{ customerId: number; employeeId: number }[]> {
  const { rows } = await db.query<{ customer_id: number; employee_id: number }>(
    `SELECT DISTINCT customer_id, employee_id FROM complaints WHERE is_blocking ORDER BY customer_id, employee_id`,
  );
  return rows.map((r) => ({ customerId: Number(r.customer_id), employeeId: Number(r.employee_id) }));
}
