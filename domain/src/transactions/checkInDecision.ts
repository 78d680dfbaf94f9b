import type { CommandContext } from '../shared/decider';
import { refuse, type Decided, type Refusal, type StreamAppend } from '../shared/decision';
import { checkInRefusal, transactionDecider } from './decider';
import { transactionStream } from './events';
import type { TransactionState } from './evolve';
import { TRANSACTION_MESSAGES as M } from './messages';

/**
 * POST transactions/checkIn as one decision: every transaction is checked in, or none is
 * (check-in cannot be undone). Given each `Transaction-<id>` as loaded (in the request's order,
 * repeats removed), the appends per stream or the first refusal: 404 for a transaction that is not
 * there, 409 '#<id>: <why>' for one that may not be checked in.
 */
export function decideCheckIn(
  given: readonly { transactionId: number; state: TransactionState; revision: number }[],
  context: CommandContext,
): Decided<{ transactionIds: number[]; checkedIn: number }> | Refusal {
  const appends: StreamAppend[] = [];
  for (const { transactionId, state, revision } of given) {
    if (state.kind !== 'recorded') return refuse(404, M.notFound);
    const refusal = checkInRefusal(state);
    if (refusal) return refuse(409, `#${transactionId}: ${refusal}`);
    const events = transactionDecider.decide({ type: 'CheckInTransaction', data: { transactionId } }, state, context);
    appends.push({ stream: transactionStream(transactionId), expectedRevision: revision, events });
  }
  const transactionIds = given.map((g) => g.transactionId);
  return { kind: 'decided', appends, result: { transactionIds, checkedIn: transactionIds.length } };
}
