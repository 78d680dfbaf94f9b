import { DEFAULT_TRIP_CHARGE_CENTS } from '../options/constants';
import type { CommandContext, Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { CustomerCreated } from './events';
import { CUSTOMER_MESSAGES } from './messages';

/** The `Customer-<id>` stream: the customer record of a user (trip charge, discounts, gratuity). */
export interface CreateCustomer {
  type: 'CreateCustomer';
  data: { customerId: number; userId: number };
}

export type CustomerEvent = CustomerCreated;
export type CustomerState = { status: 'none' } | { status: 'active'; customerId: number; userId: number };

export const initialCustomerState = (): CustomerState => ({ status: 'none' });

export function evolveCustomer(_state: CustomerState, event: CustomerEvent): CustomerState {
  return { status: 'active', customerId: event.data.customerId, userId: event.data.userId };
}

export function decideCustomer(
  { data }: CreateCustomer,
  state: CustomerState,
  { now }: CommandContext,
): CustomerEvent[] {
  if (state.status !== 'none') throw new DomainError(409, CUSTOMER_MESSAGES.customerExists);
  // Part 1 §3 and §9: a new customer starts with the $39 trip charge and no discounts.
  return [
    {
      type: 'CustomerCreated',
      data: {
        customerId: data.customerId,
        userId: data.userId,
        tripChargeCents: DEFAULT_TRIP_CHARGE_CENTS,
        isSeniorCitizen: false,
        isMilitary: false,
        isTaxExempt: false,
        defaultGratuityPercent: null,
        defaultGratuityCents: null,
        preferredStylistId: null,
        contactMethodId: null,
        createdAt: now,
      },
    },
  ];
}

export const customerDecider: Decider<CreateCustomer, CustomerEvent, CustomerState> = {
  initialState: initialCustomerState,
  evolve: evolveCustomer,
  decide: decideCustomer,
};
