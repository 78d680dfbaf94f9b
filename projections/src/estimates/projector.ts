import {
  estimateSavedSchema,
  evolveCustomerFacts,
  evolvePetFacts,
  initialCustomerFacts,
  initialPetFacts,
  type CustomerFactsState,
  type DomainEvent,
  type EstimateSavedData,
  type PetFactsState,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { customerRowOf, customerStateOf, estimateRowOf, petRowOf, petStateOf } from './rows';
import { createEstimatesTables, ESTIMATES_TABLES, type EstimateCustomersTable, type EstimatePetsTable } from './tables';

const CUSTOMER_EVENTS = ['CustomerCreated', 'CustomerDetailsUpdated', 'CustomerTripChargeChanged'] as const;
const PET_EVENTS = ['PetAdded', 'PetDetailsChanged', 'PetOwnerChanged', 'PetDeleted'] as const;
export const ESTIMATES_EVENT_TYPES = ['EstimateSaved', ...CUSTOMER_EVENTS, ...PET_EVENTS] as const;

const isOneOf = <T extends string>(list: readonly T[], type: string): type is T => (list as readonly string[]).includes(type);
const idOf = (event: RecordedEvent, key: string): number | null => {
  const value = (event.data as Record<string, unknown> | null)?.[key];
  return typeof value === 'number' ? value : null;
};

/**
 * Upserts rows given as one json parameter (one statement per table and batch). json, not jsonb: the
 * estimates' data (2 kB a row) goes into a json column as the text it is, where jsonb input parsed and
 * rebuilt every object of it (a tenth of a rebuild's CPU, in PostgreSQL).
 */
async function upsert(tx: Transaction, table: string, key: string, rows: readonly object[], keep: string[] = []): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const list = columns.join(', ');
  const updates = columns
    .filter((c) => c !== key && !keep.includes(c))
    .map((c) => (c === 'saves' ? `saves = ${table}.saves + EXCLUDED.saves` : `${c} = EXCLUDED.${c}`));
  await tx.query(
    `INSERT INTO ${table} (${list})
     SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)
     ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')}`,
    [JSON.stringify(rows)],
  );
}

/**
 * Estimates, and the customer and pet facts a new estimate prices with. A batch is folded in memory
 * (the facts start from their stored rows and go through the domain's own folds, so the read side
 * agrees with what a save would price), then written as one upsert per table. A malformed
 * EstimateSaved faults the projector instead of writing a half row.
 */
export const estimatesProjector: Projector = {
  name: 'estimates',
  // 2: estimates.data is json, not jsonb (tables.ts). 3: estimates.pets_brief. A rebuild creates the new table.
  version: 3,
  eventTypes: ESTIMATES_EVENT_TYPES,
  tables: ESTIMATES_TABLES,
  createTables: (tx: Transaction) => createEstimatesTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const estimates = new Map<number, { data: EstimateSavedData; createdAt: string; saves: number }>();
    const customerIds = new Set<number>();
    const petIds = new Set<number>();
    for (const event of events) {
      if (isOneOf(CUSTOMER_EVENTS, event.type)) {
        const id = idOf(event, 'customerId');
        if (id !== null) customerIds.add(id);
      } else if (isOneOf(PET_EVENTS, event.type)) {
        const id = idOf(event, 'petId');
        if (id !== null) petIds.add(id);
      } else if (event.type !== 'EstimateSaved') {
        throw new Error(`estimates projector: unexpected event type ${event.type}`);
      }
    }

    const customers = new Map<number, CustomerFactsState>();
    if (customerIds.size > 0) {
      const { rows } = await tx.query<EstimateCustomersTable>(`SELECT * FROM estimate_customers WHERE customer_id = ANY($1::int[])`, [[...customerIds]]);
      for (const row of rows) customers.set(Number(row.customer_id), customerStateOf(row));
    }
    const pets = new Map<number, PetFactsState>();
    if (petIds.size > 0) {
      const { rows } = await tx.query<EstimatePetsTable>(`SELECT * FROM estimate_pets WHERE pet_id = ANY($1::int[])`, [[...petIds]]);
      for (const row of rows) pets.set(Number(row.pet_id), petStateOf(row));
    }

    const keys: ChangedKey[] = [];
    for (const event of events) {
      const domainEvent: DomainEvent = { type: event.type, data: event.data };
      if (event.type === 'EstimateSaved') {
        const data = estimateSavedSchema.parse(event.data);
        const earlier = estimates.get(data.estimateId);
        estimates.set(data.estimateId, { data, createdAt: earlier?.createdAt ?? data.savedAt, saves: (earlier?.saves ?? 0) + 1 });
        keys.push({ scope: 'estimates', id: data.estimateId, ownerUserId: data.userId });
      } else if (isOneOf(CUSTOMER_EVENTS, event.type)) {
        const id = idOf(event, 'customerId')!;
        const next = evolveCustomerFacts(customers.get(id) ?? initialCustomerFacts(), domainEvent);
        customers.set(id, next);
        if (next.status === 'active') keys.push({ scope: 'estimates', id: `customer-${next.userId}`, ownerUserId: next.userId });
      } else {
        const id = idOf(event, 'petId')!;
        const before = pets.get(id);
        const next = evolvePetFacts(before ?? initialPetFacts(), domainEvent);
        pets.set(id, next);
        // An owner change touches both owners' lists.
        for (const state of [before, next]) {
          if (state?.status === 'active') keys.push({ scope: 'estimates', id: `customer-${state.userId}`, ownerUserId: state.userId });
        }
      }
    }

    const customerRows = [...customers.values()].flatMap((s) => (s.status === 'active' ? [customerRowOf(s)] : []));
    const petRows = [...pets.values()].flatMap((s) => (s.status === 'active' ? [petRowOf(s)] : []));
    const estimateRows = [...estimates.values()].map(({ data, createdAt, saves }) => estimateRowOf(data, createdAt, saves));
    await upsert(tx, 'estimate_customers', 'customer_id', customerRows);
    await upsert(tx, 'estimate_pets', 'pet_id', petRows);
    await upsert(tx, 'estimates', 'id', estimateRows, ['created_at']);
    return keys;
  },
};
