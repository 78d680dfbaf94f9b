import { describe, expect, it } from 'vitest';
import { transactionKind, transactionTitle } from './components/shared';

/** a ledger row is named as the counter says it, never 'Transaction 4'. */
describe('transactionTitle', () => {
  const row = { isRefund: false, paid: 20000, customerName: 'Casey Carter', transactionDate: '11-05-2026' };
  it('money received is a payment from the customer', () => {
    expect(transactionTitle(row)).toBe('Payment from Casey Carter on 11-05-2026');
  });
  it('a refund row is a refund to the customer, a row with nothing received a charge', () => {
    expect(transactionTitle({ ...row, isRefund: true, paid: -5000 })).toBe('Refund to Casey Carter on 11-05-2026');
    expect(transactionTitle({ ...row, paid: 0 })).toBe('Charge to Casey Carter on 11-05-2026');
    expect(transactionKind({ isRefund: false, paid: 0 })).toBe('Charge');
  });
  it('without a name it is the kind and the date', () => {
    expect(transactionTitle({ ...row, customerName: '' })).toBe('Payment on 11-05-2026');
  });
});
