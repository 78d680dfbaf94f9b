import { REPORT_MESSAGES, type DailyTipsRow, type PayrollRow, type SalesTaxRow } from '@pawroute/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../lib/session';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useDailyTips, usePayroll, useSalesTax } from './api';
import { businessTodaySpec as todaySpec } from '../../lib/businessTime';
import { isSpecDate } from '../../lib/dates';
import { currentMonthSpec } from './dates';
import { dollars } from '../../lib/money';
import { ratesText, toDollars } from './money';
import { REPORT_DEBOUNCE_MS, ReportView, type ReportColumn } from './ReportView';

/** The range state of a report: what the inputs hold, and its debounced (300 ms) valid value. */
function useRange(initial: () => { startDate: string; endDate: string }) {
  const [range, setRange] = useState(initial);
  const debounced = useDebouncedValue(range, REPORT_DEBOUNCE_MS);
  const valid = isSpecDate(debounced.startDate) && isSpecDate(debounced.endDate);
  return {
    range,
    debounced,
    valid,
    onStartDate: (startDate: string) => setRange((r) => ({ ...r, startDate })),
    onEndDate: (endDate: string) => setRange((r) => ({ ...r, endDate })),
  };
}

const money = (cents: number) => dollars(cents);
const axisDollars = (value: number) => `$${value.toLocaleString('en-US')}`;
const tooltipDollars = (value: unknown) => (typeof value === 'number' ? dollars(value * 100) : String(value));
const COLORS = ['#2f6f9f', '#d08c2b', '#5a9a5b', '#a04e7c', '#6b6bb3', '#3e8e8e', '#b35c3c'];

function Chart({ data, keys, x }: { data: Record<string, string | number>[]; keys: { key: string; label: string; stack?: string }[]; x: string }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={x} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis tickFormatter={axisDollars} tick={{ fontSize: 12 }} width={64} />
        <Tooltip formatter={tooltipDollars} />
        <Legend />
        {keys.map((k, i) => (
          <Bar key={k.key} dataKey={k.key} name={k.label} stackId={k.stack} fill={COLORS[i % COLORS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

const SALES_TAX_COLUMNS: ReportColumn<SalesTaxRow>[] = [
  { id: 'date', header: 'Date', text: (r) => r.date },
  { id: 'taxableSales', header: 'Taxable Sales', money: true, text: (r) => money(r.taxableSales), drill: (r) => r.drill },
  { id: 'taxCollected', header: 'Tax Collected', money: true, text: (r) => money(r.taxCollected), drill: (r) => r.drill },
  { id: 'exemptSales', header: 'Exempt Sales', money: true, text: (r) => money(r.exemptSales), drill: (r) => r.drill },
  { id: 'transactions', header: 'Transactions', text: (r) => String(r.transactions), drill: (r) => r.drill },
];

/** /dashboard/reports/salesTax (ViewAdminReports): per day, for the range (default the current month). */
export function SalesTaxReportPage() {
  const r = useRange(currentMonthSpec);
  const query = useSalesTax(r.debounced, r.valid);
  const data = query.data;
  const chart = useMemo(
    () => (data?.rows ?? []).map((row) => ({ date: row.date.slice(0, 5), taxable: toDollars(row.taxableSales), exempt: toDollars(row.exemptSales), tax: toDollars(row.taxCollected) })),
    [data],
  );
  return (
    <ReportView
      title="Sales Tax Report"
      slug="sales-tax"
      {...r.range}
      onStartDate={r.onStartDate}
      onEndDate={r.onEndDate}
      columns={SALES_TAX_COLUMNS}
      rows={data?.rows}
      rowKey={(row) => row.isoDate}
      totals={data ? { cells: ['Total', money(data.totals.taxableSales), money(data.totals.taxCollected), money(data.totals.exemptSales), String(data.totals.transactions)], drill: data.drill } : undefined}
      chart={<Chart data={chart} x="date" keys={[{ key: 'taxable', label: 'Taxable Sales' }, { key: 'exempt', label: 'Exempt Sales' }, { key: 'tax', label: 'Tax Collected' }]} />}
      loading={query.isPending}
      fetching={query.isFetching}
      error={query.isError}
      errorMessage={REPORT_MESSAGES.failedTransactions}
      emptyMessage="No sales in this date range."
    />
  );
}

const PAYROLL_COLUMNS: ReportColumn<PayrollRow>[] = [
  { id: 'stylist', header: 'Stylist', text: (r) => r.stylist },
  { id: 'appointments', header: 'Appointments', text: (r) => String(r.appointments) },
  { id: 'commissionable', header: 'Commissionable', money: true, text: (r) => money(r.commissionable), drill: (r) => r.drill },
  { id: 'rates', header: 'Rates', text: (r) => ratesText(r.rates) },
  { id: 'commission', header: 'Commission', money: true, text: (r) => money(r.commission), drill: (r) => r.drill },
  { id: 'tips', header: 'Tips', money: true, text: (r) => money(r.tips), drill: (r) => r.drill },
  { id: 'total', header: 'Commission + Tips', money: true, text: (r) => money(r.total), drill: (r) => r.drill },
];

/** /dashboard/reports/payroll (ViewAdminReports): per stylist, for the range (default the current month). */
export function PayrollReportPage() {
  const r = useRange(currentMonthSpec);
  const query = usePayroll(r.debounced, r.valid);
  const data = query.data;
  const chart = useMemo(() => (data?.rows ?? []).map((row) => ({ stylist: row.stylist, commission: toDollars(row.commission), tips: toDollars(row.tips) })), [data]);
  return (
    <ReportView
      title="Payroll Report"
      slug="payroll"
      {...r.range}
      onStartDate={r.onStartDate}
      onEndDate={r.onEndDate}
      columns={PAYROLL_COLUMNS}
      rows={data?.rows}
      rowKey={(row) => String(row.employeeId)}
      totals={
        data
          ? { cells: ['Total', String(data.totals.appointments), money(data.totals.commissionable), '', money(data.totals.commission), money(data.totals.tips), money(data.totals.total)], drill: data.drill }
          : undefined
      }
      chart={<Chart data={chart} x="stylist" keys={[{ key: 'commission', label: 'Commission', stack: 'pay' }, { key: 'tips', label: 'Tips', stack: 'pay' }]} />}
      loading={query.isPending}
      fetching={query.isFetching}
      error={query.isError}
      errorMessage={REPORT_MESSAGES.failedTransactions}
      emptyMessage="No completed appointments in this date range."
    />
  );
}

const TIPS_COLUMNS: ReportColumn<DailyTipsRow>[] = [
  { id: 'date', header: 'Date', text: (r) => r.date },
  { id: 'stylist', header: 'Stylist', text: (r) => r.stylist },
  { id: 'tips', header: 'Tips', money: true, text: (r) => money(r.tips), drill: (r) => r.drill },
];

/** /dashboard/reports/dailyTips (ViewManagerReports): per day and stylist (default today). */
export function DailyTipsReportPage() {
  const r = useRange(() => ({ startDate: todaySpec(), endDate: todaySpec() }));
  const query = useDailyTips(r.debounced, r.valid);
  const data = query.data;
  const { chart, stylists } = useMemo(() => {
    const names = [...new Set((data?.rows ?? []).map((row) => row.stylist))];
    const byDate = new Map<string, Record<string, string | number>>();
    for (const row of data?.rows ?? []) {
      const entry = byDate.get(row.date) ?? { date: row.date.slice(0, 5) };
      entry[`s${names.indexOf(row.stylist)}`] = toDollars(row.tips);
      byDate.set(row.date, entry);
    }
    return { chart: [...byDate.values()], stylists: names };
  }, [data]);
  return (
    <ReportView
      title="Daily Tips Report"
      slug="daily-tips"
      {...r.range}
      onStartDate={r.onStartDate}
      onEndDate={r.onEndDate}
      columns={TIPS_COLUMNS}
      rows={data?.rows}
      rowKey={(row) => `${row.isoDate}-${row.employeeId}`}
      totals={data ? { cells: ['Total', '', money(data.totals.tips)], drill: data.drill } : undefined}
      chart={<Chart data={chart} x="date" keys={stylists.map((name, i) => ({ key: `s${i}`, label: name, stack: 'tips' }))} />}
      loading={query.isPending}
      fetching={query.isFetching}
      error={query.isError}
      errorMessage={REPORT_MESSAGES.failedTips}
      emptyMessage="No tips in this date range."
    />
  );
}

/** /dashboard/reports: the reports this user may open (part 2 §2.2). */
export function ReportsIndexPage() {
  useDocumentTitle('Reports — Pawroute');
  const admin = useCan('ViewAdminReports');
  const manager = useCan('ViewManagerReports');
  return (
    <div className="page">
      <PageHeader title="Reports" />
      <ul className="report-index">
        {admin && (
          <li>
            <Link to="/dashboard/reports/salesTax">Sales Tax</Link> — taxable sales, tax collected and exempt sales by day.
          </li>
        )}
        {admin && (
          <li>
            <Link to="/dashboard/reports/payroll">Payroll</Link> — commission and tips per stylist.
          </li>
        )}
        {manager && (
          <li>
            <Link to="/dashboard/reports/dailyTips">Daily Tips</Link> — tips per day and stylist.
          </li>
        )}
      </ul>
    </div>
  );
}
