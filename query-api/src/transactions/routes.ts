import { DomainError, idParam } from '@pawroute/domain';
import { describedRule, isStaff, NOT_PERMITTED, queryRoute, type Actor } from '@pawroute/platform';
import { selectTransactionDetail } from './rows';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertMayReadAppointment } from '../appointments';
import { businessToday } from '../shared/localTime';
import { dateParam, pageParam, pageSizeParam } from '../shared/params';
import { filteredParam, sortedParam } from './listQuery';
import { receiptInfoQuery } from './receiptInfo';
import {
  DEFAULT_LIST_PAGE_SIZE,
  readBalanceAndEmails,
  readCustomerTransactions,
  readInvoice,
  readSignoffCheck,
  readSummary,
  readEmployeeSummary,
  readTransactionsPage,
  TRANSACTION_READ_MESSAGES as M,
} from './reads';

const p = (actor: Actor) => actor.permissions;
/** A customer reaches only their own records: by customer id. */
/** The customer's own money, on the customer pages: ViewCustomerDashboard (part 2 §6, §2.5). */
const ownCustomer = (actor: Actor, customerId: number) =>
  !isStaff(actor) && actor.permissions.ViewCustomerDashboard === true && actor.customerId !== null && actor.customerId === customerId;
const OWN = 'the customer themself with ViewCustomerDashboard';

const range = <T extends { startDate?: string; endDate?: string }>(input: T, today: string) => {
  const startDate = input.startDate ?? today;
  const endDate = input.endDate ?? today;
  if (startDate > endDate) throw new DomainError(400, M.range, { startDate: M.range });
  return { startDate, endDate };
};

/**
 * The ledger's reads (part 2 §2.5, §7.4, §7.5; part 1 §7): staff with ViewAllTransactions
 * read every transaction; a customer only their own (others' answer 404 or 403, never their data).
 */
export async function transactionsQueries(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  const today = () => businessToday(app.services);
  // The Send Receipt dialog's address and whether the receipt went out (beyond the spec).
  receiptInfoQuery(app);

  queryRoute(app, {
    url: '/api/v4/transactions/getAll',
    schema: z.object({
      startDate: dateParam(M.startDate).optional(),
      endDate: dateParam(M.endDate).optional(),
      page: pageParam,
      pageSize: pageSizeParam,
      sorted: sortedParam,
      filtered: filteredParam,
    }),
    // The customer-facing list (ViewCustomerDashboard) reads the same call, limited to their own rows.
    permission: describedRule(
      { anyOf: ['ViewAllTransactions'], otherwise: 'a customer with ViewCustomerDashboard, for their own rows', inputChecks: ['ViewCustomerDashboard'] },
      (actor) => p(actor).ViewAllTransactions === true || (!isStaff(actor) && p(actor).ViewCustomerDashboard === true),
    ),
    handle: (input, { actor }) =>
      readTransactionsPage(db, {
        ...range(input, today()),
        page: input.page ?? 0,
        pageSize: input.pageSize ?? DEFAULT_LIST_PAGE_SIZE,
        sorted: input.sorted,
        filtered: input.filtered,
        onlyUserId: p(actor).ViewAllTransactions === true ? null : actor.userId,
      }),
  });

  queryRoute(app, {
    url: '/api/v4/transactions/findById',
    schema: z.object({ transactionId: idParam(M.transactionId) }),
    permission: describedRule(
      { anyOf: ['ViewAllTransactions'], otherwise: "the transaction's customer (checked once it is loaded)" },
      (actor) => p(actor).ViewAllTransactions === true || !isStaff(actor),
    ),
    async handle({ transactionId }, { actor }) {
      const transaction = await selectTransactionDetail(db, transactionId);
      if (transaction && (p(actor).ViewAllTransactions === true || (!isStaff(actor) && transaction.userId === actor.userId))) return { transaction };
      if (transaction && isStaff(actor)) throw new DomainError(403, NOT_PERMITTED);
      throw new DomainError(404, M.notFound);
    },
  });

  queryRoute(app, {
    url: '/api/v4/transactions/findByCustomer',
    schema: z.object({ userId: idParam(M.userId) }),
    permission: describedRule<{ userId: number }>(
      { anyOf: ['ViewAllTransactions'], otherwise: OWN, inputChecks: ['ViewCustomerDashboard'] },
      (actor, { userId }) => p(actor).ViewAllTransactions === true || (p(actor).ViewCustomerDashboard === true && actor.userId === userId),
    ),
    handle: ({ userId }) => readCustomerTransactions(db, userId),
  });

  // `customerId` (the spec's), or `employeeId` in its place (a profile that is not a customer's).
  const summarySchema = z
    .object({
      customerId: idParam(M.customerId).optional(),
      employeeId: idParam(M.employeeId).optional(),
      startDate: dateParam(M.startDate).optional(),
      endDate: dateParam(M.endDate).optional(),
    })
    .refine((q) => (q.customerId === undefined) !== (q.employeeId === undefined), { error: M.summaryWho, path: ['customerId'] });
  queryRoute(app, {
    url: '/api/v4/transactions/getSummary',
    schema: summarySchema,
    permission: describedRule<{ customerId?: number }>(
      { anyOf: ['ViewAllTransactions', 'SendTransactionSummaries'], otherwise: OWN, inputChecks: ['ViewCustomerDashboard'] },
      (actor, { customerId }) =>
        p(actor).ViewAllTransactions === true || p(actor).SendTransactionSummaries === true || (customerId !== undefined && ownCustomer(actor, customerId)),
    ),
    handle: (input) =>
      input.employeeId !== undefined
        ? readEmployeeSummary(db, { employeeId: input.employeeId, ...range(input, today()) })
        : readSummary(db, { customerId: input.customerId as number, ...range(input, today()) }),
  });

  queryRoute(app, {
    url: '/api/v4/transactions/getCustomerBalanceAndEmails',
    schema: z.object({ customerId: idParam(M.customerId) }),
    permission: describedRule<{ customerId: number }>(
      { anyOf: ['ViewAllTransactions', 'SendTransactionSummaries', 'SendInvoices'], otherwise: OWN, inputChecks: ['ViewCustomerDashboard'] },
      (actor, { customerId }) =>
        p(actor).ViewAllTransactions === true || p(actor).SendTransactionSummaries === true || p(actor).SendInvoices === true || ownCustomer(actor, customerId),
    ),
    handle: ({ customerId }) => readBalanceAndEmails(db, customerId),
  });

  queryRoute(app, {
    url: '/api/v4/transactions/getInvoice',
    schema: z.object({
      customerId: idParam(M.customerId),
      appointmentId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.unknown().optional()),
    }),
    permission: describedRule<{ customerId: number }>(
      { anyOf: ['ViewAllTransactions', 'SendInvoices'], otherwise: OWN, inputChecks: ['ViewCustomerDashboard'] },
      (actor, { customerId }) => p(actor).ViewAllTransactions === true || p(actor).SendInvoices === true || ownCustomer(actor, customerId),
    ),
    async handle({ customerId, appointmentId }) {
      if (appointmentId === undefined) throw new DomainError(400, M.invoiceNoAppointment, { appointmentId: M.invoiceNoAppointment });
      const id = idParam(M.invoiceNoAppointment).safeParse(appointmentId);
      if (!id.success) throw new DomainError(400, M.invoiceNoAppointment, { appointmentId: M.invoiceNoAppointment });
      return readInvoice(db, customerId, id.data);
    },
  });

  queryRoute(app, {
    url: '/api/v4/appointments/signoffCheck',
    schema: z.object({ appointmentId: idParam('A valid appointment ID is required.') }),
    // The sign-off happens on the stylist's device: staff who may start it, or who may read it (its stylist).
    permission: describedRule(
      { anyOf: ['StartAppointments', 'ViewAllAppointments'], otherwise: 'the assigned stylist (checked once the appointment is loaded)' },
      (actor) => isStaff(actor),
    ),
    async handle({ appointmentId }, { actor }) {
      if (p(actor).StartAppointments !== true) await assertMayReadAppointment(db, actor, appointmentId);
      return readSignoffCheck(db, appointmentId);
    },
  });
}
