import {
  DEFAULT_FUEL_CHARGE,
  DEFAULT_GENERATOR_FEE_CENTS,
  DEFAULT_SALES_TAX,
  isExtraCategory,
  type BreedPrices,
  type PriceCatalog,
} from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';

/**
 * The reference data a save prices with, as of that save: the breeds and add-ons it names and the
 * business rates. They are read from the options read model (reference data, not a rule under
 * concurrency) and then stored in the EstimateSaved event, so later price changes never touch it.
 */
export interface CatalogBreed extends BreedPrices {
  id: number;
  breed: string;
  animalTypeId: number;
}

export interface CatalogAddon {
  id: number;
  item: string;
  category: string;
  price: number;
  addonPrice: number | null;
}

export interface SaveCatalog extends PriceCatalog {
  breeds: Map<number, CatalogBreed>;
  /** Only products the extras picker offers (categories none, dip and coupon are not extras). */
  addons: Map<number, CatalogAddon>;
  /** The business's generator fee, for a save that does not state one. */
  generatorFeeCents: number;
}

export async function loadCatalog(db: SqlExecutor, breedIds: number[], addonIds: number[]): Promise<SaveCatalog> {
  const { rows: breedRows } = await db.query<Record<string, number | string>>(
    `SELECT id, breed, animal_type_id, bath_brush_price, bath_brush_price_3_months, bath_brush_price_6_months,
            deluxe_price, deluxe_price_3_months, deluxe_price_6_months
       FROM breeds WHERE id = ANY($1::int[])`,
    [breedIds],
  );
  const { rows: productRows } = await db.query<{ id: number; item: string; category: string; price: number; addon_price: number | null }>(
    `SELECT id, item, category, price, addon_price FROM products WHERE id = ANY($1::int[])`,
    [addonIds],
  );
  const { rows: settings } = await db.query<{ fuel_charge: number; sales_tax: number; generator_fee_cents: number }>(
    `SELECT fuel_charge, sales_tax, generator_fee_cents FROM settings WHERE id = 1`,
  );

  const breeds = new Map<number, CatalogBreed>();
  for (const r of breedRows) {
    breeds.set(Number(r.id), {
      id: Number(r.id),
      breed: String(r.breed),
      animalTypeId: Number(r.animal_type_id),
      bathBrushPrice: Number(r.bath_brush_price),
      bathBrushPrice3Months: Number(r.bath_brush_price_3_months),
      bathBrushPrice6Months: Number(r.bath_brush_price_6_months),
      deluxePrice: Number(r.deluxe_price),
      deluxePrice3Months: Number(r.deluxe_price_3_months),
      deluxePrice6Months: Number(r.deluxe_price_6_months),
    });
  }
  const addons = new Map<number, CatalogAddon>();
  for (const r of productRows) {
    if (!isExtraCategory(r.category)) continue;
    addons.set(Number(r.id), {
      id: Number(r.id),
      item: r.item,
      category: r.category,
      price: Number(r.price),
      addonPrice: r.addon_price === null ? null : Number(r.addon_price),
    });
  }
  return {
    breeds,
    addons,
    breed: (id) => breeds.get(id),
    addon: (id) => addons.get(id),
    fuelCharge: settings[0] ? Number(settings[0].fuel_charge) : DEFAULT_FUEL_CHARGE,
    salesTax: settings[0] ? Number(settings[0].sales_tax) : DEFAULT_SALES_TAX,
    generatorFeeCents: settings[0] ? Number(settings[0].generator_fee_cents) : DEFAULT_GENERATOR_FEE_CENTS,
  };
}
