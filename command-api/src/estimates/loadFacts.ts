import {
  ESTIMATE_API_MESSAGES as A,
  DomainError,
  customerFactsFold,
  customerStream,
  estimateDecider,
  estimateStream,
  fold,
  petFactsFold,
  petStream,
  userFactsFold,
  userStream,
  type CustomerFacts,
  type DomainEvent,
  type EstimateState,
  type PetFacts,
  type UserFacts,
} from '@pawroute/domain';
import type { EventStore } from '@pawroute/platform';

/**
 * The write side's view of an estimate's customer, user and pets: each folded from its own stream
 * right before the save, never from a read model that may lag.
 */
async function events(store: EventStore, stream: string): Promise<DomainEvent[]> {
  const recorded = await store.readStream(stream);
  return recorded.map((event) => ({ type: event.type, data: event.data }));
}

export async function loadEstimate(store: EventStore, estimateId: number): Promise<EstimateState> {
  return fold(estimateDecider, (await events(store, estimateStream(estimateId))) as Parameters<typeof estimateDecider.evolve>[1][]);
}

export interface CustomerOfUser {
  user: UserFacts;
  customer: CustomerFacts;
}

/** The user and their customer record; 404 when either is missing (a staff user has none). */
export async function loadCustomerOfUser(store: EventStore, userId: number): Promise<CustomerOfUser> {
  const user = fold(userFactsFold, await events(store, userStream(userId)));
  if (user.status === 'none' || user.customerId === null) throw new DomainError(404, A.customerNotFound);
  if (user.isDeleted) throw new DomainError(400, A.customerDeleted);
  const customer = fold(customerFactsFold, await events(store, customerStream(user.customerId)));
  if (customer.status === 'none') throw new DomainError(404, A.customerNotFound);
  const { status: _u, ...userFacts } = user;
  const { status: _c, ...customerFacts } = customer;
  return { user: userFacts, customer: customerFacts };
}

/** One of the customer's pets; any other pet (or none) is refused as not theirs. */
export async function loadPetOf(store: EventStore, petId: number, customerId: number): Promise<PetFacts> {
  const pet = fold(petFactsFold, await events(store, petStream(petId)));
  if (pet.status === 'none' || pet.customerId !== customerId) {
    throw new DomainError(400, A.petNotCustomers, { pets: A.petNotCustomers });
  }
  if (pet.isDeleted) throw new DomainError(400, A.petDeleted, { pets: A.petDeleted });
  const { status: _s, ...facts } = pet;
  return facts;
}
