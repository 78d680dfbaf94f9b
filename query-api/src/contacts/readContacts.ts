import {
  businessDateOf,
  formatExpiration,
  isCardExpired,
  maskedCardNumber,
  type ContactAddress,
  type ContactCreditCard,
  type ContactEmail,
  type ContactPhoneNumber,
} from '@pawroute/domain';
import type { Database } from '@pawroute/platform';
import type { TableRow } from '@pawroute/projections';

/** The reads behind addresses/phoneNumbers/emails findByUser and user/getCreditCards, oldest first. */
export async function readAddresses(db: Database, userId: number): Promise<ContactAddress[]> {
  const { rows } = await db.query<
    Omit<TableRow<'contact_addresses'>, 'added_at'> & {
      mc_city: string | null;
      mc_letter: string | null;
    }
  >(
    `SELECT a.id, a.user_id, a.address, a.city, a.state, a.zipcode, a.mapsco, a.mapsco_city_id, a.notes,
            a.is_primary, a.needs_generator, mc.city AS mc_city, mc.letter AS mc_letter
       FROM contact_addresses a
       LEFT JOIN mapsco_cities mc ON mc.id = a.mapsco_city_id
      WHERE a.user_id = $1
      ORDER BY a.added_at, a.id`,
    [userId],
  );
  return rows.map((r) => ({
    ID: Number(r.id),
    userId: Number(r.user_id),
    address: r.address,
    city: r.city,
    state: r.state,
    zipcode: r.zipcode,
    mapsco: r.mapsco,
    mapscoCityId: r.mapsco_city_id === null ? null : Number(r.mapsco_city_id),
    MapscoCity:
      r.mapsco_city_id === null || r.mc_city === null
        ? null
        : { ID: Number(r.mapsco_city_id), city: r.mc_city, letter: r.mc_letter ?? '' },
    notes: r.notes,
    isPrimary: r.is_primary,
    needsGenerator: r.needs_generator,
  }));
}

export async function readPhoneNumbers(db: Database, userId: number): Promise<ContactPhoneNumber[]> {
  const { rows } = await db.query<Pick<TableRow<'contact_phone_numbers'>, 'id' | 'user_id' | 'phone_number' | 'extension' | 'label' | 'is_primary'>>(
    `SELECT id, user_id, phone_number, extension, label, is_primary
       FROM contact_phone_numbers WHERE user_id = $1 ORDER BY added_at, id`,
    [userId],
  );
  return rows.map((r) => ({
    ID: Number(r.id),
    userId: Number(r.user_id),
    phoneNumber: r.phone_number,
    extension: r.extension,
    label: r.label,
    isPrimary: r.is_primary,
  }));
}

export async function readEmails(db: Database, userId: number): Promise<ContactEmail[]> {
  const { rows } = await db.query<Pick<TableRow<'contact_emails'>, 'id' | 'user_id' | 'email_address' | 'label' | 'is_primary'>>(
    `SELECT id, user_id, email_address, label, is_primary FROM contact_emails WHERE user_id = $1 ORDER BY added_at, id`,
    [userId],
  );
  return rows.map((r) => ({
    ID: Number(r.id),
    userId: Number(r.user_id),
    emailAddress: r.email_address,
    label: r.label,
    isPrimary: r.is_primary,
  }));
}

/** Today's year and month where the business is. */
export function businessMonth(timeZone: string, now = new Date()): { year: number; month: number } {
  const today = businessDateOf(now, timeZone);
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** The gateway token stays on the server: nothing the browser needs. */
export async function readCreditCards(db: Database, userId: number, timeZone: string, now: Date = new Date(), sandboxCardsStale = false): Promise<ContactCreditCard[]> {
  const { rows } = await db.query<
    Pick<TableRow<'contact_credit_cards'>, 'id' | 'user_id' | 'name_on_card' | 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'billing_zipcode' | 'is_primary' | 'gateway_token'>
  >(
    `SELECT id, user_id, name_on_card, brand, last4, exp_month, exp_year, billing_zipcode, is_primary, gateway_token
       FROM contact_credit_cards WHERE user_id = $1 ORDER BY added_at, id`,
    [userId],
  );
  const today = businessMonth(timeZone, now);
  return rows.map((r) => {
    const expiry = { month: Number(r.exp_month), year: Number(r.exp_year) };
    return {
      ID: Number(r.id),
      userId: Number(r.user_id),
      nameOnCard: r.name_on_card,
      brand: r.brand,
      lastFour: r.last4,
      cardNumber: maskedCardNumber(r.last4),
      expiration: formatExpiration(expiry),
      expMonth: expiry.month,
      expYear: expiry.year,
      billingZipcode: r.billing_zipcode,
      isPrimary: r.is_primary,
      ...(sandboxCardsStale && r.gateway_token.startsWith('sbx_tok_') ? { reEnterForLiveGateway: true } : {}),
      isExpired: isCardExpired(expiry, today),
    };
  });
}
