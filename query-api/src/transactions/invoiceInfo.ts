import { fullName, idParam, toSpecDate, type CustomerInvoiceInfo } from '@pawroute/domain';
import { isStaff, permissionOrOwn, queryRoute, type Actor, type SqlExecutor } from '@pawroute/platform';
import { ESTIMATE_PETS_SQL } from '@pawroute/projections';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerOf, readBalanceAndEmails } from './reads';

export const INVOICE_INFO_MESSAGES = { customerId: 'A valid customer ID is required.' } as const;

/**
 * GET user/getCustomerInvoiceInfo [customerId] (part 1 §7): what the Send Invoice dialog
 * needs in one read: the customer's email addresses (primary first) and balance (as
 * transactions/getCustomerBalanceAndEmails answers them) and, per appointment with ledger rows, the
 * charges an invoice would list (transactions/getInvoice's sums).
 */
export async function readCustomerInvoiceInfo(db: SqlExecutor, customerId: number): Promise<CustomerInvoiceInfo> {
  const customer = await customerOf(db, { customerId });
  const { balance, emailAddresses } = await readBalanceAndEmails(db, customerId);
  const { rows } = await db.query<{
    id: number; date: string | null; status: string; employee_id: number | null; first_name: string | null; last_name: string | null; pets: unknown;
    service_fee: string; other_fees: string; gratuity: string; charged: string; paid: string; ids: number[];
  }>(
    `SELECT a.id, a.date, a.status, a.employee_id, em.first_name, em.last_name, ${ESTIMATE_PETS_SQL('e')} AS pets,
            l.service_fee, l.other_fees, l.gratuity, l.charged, l.paid, l.ids
       FROM (SELECT t.appointment_id,
                    coalesce(sum(t.service_fee) FILTER (WHERE NOT t.is_voided), 0)::bigint AS service_fee,
                    coalesce(sum(t.other_fees) FILTER (WHERE NOT t.is_voided), 0)::bigint AS other_fees,
                    coalesce(sum(t.gratuity) FILTER (WHERE NOT t.is_voided), 0)::bigint AS gratuity,
                    coalesce(sum(t.charged) FILTER (WHERE NOT t.is_voided), 0)::bigint AS charged,
                    coalesce(sum(t.paid) FILTER (WHERE NOT t.is_voided), 0)::bigint AS paid,
                    array_agg(t.id ORDER BY t.id) AS ids
               FROM transactions t
              WHERE t.customer_id = $1 AND t.appointment_id IS NOT NULL
              GROUP BY t.appointment_id) l
       JOIN appointments a ON a.id = l.appointment_id AND a.customer_id = $1 AND NOT a.is_deleted
       LEFT JOIN users em ON em.id = a.employee_id
       LEFT JOIN estimates e ON e.id = a.estimate_id
      ORDER BY a.date DESC NULLS LAST, a.id DESC
      LIMIT 50`,
    [customerId],
  );
  return {
    customerId,
    userId: customer.userId,
    customerName: customer.name,
    balance,
    emailAddresses,
    appointments: rows.map((r) => {
      const pets = (typeof r.pets === 'string' ? JSON.parse(r.pets) : r.pets) as { name: string }[] | null;
      const charged = Number(r.charged);
      const paid = Number(r.paid);
      return {
        appointmentId: Number(r.id),
        appointmentDate: r.date === null ? null : toSpecDate(r.date),
        status: r.status,
        Employee: r.employee_id === null ? null : { ID: Number(r.employee_id), name: fullName({ firstName: r.first_name, lastName: r.last_name }) },
        petNames: (pets ?? []).map((p) => String(p.name)),
        serviceFee: Number(r.service_fee),
        otherFees: Number(r.other_fees),
        gratuity: Number(r.gratuity),
        charged,
        paid,
        balance: charged - paid,
        transactionIds: (r.ids ?? []).map(Number),
      };
    }),
  };
}

/** A customer reaches only their own record. */
/** The customer's own invoice, on the customer pages: ViewCustomerDashboard (part 2 §6). */
const ownCustomer = (actor: Actor, customerId: number) =>
  !isStaff(actor) && actor.permissions.ViewCustomerDashboard === true && actor.customerId !== null && actor.customerId === customerId;

export async function invoiceInfoQueries(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  queryRoute(app, {
    url: '/api/v4/user/getCustomerInvoiceInfo',
    schema: z.object({ customerId: idParam(INVOICE_INFO_MESSAGES.customerId) }),
    // As transactions/getInvoice: the ledger's readers or SendInvoices (the dialog's permission), or the customer themself.
    permission: permissionOrOwn<{ customerId: number }>(['ViewAllTransactions', 'SendInvoices'], 'ViewCustomerDashboard', 'the customer themself', (actor, { customerId }) => ownCustomer(actor, customerId)),
    // 404 'Customer not found.' for an unknown customer (customerOf).
    handle: ({ customerId }) => readCustomerInvoiceInfo(db, customerId),
  });
}
