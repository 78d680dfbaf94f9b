import type { OptionsEvent, UserTypeDefined } from '@pawroute/domain';
import type { OptionsTableName, OptionsTables } from './tables';

export type OptionsRow = { [T in OptionsTableName]: { table: T; row: OptionsTables[T] } }[OptionsTableName];

/**
 * The table row an event defines (the whole record: the latest event for an id wins); null for an event
 * that defines no row (one another feature added to these streams), which the projector passes over
 * rather than stopping on it.
 */
export function rowOf(event: OptionsEvent | UserTypeDefined): OptionsRow | null {
  switch (event.type) {
    case 'UserTypeDefined': {
      const { id, name, permissions } = event.data;
      return { table: 'user_types', row: { id, name, permissions } };
    }
    case 'AnimalTypeDefined':
      return { table: 'animal_types', row: { ...event.data } };
    case 'BreedDefined': {
      const d = event.data;
      return {
        table: 'breeds',
        row: {
          id: d.id,
          animal_type_id: d.animalTypeId,
          breed: d.breed,
          minutes_to_groom: d.minutesToGroom,
          bath_brush_price: d.bathBrushPrice,
          bath_brush_price_3_months: d.bathBrushPrice3Months,
          bath_brush_price_6_months: d.bathBrushPrice6Months,
          deluxe_price: d.deluxePrice,
          deluxe_price_3_months: d.deluxePrice3Months,
          deluxe_price_6_months: d.deluxePrice6Months,
        },
      };
    }
    case 'ProductDefined': {
      const d = event.data;
      return {
        table: 'products',
        row: {
          id: d.id,
          item: d.item,
          category: d.category,
          price: d.price,
          addon_price: d.addonPrice,
          description: d.description,
          customer_note: d.customerNote,
        },
      };
    }
    case 'MapscoCityDefined':
      return { table: 'mapsco_cities', row: { ...event.data } };
    case 'TodoCategoryDefined':
      return { table: 'todo_categories', row: { ...event.data } };
    case 'TransactionReasonDefined':
      return { table: 'transaction_reasons', row: { ...event.data } };
    case 'AppointmentStatusDefined':
      return { table: 'statuses', row: { ...event.data } };
    case 'RecurringTypeDefined':
      return { table: 'recurring_types', row: { ...event.data } };
    case 'ContactMethodDefined': {
      const { id, method, isDefault } = event.data;
      return { table: 'contact_methods', row: { id, method, is_default: isDefault } };
    }
    case 'PricingSettingsDefined': {
      const d = event.data;
      return {
        table: 'settings',
        row: {
          id: 1,
          fuel_charge: d.fuelCharge,
          sales_tax: d.salesTax,
          generator_fee_cents: d.generatorFeeCents,
          trip_charge_cents: d.tripChargeCents,
        },
      };
    }
    default:
      return null;
  }
}
