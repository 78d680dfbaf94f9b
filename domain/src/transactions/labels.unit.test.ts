import { describe, expect, it } from 'vitest';
import { CARD_STATUSES } from './events';
import { CARD_STATUS_LABELS, cardStatusLabel, ledgerEventLabel, transactionInWords } from './labels';

describe('the ledger in words', () => {
  it('every card status has words, none of them the gateway code', () => {
    for (const status of CARD_STATUSES) {
      expect(CARD_STATUS_LABELS[status]).toBeTruthy();
      expect(cardStatusLabel(status)).not.toMatch(/[a-z][A-Z]/);
    }
    expect(cardStatusLabel('settledSuccessfully')).toBe('Settled');
    expect(cardStatusLabel('voided')).toBe('Voided');
    expect(cardStatusLabel('refundSettledSuccessfully')).toBe('Refunded');
    expect(cardStatusLabel(null)).toBe('');
  });

  it('names a transaction by amount, kind, date and customer', () => {
    expect(transactionInWords({ amount: 5413, date: '12-01-2026', kind: 'payment' })).toBe('the $54.13 payment of 12-01-2026');
    expect(transactionInWords({ amount: 5413, date: '2026-12-01', kind: 'charge', customerName: 'Casey Carter' })).toBe('the $54.13 charge of 12-01-2026 (Casey Carter)');
  });

  it('ledger events in words', () => {
    expect(ledgerEventLabel('TransactionCreated')).toBe('Recorded');
    expect(ledgerEventLabel('SomethingNew')).toBe('Something New');
  });
});
