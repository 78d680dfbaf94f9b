import { describe, expect, it } from 'vitest';
import type { CommandContext, DomainEvent } from '../shared/decider';
import type { Decided, Refusal } from '../shared/decision';
import { SAMPLE_EVENT_DATA as S } from '../testing/sampleEvents';
import { decideCheckIn } from './checkInDecision';
import { foldTransaction } from './evolve';
import { TRANSACTION_MESSAGES as M } from './messages';

/*
 * transactions/checkIn decides every transaction first and appends them in one write, all
 * or nothing. Given each Transaction stream as loaded, when the check-in arrives, then the appends
 * (`stream@revision: event types`) or the refusal (nothing written to any of them).
 */
const context: CommandContext = { now: '2026-11-25T15:00:00.000Z', actorUserId: 6 };
const created = (transactionId: number, p: object = {}): DomainEvent => ({ type: 'TransactionCreated', data: { ...S.TransactionCreated, transactionId, ...p } });
const given = (transactionId: number, events: DomainEvent[]) => ({ transactionId, state: foldTransaction(events), revision: events.length - 1 });
const shape = (decided: Decided<unknown> | Refusal) =>
  decided.kind === 'refused'
    ? { refused: [decided.status, decided.message] }
    : { appends: decided.appends.map((a) => `${a.stream}@${a.expectedRevision}: ${a.events.map((e) => e.type).join(', ')}`), result: decided.result };

describe('decideCheckIn: every transaction or none', () => {
  const checkedIn = (id: number): DomainEvent => ({ type: 'TransactionCheckedIn', data: { ...S.TransactionCheckedIn, transactionId: id } });
  const voided = (id: number): DomainEvent => ({ type: 'TransactionVoided', data: { ...S.TransactionVoided, transactionId: id } });
  const table: [string, ReturnType<typeof given>[], object][] = [
    ['two open transactions: both checked in, each at its revision', [given(1, [created(1)]), given(2, [created(2), { type: 'TransactionSettled', data: { transactionId: 2, settledAt: context.now } }])],
      { appends: ['Transaction-1@0: TransactionCheckedIn', 'Transaction-2@1: TransactionCheckedIn'], result: { transactionIds: [1, 2], checkedIn: 2 } }],
    ['the second already checked in: refused, the first not written either', [given(1, [created(1)]), given(2, [created(2), checkedIn(2)])],
      { refused: [409, `#2: ${M.alreadyCheckedIn}`] }],
    ['a voided one: refused', [given(1, [created(1), voided(1)])], { refused: [409, `#1: ${M.checkInVoided}`] }],
    ['one without an appointment: refused', [given(1, [created(1, { appointmentId: null })])], { refused: [409, `#1: ${M.checkInWithoutAppointment}`] }],
    ['one that is not there: 404', [given(1, [created(1)]), given(9, [])], { refused: [404, M.notFound] }],
  ];
  it.each(table)('%s', (_name, transactions, then) => {
    expect(shape(decideCheckIn(transactions, context))).toEqual(then);
  });
});
