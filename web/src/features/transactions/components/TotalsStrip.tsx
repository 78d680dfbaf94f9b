import type { ServiceFeeParts, TransactionTotals } from '../api/types';
import { dollars } from '../../../lib/money';

type Figure = Exclude<keyof TransactionTotals, 'serviceFeeParts'>;

const ITEMS: [Figure, string][] = [
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

/**
 * What the Service Fee is made of (docs/RULES.md: groom + trip + generator + fuel − discount + sales tax
 * + other), so that a trip fee, fuel or tax is never silently inside it; the refunds' share of it only
 * when there is one (refund rows carry no breakdown).
 */
const PARTS: [keyof ServiceFeeParts, string, '+' | '−'][] = [
  ['groom', 'Groom', '+'],
  ['trip', 'Trip Fee', '+'],
  ['generator', 'Generator', '+'],
  ['fuel', 'Fuel', '+'],
  ['discount', 'Discount', '−'],
  ['salesTax', 'Sales Tax', '+'],
  ['other', 'Other', '+'],
  ['refunds', 'Refunds', '+'],
];

/** Part 2 §2.5 / §9: the totals strip over every matching transaction (not only the page shown). */
export function TotalsStrip({ totals, label = 'Totals' }: { totals: TransactionTotals | undefined; label?: string }) {
  const parts = totals?.serviceFeeParts;
  return (
    <>
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
      {parts && (
        <dl className="tx-fee-parts" aria-label="Service Fee is made of" data-testid="service-fee-parts">
          <div className="tx-fee-parts__lead">
            <dt>Service Fee</dt>
            <dd className="money">{dollars(totals.serviceFee)} =</dd>
          </div>
          {PARTS.filter(([key]) => key !== 'refunds' || parts.refunds !== 0).map(([key, name, sign], i) => (
            <div key={key} className="tx-fee-parts__item">
              <dt>
                {i > 0 || sign === '−' ? <span className="tx-fee-parts__sign">{sign} </span> : null}
                {name}
              </dt>
              <dd className="money" data-part={key}>
                {dollars(parts[key])}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
