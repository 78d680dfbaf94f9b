import { DomainError, idParam, REPORT_MAX_DAYS, REPORT_MESSAGES as M, type Permission, type ReportName } from '@pawroute/domain';
import { describedRule, NOT_PERMITTED, queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { businessToday, daysBetween } from '../shared/localTime';
import { dateParam } from '../shared/params';
import { readDailyTips, readPayroll, readReportTransactions, readSalesTax } from './reads';

const rangeSchema = z.object({
  startDate: dateParam(M.startDate).optional(),
  endDate: dateParam(M.endDate).optional(),
});

/**
 * The range asked for, or the report's default (part 2 §2.7, §9: the current month for sales tax and
 * payroll, today for tips); a start after the end, or more than REPORT_MAX_DAYS, is a 400.
 */
export function reportRange(input: { startDate?: string; endDate?: string }, fallback: { startDate: string; endDate: string }) {
  const startDate = input.startDate ?? fallback.startDate;
  const endDate = input.endDate ?? fallback.endDate;
  if (startDate > endDate) throw new DomainError(400, M.range, { startDate: M.range });
  if (daysBetween(startDate, endDate) + 1 > REPORT_MAX_DAYS) throw new DomainError(400, M.rangeTooLong, { endDate: M.rangeTooLong });
  return { startDate, endDate };
}

const monthOf = (today: string) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startDate: `${today.slice(0, 7)}-01`, endDate: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
};

/** Which permission each report needs (part 2 §2.2, §6). */
export const REPORT_PERMISSIONS: Record<ReportName, Permission> = { salesTax: 'ViewAdminReports', payroll: 'ViewAdminReports', dailyTips: 'ViewManagerReports' };

/**
 * Part 2 §7.7: GET /api/v4/reports/getSalesTax, getPayroll (ViewAdminReports), getDailyTips
 * (ViewManagerReports), [startDate, endDate] as MM-DD-YYYY (ISO 'YYYY-MM-DD' also read). And the
 * transactions behind a figure: GET /api/v4/reports/getTransactions [report, startDate, endDate,
 * employeeId?], with the permission of that report.
 */
export async function reportsQueries(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  const today = () => businessToday(app.services);

  queryRoute(app, {
    url: '/api/v4/reports/getSalesTax',
    schema: rangeSchema,
    permission: 'ViewAdminReports',
    handle: (input) => readSalesTax(db, reportRange(input, monthOf(today()))),
  });

  queryRoute(app, {
    url: '/api/v4/reports/getPayroll',
    schema: rangeSchema,
    permission: 'ViewAdminReports',
    handle: (input) => readPayroll(db, reportRange(input, monthOf(today()))),
  });

  queryRoute(app, {
    url: '/api/v4/reports/getDailyTips',
    schema: rangeSchema,
    permission: 'ViewManagerReports',
    handle: (input) => readDailyTips(db, reportRange(input, { startDate: today(), endDate: today() })),
  });

  queryRoute(app, {
    url: '/api/v4/reports/getTransactions',
    schema: rangeSchema.extend({
      report: z.enum(['salesTax', 'payroll', 'dailyTips'], { error: M.report }),
      employeeId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idParam(M.employeeId).optional()),
    }),
    // The permission depends on the report asked for (checked again in the handler, before anything is read).
    permission: describedRule<{ report: ReportName }>(
      { anyOf: ['ViewAdminReports', 'ViewManagerReports'], note: "the report's: ViewAdminReports for salesTax and payroll, ViewManagerReports for dailyTips" },
      (actor, input) => actor.permissions[REPORT_PERMISSIONS[input.report]] === true,
    ),
    handle: (input, { actor }) => {
      if (actor.permissions[REPORT_PERMISSIONS[input.report]] !== true) throw new DomainError(403, NOT_PERMITTED);
      const fallback = input.report === 'dailyTips' ? { startDate: today(), endDate: today() } : monthOf(today());
      return readReportTransactions(db, { ...reportRange(input, fallback), report: input.report, employeeId: input.employeeId });
    },
  });
}
