import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompleteAnswer, CompleteBody, DefaultGratuityResponse, SignoffCheckAnswer, UploadSignatureAnswer } from '@pawroute/domain';
import { api, apiWrite, ApiError } from '../../../lib/apiClient';
import type { CompletionTransactionBody } from './model';

/**
 * The completion's calls (part 2 §7.4, common12 routes): signoffCheck, appointments/complete (the payment
 * and the completion in one write: the server freezes the estimate's figures into the transaction),
 * uploadSignature, transactions/sendReceipt; and the reads the payment view needs.
 */
const BASE = '/api/v4/appointments';

export type SignoffAnswer = SignoffCheckAnswer;

/** GET appointments/signoffCheck?appointmentId= (before signing, part 2 §4.1 step 6). */
export function useSignoffCheck(appointmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['completion', 'signoffCheck', appointmentId],
    queryFn: ({ signal }) => api.get<SignoffAnswer>(`${BASE}/signoffCheck`, { appointmentId }, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** GET user/getCustomerDefaultGratuity?userId= */
export const defaultGratuityKey = (userId: number | null) => ['completion', 'defaultGratuity', userId] as const;
export const fetchDefaultGratuity = (userId: number | null, signal?: AbortSignal) =>
  api.get<DefaultGratuityResponse>('/api/v4/user/getCustomerDefaultGratuity', { userId: userId ?? 0 }, signal);

export function useDefaultGratuity(userId: number | null) {
  return useQuery({
    queryKey: defaultGratuityKey(userId),
    queryFn: ({ signal }) => fetchDefaultGratuity(userId, signal),
    enabled: userId !== null,
    refetchOnWindowFocus: false,
  });
}

/** POST appointments/complete's answer (domain completeAnswerSchema). */
export type { CompleteAnswer };

/**
 * POST appointments/complete { appointmentId, isCustomerAbsent, transaction } with the attempt's
 * Idempotency-Key: apiWrite keeps it across that attempt's retries, and the caller keeps it while the
 * same payment is sent again after a failure that may have reached the server.
 */
export function sendCompletion(
  appointmentId: number,
  isCustomerAbsent: boolean,
  transaction: CompletionTransactionBody & { gratuityPercent?: number | null },
  signatureFileName: string | null,
  idempotencyKey: string,
): Promise<CompleteAnswer> {
  const { saveCard, gratuityPercent = null, ...paid } = transaction;
  return apiWrite<CompleteAnswer>('POST', `${BASE}/complete`, { appointmentId, isCustomerAbsent, transaction: paid, signatureFileName, saveCard, gratuityPercent } satisfies CompleteBody, { idempotencyKey });
}

/** A failure after which the server may have written (lost answer, 5xx, still in progress): retry with the same key. */
export const mayHaveReachedServer = (e: unknown): boolean =>
  !(e instanceof ApiError) || e.statusCode === 0 || e.statusCode >= 500 || (e.statusCode === 409 && e.message.includes('Idempotency-Key'));

/** POST appointments/uploadSignature (multipart appointmentId, file) -> { fileName }, named again in appointments/complete. */
export async function uploadSignature(appointmentId: number, png: Blob): Promise<string | null> {
  const form = new FormData();
  form.append('appointmentId', String(appointmentId));
  form.append('file', new File([png], `signature-${appointmentId}.png`, { type: 'image/png' }));
  const answer = await apiWrite<Partial<UploadSignatureAnswer> | undefined>('POST', `${BASE}/uploadSignature`, form);
  return typeof answer?.fileName === 'string' ? answer.fileName : null;
}

export type ReceiptMethod = 'email' | 'text' | 'none';

/** POST transactions/sendReceipt { transactionId, method, value } */
export function sendReceipt(transactionId: number, method: ReceiptMethod, value: string): Promise<unknown> {
  return apiWrite('POST', '/api/v4/transactions/sendReceipt', { transactionId, method, value: method === 'none' ? null : value });
}

/** After completing: the day, the appointment reads, the estimates and the ledger are stale. */
export function useRefreshAfterCompletion() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [['appointments'], ['estimates'], ['transactions'], ['balances'], ['completion'], ['creditCards']].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}
