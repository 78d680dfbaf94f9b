import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditCardsResponse, CustomerTransactionsAnswer, EmployeeTransactionSummaryAnswer, GetUserDetailsResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { isSpecDate } from '../../../lib/dates';
import { transactionKeys } from './keys';
import type {
  CustomerBalanceAndEmails,
  CustomerInvoiceInfo,
  InvoiceAnswer,
  OutstandingBalancesPage,
  TransactionDetail,
  TransactionRow,
  TransactionSummaryAnswer,
  TransactionsPage,
  TransactionsQuery,
  UnpaidAfterVoidPage,
} from './types';

const BASE = '/api/v4/transactions';

/** GET transactions/getAll (part 2 §7.5): sorted and filtered travel as JSON arrays, page is 0-based. */
export function getTransactions(query: TransactionsQuery, signal?: AbortSignal): Promise<TransactionsPage> {
  return api.get<TransactionsPage>(
    `${BASE}/getAll`,
    {
      startDate: query.startDate,
      endDate: query.endDate,
      page: query.page,
      pageSize: query.pageSize,
      sorted: JSON.stringify(query.sorted),
      filtered: JSON.stringify(query.filtered),
    },
    signal,
  );
}

/** One page of the ledger; the key holds the (already debounced) query, so only the latest one shows. */
export function useTransactions(query: TransactionsQuery, enabled = true) {
  return useQuery({
    queryKey: transactionKeys.list(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
    enabled: enabled && isSpecDate(query.startDate) && isSpecDate(query.endDate),
  });
}

/** GET transactions/findById?transactionId= */
export function useTransaction(transactionId: number) {
  return useQuery({
    queryKey: transactionKeys.detail(transactionId),
    queryFn: ({ signal }) =>
      api
        .get<TransactionDetail | { transaction: TransactionDetail }>(`${BASE}/findById`, { transactionId }, signal)
        .then((a) => ('transaction' in a ? a.transaction : a)),
  });
}

/** GET transactions/findByCustomer?userId= (part 1 §7) -> transactions. */
export function useCustomerTransactions(userId: number) {
  return useQuery({
    queryKey: transactionKeys.byCustomer(userId),
    queryFn: ({ signal }) =>
      api.get<CustomerTransactionsAnswer>(`${BASE}/findByCustomer`, { userId }, signal).then((a) => a.transactions),
  });
}

/** GET transactions/getSummary (debounced 400 ms by the caller, part 2 §9). */
export function useTransactionSummary(customerId: number, startDate: string, endDate: string, enabled: boolean) {
  return useQuery({
    queryKey: transactionKeys.summary(customerId, startDate, endDate),
    queryFn: ({ signal }) => api.get<TransactionSummaryAnswer>(`${BASE}/getSummary`, { customerId, startDate, endDate }, signal),
    enabled: enabled && isSpecDate(startDate) && isSpecDate(endDate),
  });
}

/** GET transactions/getSummary?employeeId= (a profile that is not a customer's; debounced by the caller). */
export function useEmployeeTransactionSummary(employeeId: number, startDate: string, endDate: string, enabled: boolean) {
  return useQuery({
    queryKey: ['transactions', 'summary', 'employee', employeeId, startDate, endDate] as const,
    queryFn: ({ signal }) => api.get<EmployeeTransactionSummaryAnswer>(`${BASE}/getSummary`, { employeeId, startDate, endDate }, signal),
    enabled: enabled && isSpecDate(startDate) && isSpecDate(endDate),
  });
}

/** GET transactions/getCustomerBalanceAndEmails?customerId= */
export function useBalanceAndEmails(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: transactionKeys.balanceAndEmails(customerId),
    queryFn: ({ signal }) => api.get<CustomerBalanceAndEmails>(`${BASE}/getCustomerBalanceAndEmails`, { customerId }, signal),
    enabled,
  });
}

/** GET user/getCustomerInvoiceInfo?customerId= (part 1 §7): the Send Invoice dialog's read. */
export function useCustomerInvoiceInfo(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: transactionKeys.invoiceInfo(customerId),
    queryFn: ({ signal }) => api.get<CustomerInvoiceInfo>('/api/v4/user/getCustomerInvoiceInfo', { customerId }, signal),
    enabled,
  });
}

/** GET transactions/getInvoice?customerId=&appointmentId= (part 1 §7). */
export function useInvoice(customerId: number, appointmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: transactionKeys.invoice(customerId, appointmentId),
    queryFn: ({ signal }) => api.get<InvoiceAnswer>(`${BASE}/getInvoice`, { customerId, appointmentId }, signal),
    enabled,
  });
}

/** GET outstandingBalances/findByDate (part 2 §7.7); runs only with two valid dates (§5.7). */
export function useOutstandingBalances(startDate: string, endDate: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: transactionKeys.outstanding(startDate, endDate, page, pageSize),
    queryFn: ({ signal }) =>
      api.get<OutstandingBalancesPage>('/api/v4/outstandingBalances/findByDate', { startDate, endDate, page, pageSize }, signal),
    enabled: isSpecDate(startDate) && isSpecDate(endDate),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET transactions/findUnpaidAfterVoid (docs/DECISIONS.md "The ledger after a void"): completed
 * appointments whose payment was voided and not replaced; a customer's (userId), one (appointmentId) or
 * all, paged. Under 'balances': the transactions projector's pushes refresh it.
 */
export function useUnpaidAfterVoid(query: { userId?: number; appointmentId?: number; page?: number; pageSize?: number }, enabled = true) {
  return useQuery({
    queryKey: transactionKeys.unpaidAfterVoid(query),
    queryFn: ({ signal }) => api.get<UnpaidAfterVoidPage>(`${BASE}/findUnpaidAfterVoid`, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET user/getCreditCards?userId=: the cards on file a payment can use. */
export function useCardsOnFile(userId: number | null) {
  return useQuery({
    queryKey: transactionKeys.creditCards(userId ?? 0),
    queryFn: ({ signal }) => api.get<CreditCardsResponse>('/api/v4/user/getCreditCards', { userId: userId ?? 0 }, signal).then((a) => a.creditCards),
    enabled: userId !== null,
  });
}

/** GET user/getDetails?userId=: the customer a new transaction is for. */
export function useTransactionUser(userId: number | null) {
  return useQuery({
    queryKey: ['user', userId ?? 0, 'details'],
    queryFn: ({ signal }) => api.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { userId: userId ?? 0 }, signal).then((a) => a.user),
    enabled: userId !== null,
  });
}
