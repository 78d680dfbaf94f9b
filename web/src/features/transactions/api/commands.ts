import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CheckInBody,
  CheckInTransactionsAnswer,
  CreateTransactionAnswer,
  RefundBody,
  RefundTransactionAnswer,
  SendInvoiceAnswer,
  SendInvoiceBody,
  SendReceiptAnswer,
  SendReceiptBody,
  SendSummaryBody,
  SendTransactionSummaryAnswer,
  TransactionRequest as CreateTransactionBody,
  VoidBody,
  VoidTransactionAnswer,
  WithPosition,
} from '@pawroute/domain';
import { apiWrite } from '../../../lib/apiClient';

/**
 * The transaction writes (common12 routes under /api/v4/transactions/). Each goes through lib/apiClient:
 * CSRF, one Idempotency-Key per submission kept across its retries, the answer's position for
 * read-your-writes. Success refreshes every transactions and balances read.
 */
const BASE = '/api/v4/transactions';

/** The bodies are domain's (domain/src/transactions/bodies.ts): money in integer cents, dates 'MM-DD-YYYY'. */
export type { TransactionRequest as CreateTransactionBody, SendSummaryBody, SendInvoiceBody } from '@pawroute/domain';

function useWrite<Body, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Body; idempotencyKey?: string }) =>
      apiWrite<Answer>('POST', `${BASE}/${path}`, body, { idempotencyKey }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['transactions'] });
      void client.invalidateQueries({ queryKey: ['balances'] });
      void client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}

/** POST transactions/create -> { transactionId } */
export const useCreateTransaction = () => useWrite<CreateTransactionBody, CreateTransactionAnswer>('create');
/** POST transactions/refund { transactionId, amount (cents) } */
export const useRefundTransaction = () => useWrite<RefundBody, WithPosition<RefundTransactionAnswer>>('refund');
/** POST transactions/void { transactionId, reason } */
export const useVoidTransaction = () => useWrite<VoidBody, WithPosition<VoidTransactionAnswer>>('void');
/** POST transactions/sendReceipt { transactionId | appointmentId, method, value } (sent later). */
export const useSendReceipt = () => useWrite<SendReceiptBody, SendReceiptAnswer>('sendReceipt');
/** POST transactions/checkIn { transactionIds } */
export const useCheckInTransactions = () => useWrite<CheckInBody, WithPosition<CheckInTransactionsAnswer>>('checkIn');
/** POST transactions/sendSummary */
export const useSendSummary = () => useWrite<SendSummaryBody, WithPosition<SendTransactionSummaryAnswer>>('sendSummary');
/** POST transactions/sendInvoice */
export const useSendInvoice = () => useWrite<SendInvoiceBody, WithPosition<SendInvoiceAnswer>>('sendInvoice');
