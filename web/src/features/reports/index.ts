// The reports feature (part 2 §2.2, §2.7, §7.7, §9): sales tax, payroll, daily tips.
export { DailyTipsReportPage, PayrollReportPage, ReportsIndexPage, SalesTaxReportPage } from './pages';
