import type { DomainEvent } from '../shared/decider';
import type { EstimateEvent } from './events';

/** What the estimate's rules read: who it belongs to and the trip fee it had (for consent, part 1 §9). */
export type EstimateState =
  | { status: 'none' }
  | { status: 'saved'; estimateId: number; customerId: number; userId: number; tripFee: number; saves: number };

export const initialEstimateState = (): EstimateState => ({ status: 'none' });

/** Total: events this state does not read leave it unchanged. */
export function evolveEstimate(state: EstimateState, anyEvent: DomainEvent): EstimateState {
  const event = anyEvent as EstimateEvent;
  switch (event.type) {
    case 'EstimateSaved': {
      const { estimateId, customerId, userId, tripFee } = event.data;
      return { status: 'saved', estimateId, customerId, userId, tripFee, saves: state.status === 'saved' ? state.saves + 1 : 1 };
    }
    default:
      return state;
  }
}
