import type { DiscountLine, PetEstimateLine } from '@pawroute/domain';
import type { ReactNode } from 'react';
import { useCan } from '../../../lib/session';
import { formatRate, tierLabel } from '../format';
import { dollars } from '../../../lib/money';

export interface FeePetRow {
  key: string;
  name: string;
  packageLabel: string;
  included: boolean;
  isDeceased: boolean;
  line: PetEstimateLine;
  addonNames: Map<number, string>;
  otherDescription: string;
}

export interface FeeFigures {
  feeServices: number;
  feeTrip: number;
  feeGenerator: number;
  discounts: DiscountLine[];
  discount: number;
  subtotal: number;
  feeFuel: number;
  feeSalesTax: number;
  feeTotal: number;
}

interface Props {
  pets: FeePetRow[];
  figures: FeeFigures;
  fuelCharge: number;
  salesTax: number;
  taxExempt: boolean;
  /** The trip fee's row: an input while editing, the amount otherwise. */
  tripSlot?: ReactNode;
  /** The generator's row content while editing (toggle and fee). */
  generatorSlot?: ReactNode;
  needsGenerator: boolean;
}

const discountLabel = (line: DiscountLine, pets: FeePetRow[]) => {
  if (line.reason === 'seniorCitizen') return 'Senior citizen discount';
  if (line.reason === 'military') return 'Military discount';
  const pet = pets.find((p) => p.line.petId === line.petId);
  return `Service pet discount${pet ? ` (${pet.name})` : ''}`;
};

/** The fee lines of part 1 §9: services per pet, trip, generator, discounts, fuel, tax, total. */
export function FeeBreakdown({ pets, figures, fuelCharge, salesTax, taxExempt, tripSlot, generatorSlot, needsGenerator }: Props) {
  // Which breed price applied is the office's working note; a customer sees the package.
  const showsTier = useCan('ViewCustomers');
  return (
    <div className="est-fees" role="table" aria-label="Estimate fees">
      <div role="rowgroup">
        {pets.map((pet) => (
          <div key={pet.key} className={`est-fees__pet ${pet.included ? '' : 'is-excluded'}`} role="row">
            <div className="est-fees__row" role="presentation">
              <span role="rowheader" className="est-fees__label">
                <strong>{pet.name}</strong>
                <span className="muted">
                  {' '}
                  · {pet.included ? `${pet.packageLabel}${showsTier && pet.line.tier ? `, ${tierLabel(pet.line)}` : ''}` : pet.isDeceased ? 'deceased, not included' : 'not included'}
                </span>
              </span>
              <span role="cell" className="est-fees__amount">
                {pet.included ? dollars(pet.line.basePrice) : '—'}
              </span>
            </div>
            {pet.included &&
              pet.line.addons.map((addon) => (
                <div key={addon.serviceId} className="est-fees__row est-fees__row--sub" role="presentation">
                  <span className="est-fees__label">{pet.addonNames.get(addon.serviceId) ?? `Add-on #${addon.serviceId}`}</span>
                  <span className="est-fees__amount">{addon.free ? `Free (${dollars(addon.unitPrice)})` : dollars(addon.chargedPrice)}</span>
                </div>
              ))}
            {pet.included && pet.line.otherFee > 0 && (
              <div className="est-fees__row est-fees__row--sub" role="presentation">
                <span className="est-fees__label">Other{pet.otherDescription ? `: ${pet.otherDescription}` : ''}</span>
                <span className="est-fees__amount">{dollars(pet.line.otherFee)}</span>
              </div>
            )}
          </div>
        ))}
      </div>
      <div role="rowgroup" className="est-fees__totals">
        <div className="est-fees__row est-fees__row--strong" role="row">
          <span role="rowheader" className="est-fees__label">Services</span>
          <span role="cell" className="est-fees__amount" data-testid="fee-services">
            {dollars(figures.feeServices)}
          </span>
        </div>
        <div className="est-fees__row" role="row">
          <span role="rowheader" className="est-fees__label">Trip fee</span>
          <span role="cell" className="est-fees__amount">
            {tripSlot ?? dollars(figures.feeTrip)}
          </span>
        </div>
        {generatorSlot ? (
          <div className="est-fees__row est-fees__row--generator" role="row">
            {generatorSlot}
          </div>
        ) : (
          needsGenerator && (
            <div className="est-fees__row" role="row">
              <span role="rowheader" className="est-fees__label">Generator fee</span>
              <span role="cell" className="est-fees__amount">{dollars(figures.feeGenerator)}</span>
            </div>
          )
        )}
        {figures.discounts.map((line, i) => (
          <div key={`${line.reason}-${line.petId ?? i}`} className="est-fees__row est-fees__row--discount" role="row">
            <span role="rowheader" className="est-fees__label">{discountLabel(line, pets)}</span>
            <span role="cell" className="est-fees__amount">−{dollars(line.amount)}</span>
          </div>
        ))}
        <div className="est-fees__row" role="row">
          <span role="rowheader" className="est-fees__label">Subtotal</span>
          <span role="cell" className="est-fees__amount">{dollars(figures.subtotal)}</span>
        </div>
        <div className="est-fees__row" role="row">
          <span role="rowheader" className="est-fees__label">Fuel charge ({formatRate(fuelCharge)})</span>
          <span role="cell" className="est-fees__amount" data-testid="fee-fuel">{dollars(figures.feeFuel)}</span>
        </div>
        <div className="est-fees__row" role="row">
          <span role="rowheader" className="est-fees__label">{taxExempt ? 'Sales tax (tax exempt)' : `Sales tax (${formatRate(salesTax)})`}</span>
          <span role="cell" className="est-fees__amount" data-testid="fee-tax">{dollars(figures.feeSalesTax)}</span>
        </div>
        <div className="est-fees__row est-fees__row--total" role="row">
          <span role="rowheader" className="est-fees__label">Total</span>
          <span role="cell" className="est-fees__amount" data-testid="fee-total">
            {dollars(figures.feeTotal)}
          </span>
        </div>
      </div>
    </div>
  );
}
