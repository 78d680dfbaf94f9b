import { DomainError, TRANSACTION_MESSAGES as M, foldTransaction, transactionStream, type TransactionFacts, type TransactionState } from '@pawroute/domain';
import type { EventStore } from '@pawroute/platform';
import { streamEvents } from '../shared/streams';

export async function loadTransaction(store: EventStore, transactionId: number): Promise<TransactionState> {
  return foldTransaction(await streamEvents(store, transactionStream(transactionId)));
}

/** The recorded transaction, or 404 'Transaction not found.'. */
export async function loadRecorded(store: EventStore, transactionId: number): Promise<{ kind: 'recorded' } & TransactionFacts> {
  const state = await loadTransaction(store, transactionId);
  if (state.kind !== 'recorded') throw new DomainError(404, M.notFound);
  return state;
}
