import {
  DEFAULT_FUEL_CHARGE,
  DEFAULT_GENERATOR_FEE_CENTS,
  DEFAULT_SALES_TAX,
  DEFAULT_TRIP_CHARGE_CENTS,
} from '../options';
import { isDateOnly } from '../shared/calendarDates';
import { applyRate, priceOrZero } from './money';
import { pricePet } from './petPrice';
import type { DiscountLine, PriceEstimateInput, PriceEstimateResult } from './types';

/** Part 1 §9: "$5 each for a service pet, a senior citizen and a military customer". */
export const CUSTOMER_DISCOUNT_CENTS = 500;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Prices an estimate (part 1 §9). Pure: no I/O and no clock (the date comes in as `asOf`), so the
 * browser shows exactly what the server saves. Throws RangeError on a malformed date, a non-integer
 * amount or a negative rate; validate untrusted input with `priceEstimateInputSchema` first.
 */
export function priceEstimate(input: PriceEstimateInput): PriceEstimateResult {
  if (!isDateOnly(input.asOf)) throw new RangeError(`asOf must be a date 'YYYY-MM-DD', got '${input.asOf}'`);
  const pets = input.pets.map((entry) => pricePet(entry, input.asOf));

  const feeGroom = sum(pets.map((line) => line.basePrice + line.addonsTotal));
  const feeOther = sum(pets.map((line) => line.otherFee));
  const feeServices = feeGroom + feeOther;
  const feeTrip = priceOrZero(input.tripFee ?? DEFAULT_TRIP_CHARGE_CENTS, 'tripFee');
  const feeGenerator = input.needsGenerator
    ? priceOrZero(input.generatorFee ?? DEFAULT_GENERATOR_FEE_CENTS, 'generatorFee')
    : 0;

  const discounts: DiscountLine[] = pets
    .filter((line) => line.serviceDiscount > 0)
    .map((line) => ({ reason: 'servicePet', petId: line.petId, amount: line.serviceDiscount }));
  if (input.customer.isSeniorCitizen) discounts.push({ reason: 'seniorCitizen', amount: CUSTOMER_DISCOUNT_CENTS });
  if (input.customer.isMilitary) discounts.push({ reason: 'military', amount: CUSTOMER_DISCOUNT_CENTS });

  const gross = feeServices + feeTrip + feeGenerator;
  // Discounts never make the customer owe less than nothing: the applied discount is capped at gross.
  const discount = Math.min(sum(discounts.map((line) => line.amount)), gross);
  const subtotal = gross - discount;
  // Fuel is on the undiscounted amount, as the spec writes it; each fee is rounded to the cent.
  const feeFuel = applyRate(gross, input.fuelChargeRate ?? DEFAULT_FUEL_CHARGE);
  const feeSalesTax = input.customer.isTaxExempt
    ? 0
    : applyRate(subtotal + feeFuel, input.salesTaxRate ?? DEFAULT_SALES_TAX);

  return {
    pets,
    feeGroom,
    feeOther,
    feeServices,
    feeTrip,
    feeGenerator,
    discounts,
    discount,
    subtotal,
    feeFuel,
    feeSalesTax,
    feeTotal: subtotal + feeSalesTax + feeFuel,
  };
}
