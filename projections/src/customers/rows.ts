import { digitsOnly, type AddressData, type CustomerCreatedData, type PetAddedData, type UserCreatedData } from '@pawroute/domain';

/** Pure mappings from event data to table rows (column names as keys, for jsonb_populate_recordset). */

/** "1 Elm St, Dallas, TX 75001": the one line the customer list shows, sorts and filters by. */
export function fullAddress(address: AddressData | null): string | null {
  if (!address) return null;
  const stateZip = [address.state, address.zipcode].filter(Boolean).join(' ');
  return [address.address, address.city, stateZip].filter(Boolean).join(', ');
}

export const nameSearch = (first: string, middle: string | null, last: string): string =>
  [first, middle, last].filter(Boolean).join(' ').toLowerCase();

export interface UserRow extends Record<string, unknown> {
  id: number;
  is_account: boolean;
}

export function userRow(data: UserCreatedData): UserRow {
  const phoneDigits = data.phoneNumber ? digitsOnly(data.phoneNumber) : null;
  return {
    id: data.userId,
    first_name: data.firstName,
    middle_name: data.middleName,
    last_name: data.lastName,
    email_address: data.emailAddress,
    user_type_id: data.userTypeId,
    customer_id: data.customerId,
    is_account: false,
    is_deleted: false,
    profile_picture: null,
    phone_number: data.phoneNumber,
    phone_digits: phoneDigits || null,
    address: data.address?.address ?? null,
    city: data.address?.city ?? null,
    state: data.address?.state ?? null,
    zipcode: data.address?.zipcode ?? null,
    mapsco: data.address?.mapsco ?? null,
    full_address: fullAddress(data.address),
    name_search: nameSearch(data.firstName, data.middleName, data.lastName),
    created_at: data.createdAt,
  };
}

export function customerRow(data: CustomerCreatedData): Record<string, unknown> {
  return {
    id: data.customerId,
    user_id: data.userId,
    trip_charge_cents: data.tripChargeCents,
    is_senior_citizen: data.isSeniorCitizen,
    is_military: data.isMilitary,
    is_tax_exempt: data.isTaxExempt,
    default_gratuity_percent: data.defaultGratuityPercent,
    default_gratuity_cents: data.defaultGratuityCents,
    preferred_stylist_id: data.preferredStylistId,
    contact_method_id: data.contactMethodId,
    balance_cents: 0,
    on_waiting_list: false,
    has_rescheduled: false,
    created_at: data.createdAt,
  };
}

export function petNameRow(data: PetAddedData): Record<string, unknown> {
  return {
    pet_id: data.petId,
    customer_id: data.customerId,
    user_id: data.userId,
    pet_name: data.petName,
    breed_id: data.breedId,
    animal_type_id: data.animalTypeId,
    is_deleted: false,
  };
}
