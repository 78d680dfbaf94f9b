import { formatAddressLine } from '@pawroute/domain';
import type { PriceEstimateResult } from '@pawroute/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { fullName } from '@pawroute/domain';
import { formatPhone, packageLabel } from '../format';
import { dollars } from '../../../lib/money';
import type { EstimateForm } from '../model/form';
import type { EstimateCatalog } from '../model/pricing';
import { FeeBreakdown, type FeePetRow } from './FeeBreakdown';
import type { KnownCustomer } from './knownCustomer';

interface Props {
  catalog: EstimateCatalog;
  figures: PriceEstimateResult;
  customer: KnownCustomer | null;
  storedTripCharge: number;
}

/** Step 3 (confirmation): the fees, live; the trip and generator fees are edited here (part 1 §5). */
export function ConfirmationStep({ catalog, figures, customer, storedTripCharge }: Props) {
  const id = useId();
  const { register, watch, formState } = useFormContext<EstimateForm>();
  const errors = formState.errors;
  const values = watch();
  const addonNames = new Map(catalog.extras.map((s) => [s.ID, s.item]));
  const who =
    values.customerMode === 'existing' && customer
      ? { name: fullName(customer.user), contact: [customer.user.emailAddress, formatPhone(customer.user.phoneNumber)] }
      : { name: fullName(values.newUser) || 'New customer', contact: [values.newUser.emailAddress, formatPhone(values.newUser.phoneNumber)] };
  const a = values.address;
  const address = formatAddressLine(a);

  const pets: FeePetRow[] = values.pets.map((pet, index) => ({
    key: pet.key,
    name: pet.petName || `Pet ${index + 1}`,
    packageLabel: packageLabel(pet.estimatePackage),
    included: pet.includeInEstimate && !pet.isDeceased,
    isDeceased: pet.isDeceased,
    line: figures.pets[index]!,
    addonNames,
    otherDescription: pet.otherDescription,
  }));
  const tripRaised = figures.feeTrip > storedTripCharge;

  return (
    <div className="est-confirm">
      <dl className="est-summary">
        <div>
          <dt>Customer</dt>
          <dd>
            <strong>{who.name}</strong>
            {who.contact.filter(Boolean).map((line) => (
              <span key={line} className="muted est-summary__line">
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            {address || '—'}
            {a.mapsco && <span className="muted"> · Mapsco {a.mapsco}</span>}
          </dd>
        </div>
      </dl>

      <FeeBreakdown
        pets={pets}
        figures={figures}
        fuelCharge={catalog.fuelCharge}
        salesTax={catalog.salesTax}
        taxExempt={Boolean(customer?.customer.isTaxExempt) && values.customerMode === 'existing'}
        needsGenerator={values.needsGenerator}
        tripSlot={
          <span className={`est-money-input ${errors.tripFee ? 'is-invalid' : ''}`}>
            <label htmlFor={`${id}-trip`} className="visually-hidden">
              Trip fee
            </label>
            <span aria-hidden="true">$</span>
            <input
              id={`${id}-trip`}
              inputMode="decimal"
              aria-invalid={errors.tripFee ? true : undefined}
              aria-describedby={`${id}-trip-note`}
              {...register('tripFee')}
            />
          </span>
        }
        generatorSlot={
          <>
            <label className="est-switch">
              <input type="checkbox" role="switch" {...register('needsGenerator')} />
              <span className="est-switch__track" aria-hidden="true" />
              <span className="est-switch__label">Needs generator</span>
            </label>
            <span className={`est-money-input ${errors.generatorFee ? 'is-invalid' : ''}`}>
              <label htmlFor={`${id}-gen`} className="visually-hidden">
                Generator fee
              </label>
              <span aria-hidden="true">$</span>
              <input id={`${id}-gen`} inputMode="decimal" disabled={!values.needsGenerator} {...register('generatorFee')} />
            </span>
          </>
        }
      />
      <p id={`${id}-trip-note`} className={errors.tripFee || errors.generatorFee ? 'form__error' : 'muted est-confirm__note'}>
        {errors.tripFee?.message ??
          errors.generatorFee?.message ??
          (tripRaised
            ? `The trip fee is above the customer's trip charge of ${dollars(storedTripCharge)}; saving will ask whether to keep it.`
            : `The customer's trip charge is ${dollars(storedTripCharge)}.`)}
      </p>
    </div>
  );
}
