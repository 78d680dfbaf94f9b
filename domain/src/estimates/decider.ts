import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { VALIDATION_MESSAGES } from '../shared/validators';
import { ESTIMATE_API_MESSAGES as M } from './messages';
import type { ChangeCustomerTripCharge, EstimateCommand, SaveEstimate } from './commands';
import type { CustomerTripChargeChanged, EstimateEvent } from './events';
import { evolveEstimate, initialEstimateState, type EstimateState } from './evolve';
import { evolveCustomerFacts, initialCustomerFacts, type CustomerFactsState } from './facts';
import { priceEstimate } from './priceEstimate';
import { needsTripFeeConsent } from './tripFeeConsent';

/**
 * Trip-fee consent (part 1 §9), decided on the write side: a save whose trip fee is above both the
 * estimate's previous fee (none for a new estimate or a copy) and the customer's stored trip charge
 * is refused with 409 unless `tripChargeIncrementConsent` is true. The client asks first; the 409
 * catches a stale screen (another save or a profile change in between).
 */
export function assertTripFeeConsent(input: {
  tripFee: number;
  previousTripFee: number | null;
  customerTripChargeCents: number;
  consent: boolean;
}): void {
  const needed = needsTripFeeConsent({
    newTripFee: input.tripFee,
    previousTripFee: input.previousTripFee,
    customerTripCharge: input.customerTripChargeCents,
  });
  if (needed && !input.consent) {
    throw new DomainError(409, M.tripFeeConsentRequired, { tripChargeIncrementConsent: M.tripFeeConsentRequired });
  }
}

function saveEstimate({ data }: SaveEstimate, state: EstimateState, { now }: CommandContext): EstimateEvent[] {
  if (data.isNew && state.status !== 'none') throw new DomainError(409, M.estimateExists);
  if (!data.isNew && state.status === 'none') throw new DomainError(404, M.estimateNotFound);
  if (state.status === 'saved' && state.customerId !== data.customerId) throw new DomainError(400, M.otherCustomer);

  assertTripFeeConsent({
    tripFee: data.tripFee,
    previousTripFee: state.status === 'saved' ? state.tripFee : null,
    customerTripChargeCents: data.customerTripChargeCents,
    consent: data.tripChargeIncrementConsent,
  });

  // The server's figures, whatever the client showed: priced here, from the command's own inputs.
  const figures = priceEstimate(data.priceInput);
  const { isNew: _isNew, ...saved } = data;
  return [
    {
      type: 'EstimateSaved',
      data: { ...saved, copiedFromEstimateId: data.isNew ? data.copiedFromEstimateId : null, savedAt: now, figures },
    },
  ];
}

export function decideEstimate(command: EstimateCommand, state: EstimateState, context: CommandContext): EstimateEvent[] {
  switch (command.type) {
    case 'SaveEstimate':
      return saveEstimate(command, state, context);
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown estimate command ${String(unknown)}`);
    }
  }
}

/** The `Estimate-<id>` stream's decider. */
export const estimateDecider: Decider<EstimateCommand, EstimateEvent, EstimateState> = {
  initialState: initialEstimateState,
  evolve: evolveEstimate,
  decide: decideEstimate,
};

/**
 * The trip charge on `Customer-<id>`. Folds the whole customer stream (other features' events too)
 * with the estimate's customer facts; the same charge again writes nothing.
 */
export function decideCustomerTripCharge(
  { data }: ChangeCustomerTripCharge,
  state: CustomerFactsState,
  { now }: CommandContext,
): CustomerTripChargeChanged[] {
  if (state.status === 'none') throw new DomainError(404, M.customerNotFound);
  if (!Number.isSafeInteger(data.tripChargeCents) || data.tripChargeCents < 0) {
    throw new DomainError(400, VALIDATION_MESSAGES.tripCharge);
  }
  if (state.tripChargeCents === data.tripChargeCents) return [];
  return [
    {
      type: 'CustomerTripChargeChanged',
      data: {
        customerId: state.customerId,
        userId: state.userId,
        tripChargeCents: data.tripChargeCents,
        previousTripChargeCents: state.tripChargeCents,
        estimateId: data.estimateId,
        changedAt: now,
      },
    },
  ];
}

export const customerTripChargeDecider: Decider<ChangeCustomerTripCharge, DomainEvent, CustomerFactsState> = {
  initialState: initialCustomerFacts,
  evolve: evolveCustomerFacts,
  decide: decideCustomerTripCharge,
};
