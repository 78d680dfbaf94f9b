import { cardStatusLabel } from '@pawroute/domain';
import { useSyncExternalStore } from 'react';
import type { TransactionRow } from '../api/types';

/** Part 2 §9: the transactions list shows 25 rows when the window is taller than 1000 px, else 10. */
export const transactionsPageSize = (height: number): number => (height > 1000 ? 25 : 10);

export function useTransactionsPageSize(): number {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => transactionsPageSize(window.innerHeight),
    () => 10,
  );
}

/** Part 2 §4.3: 'Refunded' and 'Voided' badges; a refund row says so. */
export function TransactionBadges({ row }: { row: Pick<TransactionRow, 'isRefunded' | 'isVoided' | 'isRefund'> }) {
  return (
    <>
      {row.isVoided && <span className="tx-badge tx-badge--voided">Voided</span>}
      {row.isRefunded && <span className="tx-badge tx-badge--refunded">Refunded</span>}
      {row.isRefund && <span className="tx-badge">Refund</span>}
    </>
  );
}

// The card part's state in the words of the counter, not the gateway's: the one map every screen uses
// (domain CARD_STATUS_LABELS; docs/DECISIONS.md "Words people use instead of internal numbers").
export const statusLabel = (status: string | null): string => cardStatusLabel(status);

/**
 * What the counter calls a ledger row (not 'Transaction 4'): a refund, a payment (money was
 * received) or a charge; with the customer's name and the date where known.
 */
export function transactionKind(row: Pick<TransactionRow, 'isRefund' | 'paid'>): 'Refund' | 'Payment' | 'Charge' {
  return row.isRefund ? 'Refund' : row.paid > 0 ? 'Payment' : 'Charge';
}
export function transactionTitle(row: Pick<TransactionRow, 'isRefund' | 'paid' | 'customerName' | 'transactionDate'>): string {
  const kind = transactionKind(row);
  const who = row.customerName ? ` ${kind === 'Payment' ? 'from' : 'to'} ${row.customerName}` : '';
  return `${kind}${who}${row.transactionDate ? ` on ${row.transactionDate}` : ''}`;
}

/** The path of a transaction's page: with /user/{userId} when it has a customer (part 2 §2.5). */
export const transactionPath = (row: Pick<TransactionRow, 'ID' | 'userId'>): string =>
  row.userId ? `/dashboard/transactions/${row.ID}/user/${row.userId}` : `/dashboard/transactions/${row.ID}`;

/** Part 2 §4.3: only unchecked transactions that have an appointment can be selected for check-in (not a void one, not a refund row). */
export const canCheckIn = (row: Pick<TransactionRow, 'isRefund' | 'isVoided' | 'checkedIn' | 'appointmentId'>): boolean =>
  !row.isRefund && !row.isVoided && !row.checkedIn && row.appointmentId !== null;
