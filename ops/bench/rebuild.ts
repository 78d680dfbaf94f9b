/**
 * Rebuild benchmark: a realistic history written straight into the event store tables (bulk SQL: only
 * the generation takes that shortcut), then `rebuildAll` timed over the real projectors plus the counting
 * projector, reading through the store's `readAll` like any rebuild.
 *
 * The history: per customer an email claim, the user, its login, the customer record, two pets, and
 * fourteen money events on a ledger stream (the counting projector's `TestAmountAdded`, standing in for
 * the transactions feature until it exists): 20 events per customer, written in many transactions.
 */
import { createPostgresEventStore, openDatabase, type Database } from '@pawroute/platform';
import { allProjectors, rebuildAll } from '@pawroute/projections';
import { AMOUNT_ADDED, countingProjector, readCounts } from '@pawroute/projections/testing';

export interface RebuildBenchResult {
  /** Events the rebuild read and applied (the history minus event types no projector handles). */
  events: number;
  /** Events generated into the store. */
  historyEvents: number;
  eventsPerSecond: number;
  seconds: number;
  batchSize: number;
  projectors: string[];
  generateSeconds: number;
}

const EVENTS_PER_CUSTOMER = 20;
const MONEY_EVENTS_PER_CUSTOMER = 14;
const CUSTOMERS_PER_TRANSACTION = 500;

export async function benchRebuild(
  url: string,
  { events = 200_000, batchSize = 5_000 }: { events?: number; batchSize?: number } = {},
): Promise<RebuildBenchResult> {
  const db = await openDatabase({ url });
  const store = await createPostgresEventStore(db);
  try {
    const customers = Math.ceil(events / EVENTS_PER_CUSTOMER);
    const generating = Date.now();
    await generateHistory(db, customers);
    const generateSeconds = (Date.now() - generating) / 1000;
    await db.query('VACUUM ANALYZE public.events');

    const counter = countingProjector({ name: 'bench_counts' });
    const projectors = [...allProjectors, counter];
    const started = process.hrtime.bigint();
    const result = await rebuildAll({ db, store, projectors, batchSize });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;

    // A fast rebuild that computed the wrong figures would be no result at all.
    const counted = await readCounts(db, 'bench_counts');
    const expectedMoney = customers * MONEY_EVENTS_PER_CUSTOMER;
    if (counted.total.events < expectedMoney) {
      throw new Error(`rebuild bench: counted ${counted.total.events} money events, expected at least ${expectedMoney}`);
    }
    return {
      events: result.events,
      historyEvents: customers * EVENTS_PER_CUSTOMER,
      eventsPerSecond: Math.round(result.events / seconds),
      seconds: Number(seconds.toFixed(2)),
      batchSize,
      projectors: projectors.map((p) => p.name),
      generateSeconds: Number(generateSeconds.toFixed(2)),
    };
  } finally {
    await store.close();
    await db.close();
  }
}

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
