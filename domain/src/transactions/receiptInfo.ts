/**
 * GET transactions/getReceiptInfo's answer: what the Send Receipt dialog fills in (the customer's primary
 * email and mobile number) and the last receipt of the transaction that went out (the mail and text
 * outboxes record each send under the receipt's dedupe key, "Receipt-Transaction-<id>-…").
 */
export interface ReceiptInfo {
  transactionId: number | null;
  email: string | null;
  phone: string | null;
  lastSent: { method: 'email' | 'text'; to: string; at: string } | null;
}

/** The dedupe keys transactions/sendReceipt sends a receipt under (one prefix per transaction and method). */
export const receiptKeyPrefix = (transactionId: number, method: 'email' | 'text'): string => `Receipt-Transaction-${transactionId}-${method}`;
