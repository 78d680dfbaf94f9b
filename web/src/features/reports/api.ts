import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DailyTipsReport, PayrollReport, ReportDrill, ReportRange, ReportTransactions, SalesTaxReport } from '@pawroute/domain';
import { api } from '../../lib/apiClient';

/**
 * The reports' calls (part 2 §7.7): GET /api/v4/reports/getSalesTax, getPayroll, getDailyTips
 * [startDate, endDate] as MM-DD-YYYY, and getTransactions for the ledger rows behind a figure. Keys are
 * ['reports', ...]: the projector's { scope: 'reports' } push refreshes them all.
 */
const BASE = '/api/v4/reports';
export const reportKeys = {
  all: ['reports'] as const,
  report: (name: string, startDate: string, endDate: string) => ['reports', name, startDate, endDate] as const,
  drill: (drill: ReportDrill) => ['reports', 'transactions', drill] as const,
};

type Range = ReportRange;

function useReport<T>(name: 'getSalesTax' | 'getPayroll' | 'getDailyTips', range: Range, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.report(name, range.startDate, range.endDate),
    queryFn: ({ signal }) => api.get<T>(`${BASE}/${name}`, { startDate: range.startDate, endDate: range.endDate }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useSalesTax = (range: Range, enabled: boolean) => useReport<SalesTaxReport>('getSalesTax', range, enabled);
export const usePayroll = (range: Range, enabled: boolean) => useReport<PayrollReport>('getPayroll', range, enabled);
export const useDailyTips = (range: Range, enabled: boolean) => useReport<DailyTipsReport>('getDailyTips', range, enabled);

/** The transactions behind one figure (null: none chosen). */
export function useReportTransactions(drill: ReportDrill | null) {
  return useQuery({
    queryKey: reportKeys.drill(drill ?? { report: 'salesTax', startDate: '', endDate: '' }),
    queryFn: ({ signal }) =>
      api.get<ReportTransactions>(
        `${BASE}/getTransactions`,
        { report: drill!.report, startDate: drill!.startDate, endDate: drill!.endDate, ...(drill!.employeeId === undefined ? {} : { employeeId: drill!.employeeId }) },
        signal,
      ),
    enabled: drill !== null,
  });
}
