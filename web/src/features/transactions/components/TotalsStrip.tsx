import type { TransactionTotals } from '../api/types';
import { dollars } from '../money';

const ITEMS: [keyof TransactionTotals, string][] = [
  ['balance', 'Balance'],
  ['totalCharged', 'Total Charged'],
  ['serviceFee', 'Service Fee'],
  ['gratuity', 'Gratuity'],
  ['otherFees', 'Other Fees'],
  ['totalPaid', 'Total Paid'],
  ['creditCard', 'Credit Card'],
  ['cash', 'Cash'],
  ['check', 'Check'],
  ['giftCard', 'Gift Card'],
];

/** Part 2 §2.5 / §9: the totals strip over every matching transaction (not only the page shown). */
export function TotalsStrip({ totals, label = 'Totals' }: { totals: TransactionTotals | undefined; label?: string }) {
  return (
    <dl className="tx-totals" aria-label={label} data-testid="transaction-totals">
      {ITEMS.map(([key, name]) => (
        <div key={key} className={`tx-totals__item${key === 'balance' ? ' tx-totals__item--lead' : ''}`}>
          <dt>{name}</dt>
          <dd className="money" data-total={key}>
            {totals ? dollars(totals[key]) : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
