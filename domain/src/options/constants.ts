/**
 * Business constants of the reference data (part 1 §9, part 2 §9). Rates are fractions as the spec
 * writes them; money is integer cents.
 */
export const DEFAULT_FUEL_CHARGE = 0.0375;
export const DEFAULT_SALES_TAX = 0.0825;
export const DEFAULT_GENERATOR_FEE_CENTS = 1000;
export const DEFAULT_TRIP_CHARGE_CENTS = 3900;
export const DEFAULT_MINUTES_TO_GROOM = 90;

/** Estimate packages (part 1 §3 "Pet estimate"); 'b&b' is the default. */
export const PACKAGES = ['b&b', 'deluxe', 'add-on special'] as const;
export type EstimatePackage = (typeof PACKAGES)[number];
export const DEFAULT_PACKAGE: EstimatePackage = 'b&b';
export const PACKAGE_LABELS: Record<EstimatePackage, string> = {
  'b&b': 'Bath & Brush',
  deluxe: 'Deluxe',
  'add-on special': 'Add-on Special',
};

/** Product categories kept out of the extras picker (part 1 §3 "Product/service"). */
export const NON_EXTRA_CATEGORIES = ['none', 'dip', 'coupon'] as const;

export const isExtraCategory = (category: string): boolean =>
  !(NON_EXTRA_CATEGORIES as readonly string[]).includes(category);
