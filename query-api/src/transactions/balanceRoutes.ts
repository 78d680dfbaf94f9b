import { DomainError } from '@pawroute/domain';
import { queryRoute, nowOf } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localDate } from '../shared/localTime';
import { dateParam, pageParam, pageSizeParam } from '../shared/params';
import { OUTSTANDING_PAGE_SIZE, readOutstandingBalances } from './balanceReads';

export const BALANCE_MESSAGES = {
  startDate: 'A valid start date is required (MM-DD-YYYY).',
  endDate: 'A valid end date is required (MM-DD-YYYY).',
  range: 'The start date must not be after the end date.',
} as const;

/** GET /api/v4/outstandingBalances/findByDate [startDate, endDate] (ViewOutstandingBalances; default today). */
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
      const today = localDate(config.timeZone, nowOf(app.services));
      const startDate = input.startDate ?? today;
      const endDate = input.endDate ?? today;
      if (startDate > endDate) throw new DomainError(400, BALANCE_MESSAGES.range, { startDate: BALANCE_MESSAGES.range });
      return readOutstandingBalances(db, { startDate, endDate, page: input.page ?? 0, pageSize: input.pageSize ?? OUTSTANDING_PAGE_SIZE });
    },
  });
}
