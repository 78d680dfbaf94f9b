import { describe, expect, it } from 'vitest';
import { canCheckIn, statusLabel, transactionKind, transactionPath, transactionsPageSize } from './shared';

describe('transactions list rules', () => {
  it('part 2 §9: 25 rows when the window is taller than 1000 px, else 10', () => {
    expect(transactionsPageSize(1001)).toBe(25);
    expect(transactionsPageSize(1000)).toBe(10);
    expect(transactionsPageSize(844)).toBe(10);
  });

  it('part 2 §4.3: only unchecked transactions with an appointment can be selected for check-in', () => {
    const row = { isRefund: false, isVoided: false, checkedIn: false, appointmentId: 5 };
    expect(canCheckIn(row)).toBe(true);
    expect(canCheckIn({ ...row, appointmentId: null })).toBe(false);
    expect(canCheckIn({ ...row, checkedIn: true })).toBe(false);
    expect(canCheckIn({ ...row, isVoided: true })).toBe(false);
    expect(canCheckIn({ ...row, isRefund: true })).toBe(false);
  });

  it('part 2 §2.5: a row opens /dashboard/transactions/{id}, with /user/{userId} when it has a customer', () => {
    expect(transactionPath({ ID: 3, userId: 9 })).toBe('/dashboard/transactions/3/user/9');
    expect(transactionPath({ ID: 3, userId: 0 })).toBe('/dashboard/transactions/3');
  });

  it('a card held for review is named in plain words and is not a payment until approved (docs/DECISIONS.md "Payments: held for review")', () => {
    expect(statusLabel('heldForReview')).toBe('Held for review by the card gateway (not paid yet)');
    expect(statusLabel('declined')).toBe('Card declined (not paid)');
    // A held card is not money received: the row's paid is 0, so it reads as a charge.
    expect(transactionKind({ isRefund: false, paid: 0 })).toBe('Charge');
  });
});
