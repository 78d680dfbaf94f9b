/**
 * The speed benches' history: a business's mixed history of `events` events. Three quarters
 * are the schedule bench's (reference data, people, two years of appointments with their estimates and
 * bookings, a waiting list; scheduleHistory.ts), the rest two years of money on the same customers
 * (the transactions bench's ledgerHistory: payments, settlements, voids, refunds, check-ins).
 */
import type { CommandContext } from '@pawroute/domain';
import type { Database, EventStore } from '@pawroute/platform';
import { ledgerHistory } from '@pawroute/projections';
import { generateScheduleHistory, type ScheduleHistory } from './scheduleHistory';
import { HistoryWriter } from './scheduleHistoryWriter';

export interface MixedHistory extends ScheduleHistory {
  transactions: number;
}

const COMMAND_OF: Record<string, string> = {
  TransactionCreated: 'CreateTransaction',
  TransactionSettled: 'SettleTransaction',
  TransactionVoided: 'VoidTransaction',
  TransactionRefunded: 'RefundTransaction',
  TransactionCheckedIn: 'CheckInTransaction',
};

export async function generateMixedHistory(
  db: Database,
  store: EventStore,
  { events, timeZone, now, scheduleShare = 0.75 }: { events: number; timeZone: string; now: string; scheduleShare?: number },
): Promise<MixedHistory> {
  const schedule = await generateScheduleHistory(db, store, { events: Math.round(events * scheduleShare), timeZone, now });
  const ledger = await appendLedgerHistory(db, { customers: schedule.customers, today: schedule.today, events: events - schedule.events, now });
  return { ...schedule, events: schedule.events + ledger.events, transactions: ledger.transactions };
}

/** About `events` events of two years of transactions on customers 1..customers (their office user 1 takes the payments). */
export async function appendLedgerHistory(
  db: Database,
  { customers, today, events, now }: { customers: number; today: string; events: number; now: string },
): Promise<{ events: number; transactions: number }> {
  const writer = new HistoryWriter(db);
  let transactions = 0;
  for (const group of ledgerHistory({ seed: 12, transactions: 5_000_000, customers, days: 730, lastDate: today, firstTransactionId: 1 })) {
    if (writer.count >= events) break;
    for (const { stream, event } of group) {
      const context: CommandContext = { now: (event.data as { createdAt?: string }).createdAt ?? now, actorUserId: 1 };
      writer.append(stream, [event], COMMAND_OF[event.type] ?? event.type, context);
    }
    transactions += 1;
    await writer.maybeFlush();
  }
  await writer.finish();
  // Move the transaction ids past the generated ones, as the API's nextId would have: else a payment made
  // over the history (the mixed load's completions) takes an id that exists and never gets its stream.
  if (transactions > 0) {
    await db.query('CREATE SEQUENCE IF NOT EXISTS id_transaction AS bigint START 1');
    await db.query(
      `SELECT setval('id_transaction', (SELECT max((data->>'transactionId')::bigint) FROM public.events WHERE type = 'TransactionCreated'))`,
    );
  }
  return { events: writer.count, transactions };
}
