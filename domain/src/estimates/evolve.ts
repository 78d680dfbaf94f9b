import type { EstimateEvent } from './events';

/** What the estimate's rules read: who it belongs to and the trip fee it had (for consent, part 1 §9). */
export type EstimateState =
  | { status: 'none' }
  | { status: 'saved'; estimateId: number; customerId: number; userId: number; tripFee: number; saves: number };

export const initialEstimateState = (): EstimateState => ({ status: 'none' });

export function evolveEstimate(state: EstimateState, event: EstimateEvent): EstimateState {
  switch (event.type) {
    case 'EstimateSaved': {
      const { estimateId, customerId, userId, tripFee } = event.data;
      return { status: 'saved', estimateId, customerId, userId, tripFee, saves: state.status === 'saved' ? state.saves + 1 : 1 };
    }
    default: {
      const unknown: never = event.type;
      return unknown;
    }
  }
}
