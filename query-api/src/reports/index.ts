export { reportRange, REPORT_PERMISSIONS } from './routes';
export { readDailyTips, readPayroll, readReportTransactions, readSalesTax, REPORT_TRANSACTIONS_LIMIT, type ReportRange } from './reads';
