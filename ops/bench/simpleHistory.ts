/**
 * A quick bulk history for the audit bench: per customer an email claim, the user, its login, the
 * customer record, two pets, and fourteen money events on a ledger stream (the counting projector's
 * `TestAmountAdded`): 20 events per customer, written straight into the event store tables in many
 * transactions (bulk SQL: only the generation takes that shortcut).
 */
import type { Database } from '@pawroute/platform';
import { AMOUNT_ADDED } from '@pawroute/projections/testing';

export const EVENTS_PER_CUSTOMER = 20;
const MONEY_EVENTS_PER_CUSTOMER = 14;
const CUSTOMERS_PER_TRANSACTION = 500;

/** Appends `customers` customers' histories after whatever bench history is there already. */
export async function generateHistory(db: Database, customers: number): Promise<void> {
  const { rows } = await db.query<{ next: number }>(
    `SELECT COALESCE(max(substring(stream FROM 'BenchLedger-(\\d+)')::int), 0) + 1 AS next
       FROM public.streams WHERE stream LIKE 'BenchLedger-%'`,
  );
  const first = rows[0].next;
  for (let from = first; from < first + customers; from += CUSTOMERS_PER_TRANSACTION) {
    const to = Math.min(from + CUSTOMERS_PER_TRANSACTION, first + customers) - 1;
    await db.transaction(async (tx) => {
      await tx.query(INSERT_EVENTS, [from, to, AMOUNT_ADDED, MONEY_EVENTS_PER_CUSTOMER]);
      await tx.query(INSERT_STREAMS, [from, to, MONEY_EVENTS_PER_CUSTOMER]);
    });
  }
}

// $1..$2: customer ids (also user ids; pets 2c-1 and 2c); $3: the money event type; $4: money events each.
const INSERT_EVENTS = `
WITH c AS (
  SELECT c, 'bench' || c || '@pawroute.test' AS email,
         timestamptz '2024-01-01' + c * interval '7 minutes' AS at
    FROM generate_series($1::int, $2::int) AS c
), history AS (
  SELECT c, 0 AS ord, 'EmailClaim-' || email AS stream, 0 AS revision, 'EmailAddressClaimed' AS type,
         jsonb_build_object('emailAddress', email, 'userId', c, 'claimedAt', at) AS data, at FROM c
  UNION ALL
  SELECT c, 1, 'User-' || c, 0, 'UserCreated',
         jsonb_build_object('userId', c, 'firstName', 'Pat' || c, 'middleName', NULL, 'lastName', 'Benchley',
           'emailAddress', email, 'userTypeId', 5, 'customerId', c, 'phoneNumber', '(214) 555-' || lpad((c % 10000)::text, 4, '0'),
           'address', jsonb_build_object('address', c || ' Elm St', 'city', 'Dallas', 'state', 'TX', 'zipcode', '75001', 'mapsco', NULL),
           'createdAt', at), at FROM c
  UNION ALL
  SELECT c, 2, 'User-' || c, 1, 'LoginAccountCreated',
         jsonb_build_object('userId', c, 'emailAddress', email, 'hasPassword', false, 'createdAt', at), at FROM c
  UNION ALL
  SELECT c, 3, 'Customer-' || c, 0, 'CustomerCreated',
         jsonb_build_object('customerId', c, 'userId', c, 'tripChargeCents', 3900, 'isSeniorCitizen', c % 7 = 0,
           'isMilitary', c % 11 = 0, 'isTaxExempt', false, 'defaultGratuityPercent', NULL, 'defaultGratuityCents', NULL,
           'preferredStylistId', NULL, 'contactMethodId', NULL, 'createdAt', at), at FROM c
  UNION ALL
  SELECT c, 4 + p, 'Pet-' || (2 * c - 1 + p), 0, 'PetAdded',
         jsonb_build_object('petId', 2 * c - 1 + p, 'customerId', c, 'userId', c, 'petName', 'Rex' || (2 * c - 1 + p),
           'breedId', 1 + (c + p) % 40, 'animalTypeId', 1, 'createdAt', at), at
    FROM c, generate_series(0, 1) AS p
  UNION ALL
  SELECT c, 6 + m, 'BenchLedger-' || c, m, $3,
         jsonb_build_object('amount', 500 + (c * 31 + m * 17) % 20000), at + m * interval '1 day'
    FROM c, generate_series(0, $4::int - 1) AS m
)
INSERT INTO public.events (stream, revision, id, type, data, metadata)
SELECT stream, revision, gen_random_uuid(), type, data,
       jsonb_build_object('actorUserId', 1, 'correlationId', gen_random_uuid(), 'causationId', NULL,
         'commandName', 'bench', 'idempotencyKey', NULL, 'occurredAt', at, 'schemaVersion', 1)
  FROM history ORDER BY c, ord`;

const INSERT_STREAMS = `
INSERT INTO public.streams (stream, revision)
SELECT s.stream, s.revision FROM generate_series($1::int, $2::int) AS c,
  LATERAL (VALUES ('EmailClaim-bench' || c || '@pawroute.test', 0), ('User-' || c, 1), ('Customer-' || c, 0),
                  ('Pet-' || (2 * c - 1), 0), ('Pet-' || (2 * c), 0), ('BenchLedger-' || c, $3::int - 1)) AS s(stream, revision)`;
