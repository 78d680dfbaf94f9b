import type { PriceEstimateResult } from '@pawroute/domain';
import type { ReactNode } from 'react';
import { packageLabel } from '../format';
import { dollars } from '../../../lib/money';
import type { EstimateForm } from '../model/form';

interface Props {
  values: EstimateForm;
  figures: PriceEstimateResult;
  /** The customer's name, or null before one is chosen or typed. */
  customerName: string | null;
  /** The live total bar (the wizard's own, shared with the footer). */
  total: ReactNode;
  /** 'side': the panel beside the steps (computers); 'footer': folded under the step (tablets, phones). */
  variant: 'side' | 'footer';
}

/**
 * The estimate summary panel (part 1 §2 "Other panels"): while the estimate is edited, on every step,
 * who it is for, each included pet with its package and price, and the fee lines of part 1 §9 down to
 * the total, all recomputed as the form changes. Beside the steps on computers; folded under the step
 * on smaller screens, where the total stays visible when it is closed.
 */
export function EstimateSummaryPanel({ values, figures, customerName, total, variant }: Props) {
  const pets = values.pets
    .map((pet, index) => ({ pet, line: figures.pets[index] }))
    .filter(({ pet, line }) => line && pet.includeInEstimate && !pet.isDeceased);
  const lines: [string, number][] = [
    ['Services', figures.feeServices],
    ['Trip fee', figures.feeTrip],
    ...(figures.feeGenerator > 0 ? ([['Generator fee', figures.feeGenerator]] as [string, number][]) : []),
    ...(figures.discount > 0 ? ([['Discounts', -figures.discount]] as [string, number][]) : []),
    ['Fuel charge', figures.feeFuel],
    ['Sales tax', figures.feeSalesTax],
  ];
  const body = (
    <>
      <p className="est-side-summary__who">{customerName || 'No customer chosen yet'}</p>
      {pets.length === 0 ? (
        <p className="muted est-side-summary__empty">No pets included yet.</p>
      ) : (
        <ul className="est-side-summary__pets" aria-label="Pets in the estimate">
          {pets.map(({ pet, line }, index) => (
            <li key={pet.key}>
              <span>
                {pet.petName || `Pet ${index + 1}`}
                <span className="muted"> · {packageLabel(pet.estimatePackage)}</span>
              </span>
              <span className="money">{dollars(line!.subtotal)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="est-side-summary__lines">
        {lines.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{cents < 0 ? `−${dollars(-cents)}` : dollars(cents)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
  if (variant === 'side') {
    return (
      <section className="est-side-summary" aria-label="Estimate summary">
        <h2 className="est-side-summary__title">Estimate Summary</h2>
        {total}
        {body}
      </section>
    );
  }
  return (
    <details className="est-summary-panel" aria-label="Estimate summary">
      <summary>
        {total}
        <span className="est-summary-panel__hint">Estimate Summary</span>
      </summary>
      <div className="est-summary-panel__body">{body}</div>
    </details>
  );
}
