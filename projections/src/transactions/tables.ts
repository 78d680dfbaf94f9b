import type { ColumnType } from 'kysely';
import type { LedgerRecord } from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * The read tables of the 'transactions' projector (the ledger). One row per ledger row: a
 * transaction (`is_refund` false) with what it charged and received when it was made, and each of its
 * refunds as a row of its own (`is_refund` true, `ref_transaction_id` the refunded one) whose amounts are
 * negative: -amount in card and paid, -concession in charged, split into service fee, other fees and
 * gratuity by its shares (docs/RULES.md "totals strip"). `balance_effect` is charged −
 * paid of the row (0 when voided), so Σ over a customer's rows is docs/RULES.md's balance.
 * Money is integer cents; dates business-local 'YYYY-MM-DD'. Names and emails are joined at read time.
 */
type Timestamp = ColumnType<Date, string | Date, string | Date>;

/** A ledger row (domain/src/transactions/ledgerFold.ts, `LedgerRecord`) with its write time as a timestamp. */
export interface TransactionsTable extends Omit<LedgerRecord, 'date_added'> {
  date_added: Timestamp;
}

/** customer record -> its user (CustomerCreated): reads and pushes are addressed by the user. */
export interface TransactionCustomersTable {
  customer_id: number;
  user_id: number;
}

/** The balance read model: Σ balance_effect of the customer's rows. */
export interface TransactionBalancesTable {
  customer_id: number;
  customer_user_id: number | null;
  balance: number;
  updated_at: Timestamp;
}

export interface TransactionsTables {
  transactions: TransactionsTable;
  transaction_customers: TransactionCustomersTable;
  transaction_balances: TransactionBalancesTable;
}

export const TRANSACTIONS_TABLES = ['transactions', 'transaction_customers', 'transaction_balances'] as const;

const money = (name: string) => `${name} integer NOT NULL DEFAULT 0`;

const DDL = [
  `CREATE TABLE IF NOT EXISTS transactions (
    id integer PRIMARY KEY,
    customer_id integer NOT NULL,
    customer_user_id integer NULL,
    appointment_id integer NULL,
    ref_transaction_id integer NULL,
    is_refund boolean NOT NULL DEFAULT false,
    status text NULL,
    is_refunded boolean NOT NULL DEFAULT false,
    is_voided boolean NOT NULL DEFAULT false,
    checked_in boolean NOT NULL DEFAULT false,
    transaction_date text NOT NULL,
    date_added timestamptz NOT NULL,
    reason_id integer NULL,
    notes text NULL,
    ${['service_fee_groom', 'service_fee_trip', 'service_fee_generator', 'service_fee_fuel', 'service_discount_total', 'service_fee_sales_tax',
      'service_fee_other', 'service_fee', 'cancel_fee', 'returned_fee', 'reprocess_fee', 'gratuity', 'other_fees', 'charged', 'card_amount',
      'cash_amount', 'check_amount', 'gift_card_amount', 'paid', 'credit_amount'].map(money).join(',\n    ')},
    check_number text NULL,
    check_date text NULL,
    gift_card_number text NULL,
    credit_card_id integer NULL,
    is_one_time_payment boolean NOT NULL DEFAULT false,
    card_last4 text NULL,
    card_brand text NULL,
    gratuity_method text NULL,
    ${['refunded', 'conceded', 'overpayment', 'balance_effect'].map(money).join(',\n    ')},
    change_reason text NULL
  )`,
  // The list: a date range, newest first (its default sort), and a customer's own.
  `CREATE INDEX IF NOT EXISTS transactions_date ON transactions (transaction_date, date_added, id)`,
  `CREATE INDEX IF NOT EXISTS transactions_customer ON transactions (customer_id, transaction_date)`,
  `CREATE INDEX IF NOT EXISTS transactions_user ON transactions (customer_user_id, transaction_date)`,
  `CREATE INDEX IF NOT EXISTS transactions_appointment ON transactions (appointment_id) WHERE appointment_id IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS transactions_ref ON transactions (ref_transaction_id) WHERE ref_transaction_id IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS transaction_customers (
    customer_id integer PRIMARY KEY,
    user_id integer NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS transaction_customers_user ON transaction_customers (user_id)`,
  `CREATE TABLE IF NOT EXISTS transaction_balances (
    customer_id integer PRIMARY KEY,
    customer_user_id integer NULL,
    balance integer NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS transaction_balances_user ON transaction_balances (customer_user_id)`,
  `CREATE INDEX IF NOT EXISTS transaction_balances_owing ON transaction_balances (balance DESC) WHERE balance > 0`,
];

/** Unqualified names: the runner's search_path decides the schema (live or a rebuild's side schema). */
export async function createTransactionsTables(tx: SqlExecutor): Promise<void> {
  for (const statement of DDL) await tx.query(statement);
}
