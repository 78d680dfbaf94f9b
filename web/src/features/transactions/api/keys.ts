import type { TransactionsQuery } from './types';

/**
 * Query keys of the transactions feature (lib/liveInvalidation's convention). The transactions
 * projector pushes {scope:'transactions', id: ownerUserId} and {scope:'balances', id: ownerUserId};
 * liveInvalidation refreshes every 'transactions' and 'balances' key on those (a transaction's page is
 * keyed by its own id, not its owner's).
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (query: TransactionsQuery) => ['transactions', 'list', query] as const,
  detail: (transactionId: number) => ['transactions', 'detail', transactionId] as const,
  byCustomer: (userId: number) => ['transactions', 'customer', userId] as const,
  summary: (customerId: number, startDate: string, endDate: string) => ['transactions', 'summary', customerId, startDate, endDate] as const,
  invoice: (customerId: number, appointmentId: number) => ['transactions', 'invoice', customerId, appointmentId] as const,
  balanceAndEmails: (customerId: number) => ['balances', 'emails', customerId] as const,
  invoiceInfo: (customerId: number) => ['balances', 'invoiceInfo', customerId] as const,
  outstanding: (startDate: string, endDate: string, page: number, pageSize: number) => ['balances', 'outstanding', startDate, endDate, page, pageSize] as const,
  unpaidAfterVoid: (query: { userId?: number; appointmentId?: number; page?: number; pageSize?: number }) => ['balances', 'unpaidAfterVoid', query] as const,
  creditCards: (userId: number) => ['transactions', 'creditCards', userId] as const,
  options: ['options'] as const,
};
