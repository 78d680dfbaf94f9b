import { DEPOSIT_PROBLEMS as P, DomainError, type DepositsAnswer } from '@pawroute/domain';
import { paymentGatewayFor, queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dateParam } from '../shared/params';
import { addDays, daysBetween, localDate } from '../shared/localTime';
import { matchDeposits } from './readDeposits';

/** The longest range one look covers. */
const MAX_DAYS = 366;

/**
 * GET /api/v4/deposits/findByDate?startDate&endDate (ViewAllTransactions): the card gateway's settled
 * batches whose settlement falls on those business dates (default: the last 30 days), each matched
 * against the ledger: what the owner checks against the bank statement.
 */
export async function depositsQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/deposits/findByDate',
    schema: z.object({ startDate: dateParam().optional(), endDate: dateParam().optional() }),
    permission: 'ViewAllTransactions',
    async handle({ startDate, endDate }, { services, db }): Promise<DepositsAnswer> {
      const { timeZone } = services.config;
      const today = localDate(timeZone, services.clock?.() ?? new Date());
      const end = endDate ?? today;
      const start = startDate ?? addDays(end, -30);
      if (start > end) throw new DomainError(400, P.rangeBackwards, { startDate: P.rangeBackwards });
      if (daysBetween(start, end) > MAX_DAYS) throw new DomainError(400, P.rangeTooLong, { startDate: P.rangeTooLong });
      const gateway = paymentGatewayFor(services);
      // The range in instants, a day wider on each side, then kept to the business dates asked for.
      const from = new Date(`${addDays(start, -1)}T00:00:00Z`);
      const to = new Date(`${addDays(end, 2)}T00:00:00Z`);
      const listed = gateway.listSettledBatches ? await gateway.listSettledBatches(from, to) : [];
      const batches = (await matchDeposits(db, listed, timeZone)).filter((b) => b.settledDate >= start && b.settledDate <= end);
      batches.sort((a, b) => b.settledAt.localeCompare(a.settledAt));
      return { gateway: gateway.name, startDate: start, endDate: end, batches };
    },
  });
}
