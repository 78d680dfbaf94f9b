import {
  centsToDollars,
  fullName,
  csvLine,
  LEDGER_EVENT_TYPES,
  type AuditAsOfAnswer,
  type AuditBalance,
  type AuditHistoryAnswer,
  type AuditTimelineEntry,
  type AuditTransaction,
  type AuditTransactionFigures,
} from '@pawroute/domain';
import type { EventStore, SqlExecutor } from '@pawroute/platform';
import { localDate } from '../shared/localTime';
import { reportsAsOf } from './reportsReplay';
import { figuresOf, ledgerEvents, LedgerReplay, replayUntil, type Applied } from './replay';

interface Names {
  customer(customerId: number): { userId: number | null; name: string };
  user(userId: number | null): string | null;
}

/** Display names as the read models have them today (names are not money: they are not replayed). */
async function loadNames(db: SqlExecutor, customerIds: readonly number[], userIds: readonly number[]): Promise<Names> {
  const { rows: customers } = await db.query<{ id: number; user_id: number; first_name: string | null; last_name: string | null }>(
    `SELECT c.id, c.user_id, u.first_name, u.last_name FROM customers c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = ANY($1::int[])`,
    [[...new Set(customerIds)]],
  );
  const { rows: users } = await db.query<{ id: number; first_name: string; last_name: string }>(
    `SELECT id, first_name, last_name FROM users WHERE id = ANY($1::int[])`,
    [[...new Set(userIds)]],
  );
  const byCustomer = new Map(customers.map((c) => [Number(c.id), { userId: Number(c.user_id), name: fullName({ firstName: c.first_name, lastName: c.last_name }) }]));
  const byUser = new Map(users.map((u) => [Number(u.id), fullName({ firstName: u.first_name, lastName: u.last_name })]));
  return {
    customer: (id) => byCustomer.get(id) ?? { userId: null, name: `Customer ${id}` },
    user: (id) => (id === null ? null : (byUser.get(id) ?? `User ${id}`)),
  };
}

const nowFigures = (r: Record<string, unknown>): AuditTransactionFigures => ({
  charged: Number(r.charged),
  paid: Number(r.paid),
  balanceEffect: Number(r.balance_effect),
  status: (r.status as string | null) ?? null,
  isVoided: Boolean(r.is_voided),
  isRefunded: Boolean(r.is_refunded),
  refunded: Number(r.refunded),
  checkedIn: Boolean(r.checked_in),
});

/**
 * GET audit/asOf: every customer balance and transaction as it stood at `instant` (replayed from the
 * events recorded up to it) beside today's (the ledger read model). `customerId` narrows both.
 */
export async function readAsOf(db: SqlExecutor, store: EventStore, instant: Date, customerId: number | undefined, timeZone: string): Promise<AuditAsOfAnswer> {
  const replay = await replayUntil(store, instant);
  const reports = await reportsAsOf(store, instant, timeZone);
  const { rows: nowRows } = await db.query<Record<string, unknown>>(
    `SELECT id, customer_id, customer_user_id, ref_transaction_id, is_refund, transaction_date::text AS transaction_date, charged, paid,
            balance_effect, status, is_voided, is_refunded, refunded, checked_in
       FROM transactions WHERE $1::int IS NULL OR customer_id = $1 ORDER BY id`,
    [customerId ?? null],
  );
  const { rows: balanceRows } = await db.query<{ customer_id: number; balance: number }>(
    `SELECT customer_id, balance FROM transaction_balances WHERE $1::int IS NULL OR customer_id = $1`,
    [customerId ?? null],
  );
  const nowById = new Map(nowRows.map((r) => [Number(r.id), r]));
  const thenRows = [...replay.rows.values()].filter((r) => customerId === undefined || r.customer_id === customerId);
  const customerIds = new Set<number>([
    ...thenRows.map((r) => r.customer_id),
    ...balanceRows.map((r) => Number(r.customer_id)),
  ]);
  const names = await loadNames(db, [...customerIds], []);
  const balanceNow = new Map(balanceRows.map((r) => [Number(r.customer_id), Number(r.balance)]));

  const ids = new Set<number>([...thenRows.map((r) => r.id), ...nowById.keys()]);
  const transactions: AuditTransaction[] = [...ids]
    .sort((a, b) => a - b)
    .map((id) => {
      const then = replay.rows.get(id);
      const now = nowById.get(id);
      const cid = then?.customer_id ?? Number(now!.customer_id);
      const who = names.customer(cid);
      return {
        id,
        customerId: cid,
        userId: then?.customer_user_id ?? (now ? Number(now.customer_user_id) || null : null) ?? who.userId,
        customerName: who.name,
        refTransactionId: then?.ref_transaction_id ?? (now?.ref_transaction_id == null ? null : Number(now.ref_transaction_id)),
        isRefund: then?.is_refund ?? Boolean(now?.is_refund),
        date: then?.transaction_date ?? String(now!.transaction_date),
        then: then ? figuresOf(then) : null,
        now: now ? nowFigures(now) : null,
      };
    });
  const balances: AuditBalance[] = [...customerIds]
    .sort((a, b) => a - b)
    .map((cid) => {
      const who = names.customer(cid);
      return { customerId: cid, userId: who.userId, customerName: who.name, balanceThen: replay.balances.get(cid) ?? 0, balanceNow: balanceNow.get(cid) ?? 0 };
    });
  return {
    instant: instant.toISOString(),
    eventsReplayed: replay.events,
    balances,
    transactions,
    totals: {
      balanceThen: balances.reduce((sum, b) => sum + b.balanceThen, 0),
      balanceNow: balances.reduce((sum, b) => sum + b.balanceNow, 0),
    },
    reports,
  };
}

/** What one applied event did, as a timeline entry (its primary row: the refund row of a refund). */
function entryOf(applied: Applied, names: Names, customerId: number | null): AuditTimelineEntry {
  const { event } = applied;
  const primary = applied.changes.find((c) => c.before === null) ?? applied.changes[0];
  const meta = (event.metadata ?? {}) as Partial<{ actorUserId: number | null; correlationId: string; commandName: string; occurredAt: string }>;
  const cid = customerId ?? primary?.after.customer_id ?? null;
  const balance = cid === null ? undefined : applied.balances.get(cid);
  return {
    position: event.position,
    recordedAt: event.createdAt.toISOString(),
    occurredAt: meta.occurredAt ?? null,
    type: event.type,
    stream: event.stream,
    commandName: meta.commandName ?? null,
    actor: { userId: meta.actorUserId ?? null, name: names.user(meta.actorUserId ?? null) },
    correlationId: meta.correlationId ?? null,
    transactionId: primary?.after.id ?? null,
    customerId: cid,
    chargedBefore: primary ? (primary.before?.charged ?? 0) : null,
    chargedAfter: primary ? primary.after.charged : null,
    paidBefore: primary ? (primary.before?.paid ?? 0) : null,
    paidAfter: primary ? primary.after.paid : null,
    balanceBefore: balance?.before ?? null,
    balanceAfter: balance?.after ?? null,
    reason: (event.type === 'TransactionVoided' || event.type === 'TransactionRefunded') ? ((event.data as { reason?: string }).reason ?? null) : null,
  };
}

/** GET audit/history: the timeline of one customer's balance or one transaction (and its refunds). */
export async function readHistory(
  db: SqlExecutor,
  store: EventStore,
  subject: { customerId: number } | { transactionId: number },
): Promise<AuditHistoryAnswer> {
  const replay = new LedgerReplay();
  const touched: Applied[] = [];
  for await (const event of ledgerEvents(store)) {
    const applied = replay.apply(event);
    const hit =
      'customerId' in subject
        ? applied.changes.some((c) => c.after.customer_id === subject.customerId)
        : event.stream === `Transaction-${subject.transactionId}` ||
          applied.changes.some((c) => c.after.id === subject.transactionId || c.after.ref_transaction_id === subject.transactionId);
    if (hit) touched.push(applied);
  }
  const actorIds = touched.map((a) => (a.event.metadata as { actorUserId?: number | null })?.actorUserId).filter((id): id is number => typeof id === 'number');
  const names = await loadNames(db, [], actorIds);
  const customerId = 'customerId' in subject ? subject.customerId : null;
  return {
    subject: 'customerId' in subject ? { kind: 'customer', customerId: subject.customerId } : { kind: 'transaction', transactionId: subject.transactionId },
    entries: touched.map((a) => entryOf(a, names, customerId)),
  };
}

export const EXPORT_COLUMNS = [
  'position', 'recordedAt', 'occurredAt', 'event', 'command', 'actorUserId', 'actor', 'correlationId',
  'transactionId', 'refTransactionId', 'customerId', 'customer', 'transactionDate',
  'chargedChange', 'receivedChange', 'transactionCharged', 'transactionReceived',
  // The transaction's Service Fee and what it is made of (docs/RULES.md: groom + trip + generator + fuel
  // − discount + sales tax + other); a refund row carries only its service fee share.
  'serviceFee', 'serviceFeeGroom', 'serviceFeeTrip', 'serviceFeeGenerator', 'serviceFeeFuel', 'serviceDiscount', 'serviceFeeSalesTax', 'serviceFeeOther',
  'customerBalanceBefore', 'customerBalance', 'ledgerBalance',
] as const;

/** How many ledger events an export reads (its progress total); null when the store cannot count. */
export async function countLedgerEvents(db: SqlExecutor, store: EventStore): Promise<number | null> {
  if (store.kind !== 'postgres') return null;
  const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM public.events WHERE type = ANY($1::text[])`, [[...LEDGER_EVENT_TYPES]]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The ledger as CSV lines (amounts in dollars, the running balances after each event): one line per
 * money event recorded in [startDate, endDate] (business dates of the recorded time; both optional).
 * Events before the range are folded, not written, so the running balances are the real ones.
 */
export async function* ledgerCsv(
  db: SqlExecutor,
  store: EventStore,
  options: { timeZone: string; startDate?: string; endDate?: string },
): AsyncGenerator<{ line: string; read: number }> {
  yield { line: csvLine([...EXPORT_COLUMNS]), read: 0 };
  const replay = new LedgerReplay();
  const customers = new Set<number>();
  const actors = new Set<number>();
  let names: Names | null = null;
  let ledgerBalance = 0;
  let read = 0;
  const pending: Applied[] = [];
  const flush = async function* () {
    // Names are looked up per batch of lines (one query each), not per line.
    names = await loadNames(db, [...customers], [...actors]);
    for (const applied of pending.splice(0)) yield applied;
  };
  for await (const event of ledgerEvents(store)) {
    read += 1;
    const applied = replay.apply(event);
    for (const [, b] of applied.balances) ledgerBalance += b.after - b.before;
    if (event.type === 'CustomerCreated') continue;
    const day = localDate(options.timeZone, event.createdAt);
    if ((options.startDate && day < options.startDate) || (options.endDate && day > options.endDate)) continue;
    const primary = applied.changes.find((c) => c.before === null) ?? applied.changes[0];
    if (primary) customers.add(primary.after.customer_id);
    const actor = (event.metadata as { actorUserId?: number | null })?.actorUserId;
    if (typeof actor === 'number') actors.add(actor);
    (applied as Applied & { ledgerBalance: number }).ledgerBalance = ledgerBalance;
    pending.push(applied);
    if (pending.length >= 500) {
      for await (const a of flush()) yield { line: exportLine(a, names!), read };
    }
  }
  for await (const a of flush()) yield { line: exportLine(a, names!), read };
}

function exportLine(applied: Applied, names: Names): string {
  const entry = entryOf(applied, names, null);
  const primary = applied.changes.find((c) => c.before === null) ?? applied.changes[0];
  const chargedChange = applied.changes.reduce((sum, c) => sum + c.after.charged - (c.before?.charged ?? 0), 0);
  const receivedChange = applied.changes.reduce((sum, c) => sum + c.after.paid - (c.before?.paid ?? 0), 0);
  return csvLine([
    entry.position,
    entry.recordedAt,
    entry.occurredAt,
    entry.type,
    entry.commandName,
    entry.actor.userId,
    entry.actor.name,
    entry.correlationId,
    entry.transactionId,
    primary?.after.ref_transaction_id ?? null,
    entry.customerId,
    entry.customerId === null ? null : names.customer(entry.customerId).name,
    primary?.after.transaction_date ?? null,
    centsToDollars(chargedChange),
    centsToDollars(receivedChange),
    centsToDollars(entry.chargedAfter),
    centsToDollars(entry.paidAfter),
    ...(primary
      ? [
          primary.after.service_fee,
          primary.after.service_fee_groom,
          primary.after.service_fee_trip,
          primary.after.service_fee_generator,
          primary.after.service_fee_fuel,
          primary.after.service_discount_total,
          primary.after.service_fee_sales_tax,
          primary.after.service_fee_other,
        ].map(centsToDollars)
      : Array<null>(8).fill(null)),
    centsToDollars(entry.balanceBefore),
    centsToDollars(entry.balanceAfter),
    centsToDollars((applied as Applied & { ledgerBalance?: number }).ledgerBalance ?? null),
  ]);
}
