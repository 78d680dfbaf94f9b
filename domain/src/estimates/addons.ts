import type { EstimatePackage } from '../options';
import { priceOrZero } from './money';
import type { AddonInput, AddonLine } from './types';

/**
 * Prices a pet's extras. Under 'b&b' and 'deluxe' each costs its `price`. Under 'add-on special'
 * each costs its `addonPrice` (its `price` when it has none) and the deal is buy two, get one free of
 * equal or lesser value: sort by unit price, highest first, and every third
 * item (3rd, 6th, 9th, ...) is free. That is the usual retail rule and also the best the customer can
 * get: the k-th free item can never be worth more than the (3k)-th dearest.
 */
export function priceAddons(addons: readonly AddonInput[], estimatePackage: EstimatePackage): AddonLine[] {
  const special = estimatePackage === 'add-on special';
  const lines: AddonLine[] = addons.map((addon) => {
    const unitPrice =
      special && addon.addonPrice != null
        ? priceOrZero(addon.addonPrice, 'addonPrice')
        : priceOrZero(addon.price, 'price');
    return { serviceId: addon.serviceId, unitPrice, chargedPrice: unitPrice, free: false };
  });
  if (!special) return lines;

  // Array.prototype.sort is stable: equal prices keep input order, so the result is deterministic.
  const byPriceDescending = [...lines].sort((a, b) => b.unitPrice - a.unitPrice);
  byPriceDescending.forEach((line, rank) => {
    if (rank % 3 === 2) {
      line.free = true;
      line.chargedPrice = 0;
    }
  });
  return lines;
}
