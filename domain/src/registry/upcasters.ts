import { customerAcceptedPoliciesIds } from '../customers';
import { loginAccountWithoutHash } from '../users';
import { indexUpcasters, type Upcaster } from '../shared/upcasters';

/**
 * Every upcaster, applied on every read of the event store (platform checkedEventStore). Registering
 * one is one line here; upcasters of the same type run in this order.
 */
export const UPCASTERS: readonly Upcaster[] = [
  customerAcceptedPoliciesIds,
  loginAccountWithoutHash,
];

export const UPCASTER_INDEX = indexUpcasters(UPCASTERS);
