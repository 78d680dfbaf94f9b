import { customerCreatedSchema, foldLedgerEvent, LEDGER_EVENT_TYPES, parseTransactionEvent, type AuditTransactionFigures, type LedgerRecord } from '@pawroute/domain';
import type { EventStore, RecordedEvent } from '@pawroute/platform';

/**
 * The ledger replayed from the event log: the same pure fold the transactions projector
 * uses (domain/src/transactions/ledgerFold.ts), applied in memory to the events read from the store,
 * so a figure "as of" an instant comes from the events recorded up to it, never from a read model.
 */

export interface AppliedChange {
  before: LedgerRecord | null;
  after: LedgerRecord;
}

export interface Applied {
  event: RecordedEvent;
  changes: AppliedChange[];
  /** Customer balances before and after, of the customers whose rows changed. */
  balances: Map<number, { before: number; after: number }>;
}

export class LedgerReplay {
  readonly rows = new Map<number, LedgerRecord>();
  private readonly refunds = new Map<number, number[]>();
  readonly users = new Map<number, number>();
  readonly balances = new Map<number, number>();
  events = 0;

  apply(event: RecordedEvent): Applied {
    this.events += 1;
    if (event.type === 'CustomerCreated') {
      const data = customerCreatedSchema.parse(event.data);
      this.users.set(data.customerId, data.userId);
      return { event, changes: [], balances: new Map() };
    }
    const parsed = parseTransactionEvent(event);
    const out = foldLedgerEvent(
      this.rows,
      (id) => (this.refunds.get(id) ?? []).map((r) => this.rows.get(r)!).filter(Boolean),
      parsed,
      (customerId) => this.users.get(customerId) ?? null,
      event.createdAt.toISOString(),
    );
    const changes: AppliedChange[] = [];
    const balances = new Map<number, { before: number; after: number }>();
    for (const after of out) {
      const before = this.rows.get(after.id) ?? null;
      const current = this.balances.get(after.customer_id) ?? 0;
      const entry = balances.get(after.customer_id) ?? { before: current, after: current };
      entry.after += after.balance_effect - (before?.balance_effect ?? 0);
      balances.set(after.customer_id, entry);
      this.balances.set(after.customer_id, entry.after);
      this.rows.set(after.id, after);
      if (after.ref_transaction_id !== null) {
        const list = this.refunds.get(after.ref_transaction_id) ?? [];
        if (!list.includes(after.id)) this.refunds.set(after.ref_transaction_id, [...list, after.id]);
      }
      changes.push({ before, after });
    }
    return { event, changes, balances };
  }
}

/** Every ledger event in the store's order, in batches, with the recorded-at filter applied by the caller. */
export async function* ledgerEvents(store: EventStore, batchSize = 2_000): AsyncGenerator<RecordedEvent> {
  let after: string | null = null;
  for (;;) {
    const batch = await store.readAll({ after, limit: batchSize, filter: { eventTypes: LEDGER_EVENT_TYPES } });
    for (const event of batch) yield event;
    if (batch.length < batchSize) return;
    after = batch.at(-1)!.position;
  }
}

/**
 * The ledger as it stood at `instant`: every event recorded at or before it, folded. Recorded time is
 * the store's (created_at), which the event chain covers; a later event recorded with an earlier time
 * (only an injected test clock does that) counts by its time, not its place.
 */
export async function replayUntil(store: EventStore, instant: Date): Promise<LedgerReplay> {
  const replay = new LedgerReplay();
  for await (const event of ledgerEvents(store)) {
    if (event.createdAt.getTime() <= instant.getTime()) replay.apply(event);
  }
  return replay;
}

export function figuresOf(row: LedgerRecord): AuditTransactionFigures {
  return {
    charged: row.charged,
    paid: row.paid,
    balanceEffect: row.balance_effect,
    status: row.status,
    isVoided: row.is_voided,
    isRefunded: row.is_refunded,
    refunded: row.refunded,
    checkedIn: row.checked_in,
  };
}
