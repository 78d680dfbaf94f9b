import {
  digitsOnly,
  type AddressEntity,
  type CreditCardEntity,
  type EmailEntity,
  type PhoneNumberEntity,
} from '@pawroute/domain';

/** Pure mappings from contact records to table rows (column names as keys). */
export type Row = Record<string, unknown>;

export const addressRow = (userId: number, a: AddressEntity, addedAt: string): Row => ({
  id: a.addressId,
  user_id: userId,
  address: a.address,
  city: a.city,
  state: a.state,
  zipcode: a.zipcode,
  mapsco: a.mapsco,
  mapsco_city_id: a.mapscoCityId,
  notes: a.notes,
  is_primary: a.isPrimary,
  needs_generator: a.needsGenerator,
  added_at: addedAt,
});

export const phoneNumberRow = (userId: number, p: PhoneNumberEntity, addedAt: string): Row => ({
  id: p.phoneNumberId,
  user_id: userId,
  phone_number: p.phoneNumber,
  phone_digits: digitsOnly(p.phoneNumber),
  extension: p.extension,
  label: p.label,
  is_primary: p.isPrimary,
  added_at: addedAt,
});

export const emailRow = (userId: number, e: EmailEntity, addedAt: string): Row => ({
  id: e.emailId,
  user_id: userId,
  email_address: e.emailAddress,
  label: e.label,
  is_primary: e.isPrimary,
  added_at: addedAt,
});

export const creditCardRow = (userId: number, c: CreditCardEntity, addedAt: string): Row => ({
  id: c.cardId,
  user_id: userId,
  name_on_card: c.nameOnCard,
  brand: c.brand,
  last4: c.last4,
  exp_month: c.expMonth,
  exp_year: c.expYear,
  billing_zipcode: c.billingZipcode,
  gateway_token: c.gatewayToken,
  is_primary: c.isPrimary,
  added_at: addedAt,
});
