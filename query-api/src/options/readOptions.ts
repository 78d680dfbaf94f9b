import {
  DEFAULT_FUEL_CHARGE,
  DEFAULT_GENERATOR_FEE_CENTS,
  DEFAULT_SALES_TAX,
  DEFAULT_TRIP_CHARGE_CENTS,
  PACKAGE_LABELS,
  PACKAGES,
  type BreedOption,
  type OptionsResponse,
  type SignUpOptionsResponse,
  type StylistOption,
} from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';
import { readStylistOptions, type ReadDatabase } from '@pawroute/projections';
import type { Kysely } from 'kysely';
import { readBlockingComplaints } from '../complaints';

/** What the reads need: the read database (a pool or a transaction). */
export interface OptionsReader extends SqlExecutor {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kysely: Kysely<any>;
}

const k = (db: OptionsReader) => db.kysely as Kysely<ReadDatabase>;

async function readAnimalTypes(db: OptionsReader) {
  const rows = await k(db).selectFrom('animal_types').selectAll().orderBy('id').execute();
  return rows.map((r) => ({ ID: r.id, type: r.type }));
}

async function readBreeds(db: OptionsReader, animalTypes: { ID: number; type: string }[]): Promise<BreedOption[]> {
  const byId = new Map(animalTypes.map((a) => [a.ID, a]));
  const rows = await k(db).selectFrom('breeds').selectAll().orderBy('breed').orderBy('id').execute();
  return rows.map((r) => ({
    ID: r.id,
    breed: r.breed,
    animalTypeId: r.animal_type_id,
    AnimalType: byId.get(r.animal_type_id) ?? { ID: r.animal_type_id, type: '' },
    minutesToGroom: r.minutes_to_groom,
    bathBrushPrice: r.bath_brush_price,
    bathBrushPrice3Months: r.bath_brush_price_3_months,
    bathBrushPrice6Months: r.bath_brush_price_6_months,
    deluxePrice: r.deluxe_price,
    deluxePrice3Months: r.deluxe_price_3_months,
    deluxePrice6Months: r.deluxe_price_6_months,
  }));
}

/**
 * Stylists: employees with stylist details whose user is not deleted, sorted by name (the employees
 * projector's tables joined with users); isNoLongerWorking when terminated on or before today.
 */
async function readStylists(db: OptionsReader, today: string): Promise<StylistOption[]> {
  return readStylistOptions(db, today);
}

export async function readSignUpOptions(db: OptionsReader): Promise<SignUpOptionsResponse> {
  const animalTypes = await readAnimalTypes(db);
  return { breeds: await readBreeds(db, animalTypes), animalTypes };
}

/** GET /api/v4/getOptions: every list of part 2 §3 "Options list", with the spec's field names. */
export async function readOptions(db: OptionsReader, timeZone: string, today: string): Promise<OptionsResponse> {
  const q = k(db);
  const [
    signUp, userTypes, stylists, services, mapscoCities, todoCategories, recurringTypes, statuses,
    contactMethods, reasons, settings,
  ] = await Promise.all([
    readSignUpOptions(db),
    q.selectFrom('user_types').select(['id', 'name']).orderBy('id').execute(),
    readStylists(db, today),
    q.selectFrom('products').selectAll().orderBy('category').orderBy('item').orderBy('id').execute(),
    q.selectFrom('mapsco_cities').selectAll().orderBy('city').orderBy('id').execute(),
    q.selectFrom('todo_categories').selectAll().orderBy('id').execute(),
    q.selectFrom('recurring_types').selectAll().orderBy('id').execute(),
    q.selectFrom('statuses').selectAll().orderBy('id').execute(),
    q.selectFrom('contact_methods').selectAll().orderBy('id').execute(),
    q.selectFrom('transaction_reasons').selectAll().orderBy('id').execute(),
    q.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirst(),
  ]);
  // Before the settings exist the spec's defaults apply (part 2 §9).
  const generatorFeeCents = settings?.generator_fee_cents ?? DEFAULT_GENERATOR_FEE_CENTS;
  return {
    breeds: signUp.breeds,
    userTypes: userTypes.map((r) => ({ ID: r.id, UserType: r.name })),
    stylists,
    blockingComplaints: await readBlockingComplaints(db),
    services: services.map((r) => ({
      ID: r.id,
      item: r.item,
      category: r.category,
      price: r.price,
      addonPrice: r.addon_price,
      description: r.description,
      customerNote: r.customer_note,
    })),
    mapscoCities: mapscoCities.map((r) => ({ ID: r.id, city: r.city, letter: r.letter })),
    todoCategories: todoCategories.map((r) => ({ ID: r.id, category: r.category })),
    packages: PACKAGES.map((p) => ({ package: p, label: PACKAGE_LABELS[p] })),
    recurringTypes: recurringTypes.map((r) => ({ ID: r.id, type: r.type, label: r.label })),
    statuses: statuses.map((r) => ({ ID: r.id, status: r.status, color: r.color })),
    contactMethods: contactMethods.map((r) => ({ ID: r.id, method: r.method, isDefault: r.is_default })),
    fuelCharge: settings?.fuel_charge ?? DEFAULT_FUEL_CHARGE,
    salesTax: settings?.sales_tax ?? DEFAULT_SALES_TAX,
    generatorFee: generatorFeeCents / 100,
    generatorFeeCents,
    tripChargeCents: settings?.trip_charge_cents ?? DEFAULT_TRIP_CHARGE_CENTS,
    transactionsReasons: reasons.map((r) => ({ ID: r.id, reason: r.reason })),
    animalTypes: signUp.animalTypes,
    timeZone,
  };
}
