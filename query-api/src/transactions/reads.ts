import { DomainError, fullName, toSpecDate, type CustomerBalanceAndEmails, type InvoiceAnswer, type InvoiceFigures, type SignoffCheckAnswer, type TransactionRow, type TransactionSummaryAnswer, type EmployeeTransactionSummaryAnswer, type TransactionsPage, type CustomerTransactionsAnswer } from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';
import { ESTIMATE_PETS_SQL } from '@pawroute/projections';
import { selectTransactionRows, selectTransactionTotals, TRANSACTION_FROM } from './rows';
import { balanceOfCustomer, customerIdsOfUser } from './balanceReads';
import { filterConditions, orderByOf, type Filtered, type Sorted } from './listQuery';
import { pagesOf } from '../shared/params';

export const TRANSACTION_READ_MESSAGES = {
  notFound: 'Transaction not found.',
  customerNotFound: 'Customer not found.',
  appointmentNotFound: 'Appointment not found.',
  /** Part 1 §8. */
  invoiceNoAppointment: 'Attempted to retrieve invoice but no appointment ID was given',
  transactionId: 'A valid transaction ID is required.',
  customerId: 'A valid customer ID is required.',
  employeeId: 'A valid employee ID is required.',
  employeeNotFound: 'Employee not found.',
  /** a summary is of a customer or of an employee's appointments. */
  summaryWho: 'A customer or an employee is required for the summary.',
  userId: 'A valid user ID is required.',
  startDate: 'A valid start date is required (MM-DD-YYYY).',
  endDate: 'A valid end date is required (MM-DD-YYYY).',
  range: 'The start date must not be after the end date.',
  /** Part 2 §4.1 step 6: why sign-off is no longer needed. */
  signoffCompleted: 'This appointment has already been completed. Sign-off is no longer needed.',
  signoffNotInProgress: 'This appointment is not in progress. Sign-off is no longer needed.',
  signoffPaid: 'A payment has already been recorded for this appointment. Sign-off is no longer needed.',
  signoffOk: 'Sign-off is needed.',
} as const;

export const DEFAULT_LIST_PAGE_SIZE = 25;

export interface GetAllInput {
  startDate: string;
  endDate: string;
  page: number;
  pageSize: number;
  sorted?: Sorted;
  filtered?: Filtered;
  /** A customer: only their own rows. */
  onlyUserId: number | null;
}

/** GET transactions/getAll (part 2 §2.5, §7.5, §9): a date range, column filters, server paging, the totals strip. */
export async function readTransactionsPage(db: SqlExecutor, input: GetAllInput): Promise<TransactionsPage> {
  const params: unknown[] = [input.startDate, input.endDate];
  const conditions = ['t.transaction_date BETWEEN $1 AND $2'];
  if (input.onlyUserId !== null) {
    params.push(await customerIdsOfUser(db, input.onlyUserId));
    conditions.push(`t.customer_id = ANY($${params.length}::int[])`);
  }
  conditions.push(...filterConditions(input.filtered, params));
  const where = conditions.join(' AND ');
  const [{ totals, count }, rows] = await Promise.all([
    selectTransactionTotals(db, where, params),
    selectTransactionRows(db, { where, params, orderBy: orderByOf(input.sorted), limit: input.pageSize, offset: input.page * input.pageSize }),
  ]);
  return { rows, totals, pages: pagesOf(count, input.pageSize), count };
}

/** The customer (id, user, name) or a 404. */
export async function customerOf(db: SqlExecutor, by: { customerId: number } | { userId: number }): Promise<{ customerId: number; userId: number; name: string }> {
  const [column, value] = 'customerId' in by ? ['c.id', by.customerId] : ['c.user_id', by.userId];
  const { rows } = await db.query<{ id: number; user_id: number; first_name: string | null; last_name: string | null }>(
    `SELECT c.id, c.user_id, u.first_name, u.last_name FROM customers c LEFT JOIN users u ON u.id = c.user_id WHERE ${column} = $1 ORDER BY c.id LIMIT 1`,
    [value],
  );
  const row = rows[0];
  if (!row) throw new DomainError(404, TRANSACTION_READ_MESSAGES.customerNotFound);
  return { customerId: Number(row.id), userId: Number(row.user_id), name: fullName({ firstName: row.first_name, lastName: row.last_name }) };
}

/** GET transactions/findByCustomer [userId] → transactions: the customer's ledger rows, newest first. */
export async function readCustomerTransactions(db: SqlExecutor, userId: number): Promise<CustomerTransactionsAnswer> {
  const customerIds = await customerIdsOfUser(db, userId);
  return { transactions: await selectTransactionRows(db, { where: 't.customer_id = ANY($1::int[])', params: [customerIds], limit: 1000 }) };
}

/** Σ of the fee breakdown and payments of non-voided rows matching `where` (refund rows are negative). */
async function figures(db: SqlExecutor, where: string, params: readonly unknown[]): Promise<Omit<InvoiceFigures, 'petNames'>> {
  const sums = [
    ['serviceFee', 'service_fee'], ['serviceFeeGroom', 'service_fee_groom'], ['serviceFeeTrip', 'service_fee_trip'],
    ['serviceFeeGenerator', 'service_fee_generator'], ['serviceFeeFuel', 'service_fee_fuel'], ['serviceDiscountTotal', 'service_discount_total'],
    ['serviceFeeSalesTax', 'service_fee_sales_tax'], ['serviceFeeOther', 'service_fee_other'], ['cancelFee', 'cancel_fee'],
    ['returnedFee', 'returned_fee'], ['reprocessFee', 'reprocess_fee'], ['gratuity', 'gratuity'], ['creditAmount', 'credit_amount'],
    ['creditCardAmount', 'card_amount'], ['cashAmount', 'cash_amount'], ['checkAmount', 'check_amount'], ['giftCardAmount', 'gift_card_amount'],
    ['charged', 'charged'], ['paid', 'paid'],
  ] as const;
  const { rows } = await db.query<Record<string, string>>(
    `SELECT ${sums.map(([key, column]) => `coalesce(sum(t.${column}), 0)::bigint AS "${key}"`).join(', ')}
     ${TRANSACTION_FROM}
     WHERE (${where}) AND NOT t.is_voided`,
    params,
  );
  const r = rows[0] ?? {};
  const out = Object.fromEntries(sums.map(([key]) => [key, Number(r[key] ?? 0)])) as Record<(typeof sums)[number][0], number>;
  const { charged, paid, ...rest } = out;
  return { ...rest, balance: charged - paid };
}

/**
 * GET transactions/getInvoice [customerId, appointmentId] (part 1 §3 Invoice): the appointment's
 * non-voided ledger rows summed (refunds included, negative), the estimate's pet names. Every figure is
 * a sum of the ledger's rows.
 */
export async function readInvoice(db: SqlExecutor, customerId: number, appointmentId: number): Promise<InvoiceAnswer> {
  const customer = await customerOf(db, { customerId });
  const { rows } = await db.query<{ date: string | null; employee_id: number | null; first_name: string | null; last_name: string | null; pets: unknown }>(
    `SELECT a.date, a.employee_id, em.first_name, em.last_name, ${ESTIMATE_PETS_SQL('e')} AS pets
       FROM appointments a LEFT JOIN users em ON em.id = a.employee_id LEFT JOIN estimates e ON e.id = a.estimate_id
      WHERE a.id = $1 AND a.customer_id = $2 AND NOT a.is_deleted`,
    [appointmentId, customerId],
  );
  const appointment = rows[0];
  if (!appointment) throw new DomainError(404, TRANSACTION_READ_MESSAGES.appointmentNotFound);
  const where = 't.appointment_id = $1 AND t.customer_id = $2';
  const params = [appointmentId, customerId];
  const pets = (typeof appointment.pets === 'string' ? JSON.parse(appointment.pets) : appointment.pets) as { name: string }[] | null;
  return {
    ...(await figures(db, where, params)),
    petNames: (pets ?? []).map((p) => String(p.name)),
    customerId,
    userId: customer.userId,
    customerName: customer.name,
    appointmentId,
    appointmentDate: toSpecDate(appointment.date),
    Employee: appointment.employee_id === null ? null : { ID: Number(appointment.employee_id), name: fullName({ firstName: appointment.first_name, lastName: appointment.last_name }) },
    transactions: await selectTransactionRows(db, { where, params, orderBy: 't.date_added, t.id' }),
  };
}

/** GET transactions/getSummary [customerId, startDate, endDate] (part 2 §3 "Transaction summary"). */
export async function readSummary(db: SqlExecutor, input: { customerId: number; startDate: string; endDate: string }): Promise<TransactionSummaryAnswer> {
  const customer = await customerOf(db, { customerId: input.customerId });
  const where = 't.customer_id = $1 AND t.transaction_date BETWEEN $2 AND $3';
  const params = [input.customerId, input.startDate, input.endDate];
  const { rows: pets } = await db.query<{ pet_name: string }>(
    `SELECT pet_name FROM customer_pet_names WHERE customer_id = $1 AND NOT is_deleted ORDER BY pet_id`,
    [input.customerId],
  );
  return {
    ...(await figures(db, where, params)),
    petNames: pets.map((p) => p.pet_name),
    customerId: input.customerId,
    userId: customer.userId,
    customerName: customer.name,
    startDate: toSpecDate(input.startDate),
    endDate: toSpecDate(input.endDate),
    transactions: await selectTransactionRows(db, { where, params }),
  };
}

/**
 * GET transactions/getSummary [employeeId, startDate, endDate] (ours): from a profile that is not
 * a customer's, the rows of the appointments that employee worked in the range.
 */
export async function readEmployeeSummary(db: SqlExecutor, input: { employeeId: number; startDate: string; endDate: string }): Promise<EmployeeTransactionSummaryAnswer> {
  const { rows: users } = await db.query<{ first_name: string | null; last_name: string | null }>(`SELECT u.first_name, u.last_name FROM employees e JOIN users u ON u.id = e.user_id WHERE e.id = $1`, [input.employeeId]);
  const user = users[0];
  if (!user) throw new DomainError(404, TRANSACTION_READ_MESSAGES.employeeNotFound);
  const where = 'a.employee_id = $1 AND t.transaction_date BETWEEN $2 AND $3';
  const params = [input.employeeId, input.startDate, input.endDate];
  return {
    ...(await figures(db, where, params)),
    petNames: [],
    employeeId: input.employeeId,
    employeeName: fullName({ firstName: user.first_name, lastName: user.last_name }),
    startDate: toSpecDate(input.startDate),
    endDate: toSpecDate(input.endDate),
    transactions: await selectTransactionRows(db, { where, params }),
  };
}

/** GET transactions/getCustomerBalanceAndEmails [customerId] (part 1 §3 "Customer balance record"). */
export async function readBalanceAndEmails(db: SqlExecutor, customerId: number): Promise<CustomerBalanceAndEmails> {
  const customer = await customerOf(db, { customerId });
  const { rows } = await db.query<{ email_address: string; is_primary: boolean }>(
    `SELECT email_address, is_primary FROM contact_emails WHERE user_id = $1 ORDER BY is_primary DESC, added_at, id`,
    [customer.userId],
  );
  let emailAddresses = rows.map((r) => ({ emailAddress: r.email_address, isPrimary: r.is_primary }));
  if (emailAddresses.length === 0) {
    const { rows: user } = await db.query<{ email_address: string }>(`SELECT email_address FROM users WHERE id = $1`, [customer.userId]);
    if (user[0]?.email_address) emailAddresses = [{ emailAddress: user[0].email_address, isPrimary: true }];
  }
  return { balance: await balanceOfCustomer(db, customerId), emailAddresses };
}

/**
 * GET appointments/signoffCheck [appointmentId] (part 2 §4.1 step 6, §7.4): `error` true with the
 * reason when the customer's sign-off is no longer needed: the appointment is completed, or not in
 * progress, or a non-voided transaction already charges it.
 */
export async function readSignoffCheck(db: SqlExecutor, appointmentId: number): Promise<SignoffCheckAnswer> {
  const { rows } = await db.query<{ status: string }>(`SELECT status FROM appointments WHERE id = $1 AND NOT is_deleted`, [appointmentId]);
  const status = rows[0]?.status;
  if (status === undefined) throw new DomainError(404, TRANSACTION_READ_MESSAGES.appointmentNotFound);
  if (status === 'completed') return { error: true, message: TRANSACTION_READ_MESSAGES.signoffCompleted };
  if (status !== 'inProgress') return { error: true, message: TRANSACTION_READ_MESSAGES.signoffNotInProgress };
  const { rows: paid } = await db.query(
    `SELECT 1 FROM transactions WHERE appointment_id = $1 AND NOT is_refund AND NOT is_voided AND service_fee > 0 LIMIT 1`,
    [appointmentId],
  );
  if (paid.length > 0) return { error: true, message: TRANSACTION_READ_MESSAGES.signoffPaid };
  return { error: false, message: TRANSACTION_READ_MESSAGES.signoffOk };
}
