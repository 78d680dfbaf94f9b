import { fullName, toSpecDate, type BalanceAnswer, type OutstandingBalancesPage, type RecentPayment } from '@pawroute/domain';
import { queryPreparedByText, selectPaged, type SqlExecutor } from '@pawroute/platform';
import { pagesOf } from '../shared/params';

/**
 * The balance read model (projections/src/transactions: Σ of the customer's ledger rows, docs/RULES.md
 * "Balance") and what is read beside it. A customer without any transaction owes 0.
 */
export const RECENT_PAYMENTS = 5;
export const OUTSTANDING_PAGE_SIZE = 10;

const METHODS: [string, string][] = [
  ['card_amount', 'Credit Card'],
  ['cash_amount', 'Cash'],
  ['check_amount', 'Check'],
  ['gift_card_amount', 'Gift Card'],
];

/**
 * The customer records of user `userId` (normally one): from the ledger's own map (CustomerCreated) and
 * the customers read model. Reads filter the ledger by customer id, which is indexed.
 */
export async function customerIdsOfUser(db: SqlExecutor, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT customer_id AS id FROM transaction_customers WHERE user_id = $1
     UNION SELECT id FROM customers WHERE user_id = $1`,
    [userId],
  );
  return rows.map((r) => Number(r.id));
}

/** The balance of the customer whose user is `userId` (cents; positive: owes). */
export async function balanceOfUser(db: SqlExecutor, userId: number, customerIds?: number[]): Promise<number> {
  const ids = customerIds ?? (await customerIdsOfUser(db, userId));
  const { rows } = await db.query<{ balance: number }>(`SELECT coalesce(sum(balance), 0)::int AS balance FROM transaction_balances WHERE customer_id = ANY($1::int[])`, [ids]);
  return Number(rows[0]?.balance ?? 0);
}

export async function balanceOfCustomer(db: SqlExecutor, customerId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(`SELECT balance FROM transaction_balances WHERE customer_id = $1`, [customerId]);
  return Number(rows[0]?.balance ?? 0);
}

/**
 * GET user/getBalance: the real balance and the last payments (non-voided transactions that received
 * money, newest first). `DateAdded` is the payment's business date 'MM-DD-YYYY'; `method` names the
 * methods it used.
 */
export async function readUserBalance(db: SqlExecutor, userId: number): Promise<{ isCustomer: boolean; isUser: boolean; answer: BalanceAnswer }> {
  // One round trip: whether the user and a customer of theirs exist (the 404s), the user's customer
  // records (customerIdsOfUser), their balance and last payments.
  const { rows } = await queryPreparedByText<Record<string, unknown>>(
    db,
    `WITH ids AS (SELECT customer_id AS id FROM transaction_customers WHERE user_id = $1 UNION SELECT id FROM customers WHERE user_id = $1)
     SELECT EXISTS (SELECT 1 FROM customers WHERE user_id = $1) AS is_customer, EXISTS (SELECT 1 FROM users WHERE id = $1) AS is_user,
            (SELECT coalesce(sum(balance), 0)::int FROM transaction_balances WHERE customer_id IN (SELECT id FROM ids)) AS balance,
            p.id, p.paid, p.transaction_date, p.card_amount, p.cash_amount, p.check_amount, p.gift_card_amount
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (
         SELECT t.id, t.paid, t.transaction_date, t.date_added, t.card_amount, t.cash_amount, t.check_amount, t.gift_card_amount
           FROM transactions t
          WHERE t.customer_id IN (SELECT id FROM ids) AND NOT t.is_refund AND NOT t.is_voided AND t.paid > 0
          ORDER BY t.transaction_date DESC, t.date_added DESC, t.id DESC
          LIMIT ${RECENT_PAYMENTS}) p ON true
      ORDER BY p.transaction_date DESC, p.date_added DESC, p.id DESC`,
    [userId],
  );
  const balanceCents = Number(rows[0]?.balance ?? 0);
  const payments = rows.filter((r) => r.id !== null);
  const recentPayments: RecentPayment[] = payments.map((r) => ({
    ID: Number(r.id),
    amountCents: Number(r.paid),
    DateAdded: toSpecDate(String(r.transaction_date)),
    method: METHODS.filter(([column]) => Number(r[column]) !== 0).map(([, label]) => label).join(', '),
  }));
  return { isCustomer: rows[0]?.is_customer === true, isUser: rows[0]?.is_user === true, answer: { balance: balanceCents, balanceCents, recentPayments } };
}

/**
 * GET outstandingBalances/findByDate (part 2 §2.7, docs/RULES.md "Reports"): customers whose balance is
 * above 0 and whose last completed appointment (lastSeen) falls in [startDate, endDate]; largest balance
 * first; paged (10).
 */
export async function readOutstandingBalances(
  db: SqlExecutor,
  input: { startDate: string; endDate: string; page: number; pageSize: number },
): Promise<OutstandingBalancesPage> {
  // appointment_last_seen (the appointments projector) holds each customer's last completed date,
  // indexed: the range picks the customers, instead of a look into appointments for every balance.
  const { rows } = await selectPaged<Record<string, unknown>>(
    db,
    `SELECT b.customer_id, coalesce(b.customer_user_id, c.user_id) AS user_id, b.balance, ls.last_seen,
            u.first_name, u.last_name, count(*) OVER () AS total
       FROM appointment_last_seen ls
       JOIN transaction_balances b ON b.customer_id = ls.customer_id
       LEFT JOIN customers c ON c.id = b.customer_id
       LEFT JOIN users u ON u.id = coalesce(b.customer_user_id, c.user_id)`,
    {
      where: 'ls.last_seen BETWEEN $1 AND $2 AND b.balance > 0',
      params: [input.startDate, input.endDate],
      orderBy: 'b.balance DESC, b.customer_id',
      limit: input.pageSize,
      offset: input.page * input.pageSize,
    },
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : await countOutstanding(db, input);
  return {
    rows: rows.map((r) => ({
      User: { ID: Number(r.user_id), name: fullName({ firstName: r.first_name as string | null, lastName: r.last_name as string | null }) },
      customerId: Number(r.customer_id),
      balance: Number(r.balance),
      lastSeen: toSpecDate(String(r.last_seen)),
    })),
    pages: pagesOf(count, input.pageSize),
    count,
  };
}

/** A page past the end has no rows to carry the window count. */
async function countOutstanding(db: SqlExecutor, input: { startDate: string; endDate: string }): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM appointment_last_seen ls
       JOIN transaction_balances b ON b.customer_id = ls.customer_id
      WHERE ls.last_seen BETWEEN $1 AND $2 AND b.balance > 0`,
    [input.startDate, input.endDate],
  );
  return Number(rows[0]?.n ?? 0);
}
