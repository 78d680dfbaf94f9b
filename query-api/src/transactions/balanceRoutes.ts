import { DomainError, idParam } from '@pawroute/domain';
import { describedRule, isStaff, queryRoute, type Actor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { businessToday } from '../shared/localTime';
import { dateParam, pageParam, pageSizeParam } from '../shared/params';
import { OUTSTANDING_PAGE_SIZE, readOutstandingBalances } from './balanceReads';
import { readUnpaidAfterVoid, UNPAID_PAGE_SIZE } from './unpaidAfterVoid';

export const BALANCE_MESSAGES = {
  startDate: 'A valid start date is required (MM-DD-YYYY).',
  endDate: 'A valid end date is required (MM-DD-YYYY).',
  range: 'The start date must not be after the end date.',
  userId: 'A valid user id is required.',
  appointmentId: 'A valid appointment id is required.',
} as const;

const holds = (actor: Actor, permission: 'ViewOutstandingBalances' | 'ViewAllTransactions') => actor.permissions[permission] === true;
const seesAll = (actor: Actor) => holds(actor, 'ViewOutstandingBalances') || holds(actor, 'ViewAllTransactions');
const ownCustomer = (actor: Actor) => !isStaff(actor) && actor.permissions.ViewCustomerDashboard === true;

/**
 * findUnpaidAfterVoid (docs/DECISIONS.md "The ledger after a void"): money, as its neighbours
 * (outstandingBalances ViewOutstandingBalances, the ledger ViewAllTransactions); a customer reads their
 * own only (ViewCustomerDashboard, the customer pages, part 2 §6).
 */
const unpaidRule = describedRule<{ userId?: number }>(
  {
    anyOf: ['ViewOutstandingBalances', 'ViewAllTransactions'],
    inputChecks: ['ViewCustomerDashboard'],
    otherwise: 'the customer themself with ViewCustomerDashboard (their own)',
  },
  (actor, { userId }) => seesAll(actor) || (ownCustomer(actor) && (userId === undefined || userId === actor.userId)),
);

/**
 * GET /api/v4/outstandingBalances/findByDate [startDate, endDate] (ViewOutstandingBalances; default today), and
 * GET /api/v4/transactions/findUnpaidAfterVoid [userId?, appointmentId?, page, pageSize] (unpaidRule).
 */
export async function balancesQueries(app: FastifyInstance): Promise<void> {
  const { db, config } = app.services;
  queryRoute(app, {
    url: '/api/v4/outstandingBalances/findByDate',
    cache: true,
    schema: z.object({
      startDate: dateParam(BALANCE_MESSAGES.startDate).optional(),
      endDate: dateParam(BALANCE_MESSAGES.endDate).optional(),
      page: pageParam,
      pageSize: pageSizeParam,
    }),
    permission: 'ViewOutstandingBalances',
    async handle(input) {
      const today = businessToday(app.services);
      const startDate = input.startDate ?? today;
      const endDate = input.endDate ?? today;
      if (startDate > endDate) throw new DomainError(400, BALANCE_MESSAGES.range, { startDate: BALANCE_MESSAGES.range });
      return readOutstandingBalances(db, { startDate, endDate, page: input.page ?? 0, pageSize: input.pageSize ?? OUTSTANDING_PAGE_SIZE });
    },
  });

  queryRoute(app, {
    url: '/api/v4/transactions/findUnpaidAfterVoid',
    cache: true,
    schema: z.object({
      userId: idParam(BALANCE_MESSAGES.userId).optional(),
      appointmentId: idParam(BALANCE_MESSAGES.appointmentId).optional(),
      page: pageParam,
      pageSize: pageSizeParam,
    }),
    permission: unpaidRule,
    handle(input, { actor }) {
      // A customer: their own appointments only (the rule let them through for no other user).
      const userId = seesAll(actor) ? input.userId : actor.userId;
      return readUnpaidAfterVoid(db, {
        userId,
        appointmentId: input.appointmentId,
        page: input.page ?? 0,
        pageSize: input.pageSize ?? UNPAID_PAGE_SIZE,
        today: businessToday(app.services),
        timeZone: config.timeZone,
      });
    },
  });
}
