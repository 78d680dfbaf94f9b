import { DEFAULT_TRIP_CHARGE_CENTS } from '../options';
import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import type { CustomerTripChargeChanged } from '../estimates';
import { DomainError } from '../shared/errors';
import type { CustomerAcceptedPolicies, CustomerCreated, CustomerDetails, CustomerDetailsUpdated } from './events';
import { CUSTOMER_MESSAGES } from './messages';

/** The `Customer-<id>` stream: the customer record of a user (trip charge, discounts, gratuity, policies). */
export interface CreateCustomer {
  type: 'CreateCustomer';
  data: { customerId: number; userId: number };
}

/** Fields left out keep their value (a customer's own form never sends trip charge or the toggles). */
export interface UpdateCustomerDetails {
  type: 'UpdateCustomerDetails';
  data: { customerId: number } & Partial<CustomerDetails>;
}

export interface AcceptPolicies {
  type: 'AcceptPolicies';
  data: { customerId: number };
}

export type CustomerCommand = CreateCustomer | UpdateCustomerDetails | AcceptPolicies;
export type CustomerEvent = CustomerCreated | CustomerDetailsUpdated | CustomerAcceptedPolicies;
export type CustomerState =
  | { status: 'none' }
  | { status: 'active'; customerId: number; userId: number; details: CustomerDetails; acceptedPolicies: boolean };

export const initialCustomerState = (): CustomerState => ({ status: 'none' });

const DETAIL_KEYS = [
  'tripChargeCents',
  'isSeniorCitizen',
  'isMilitary',
  'isTaxExempt',
  'defaultGratuityPercent',
  'defaultGratuityCents',
  'preferredStylistId',
  'contactMethodId',
] as const satisfies readonly (keyof CustomerDetails)[];

const pickDetails = (source: CustomerDetails): CustomerDetails =>
  Object.fromEntries(DETAIL_KEYS.map((k) => [k, source[k]])) as CustomerDetails;

/**
 * Total: the `Customer-<id>` stream also holds other features' events (the estimates' trip charge
 * change); the ones this state does not read leave it unchanged.
 */
export function evolveCustomer(state: CustomerState, anyEvent: DomainEvent): CustomerState {
  const event = anyEvent as CustomerEvent | CustomerTripChargeChanged;
  switch (event.type) {
    case 'CustomerCreated':
      return {
        status: 'active',
        customerId: event.data.customerId,
        userId: event.data.userId,
        details: pickDetails(event.data),
        acceptedPolicies: false,
      };
    case 'CustomerDetailsUpdated':
      return state.status === 'active' ? { ...state, details: pickDetails(event.data) } : state;
    case 'CustomerAcceptedPolicies':
      return state.status === 'active' ? { ...state, acceptedPolicies: true } : state;
    // An estimate saved the new trip fee to the profile: the next details edit must keep it.
    case 'CustomerTripChargeChanged':
      return state.status === 'active' ? { ...state, details: { ...state.details, tripChargeCents: event.data.tripChargeCents } } : state;
    default:
      return state;
  }
}

function create({ data }: CreateCustomer, state: CustomerState, now: string): CustomerEvent[] {
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

export function decideCustomer(command: CustomerCommand, state: CustomerState, { now }: CommandContext): CustomerEvent[] {
  if (command.type === 'CreateCustomer') return create(command, state, now);
  if (state.status === 'none') throw new DomainError(404, CUSTOMER_MESSAGES.customerNotFound);
  switch (command.type) {
    case 'UpdateCustomerDetails': {
      const next = { ...state.details };
      for (const key of DETAIL_KEYS) {
        const value = command.data[key];
        if (value !== undefined) (next as Record<string, unknown>)[key] = value;
      }
      if (DETAIL_KEYS.every((k) => next[k] === state.details[k])) return [];
      return [{ type: 'CustomerDetailsUpdated', data: { ...next, customerId: state.customerId, userId: state.userId, updatedAt: now } }];
    }
    case 'AcceptPolicies':
      // Accepting again keeps the first acceptance's date.
      return state.acceptedPolicies
        ? []
        : [{ type: 'CustomerAcceptedPolicies', data: { customerId: state.customerId, userId: state.userId, acceptedAt: now } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown customer command ${JSON.stringify(unknown)}`);
    }
  }
}

export const customerDecider: Decider<CustomerCommand, CustomerEvent, CustomerState> = {
  initialState: initialCustomerState,
  evolve: evolveCustomer,
  decide: decideCustomer,
};
