import { randomUUID } from 'node:crypto';
import {
  DomainError,
  SEED_BREEDS,
  customerDecider,
  customerStream,
  emailClaimDecider,
  emailClaimStream,
  employeeDecider,
  employeeStream,
  petDecider,
  petStream,
  userDecider,
  userStream,
  type CommandContext,
  type Decider,
  type DomainEvent,
} from '@pawroute/domain';
import {
  executeCommand,
  hashPassword,
  setPasswordHash,
  nextId,
  type EventStore,
  type Position,
  type SqlExecutor,
} from '@pawroute/platform';
import { DEMO_PASSWORD, DEMO_PEOPLE, userTypeIdOf, type DemoPerson } from './demoUsersData';

/** The parts of AppServices the seed needs. */
export interface DemoUsersServices {
  store: EventStore;
  /** The read database, where the id sequences live. */
  db: SqlExecutor;
  /** The server's one clock (services.clock); absent: the wall clock. */
  clock?: () => Date;
}

export interface DemoUsersResult {
  /** Email addresses seeded by this call (empty when all were seeded before). */
  created: string[];
  /** Position of the last event written, for X-Pawroute-After; null if nothing was written. */
  position: Position | null;
}

const COMMAND_NAME = 'SeedDemoUsers';

function breedOf(name: string): { breedId: number; animalTypeId: number } {
  const breed = SEED_BREEDS.find((b) => b.breed === name);
  if (!breed) throw new Error(`demo seed: unknown breed ${name}`);
  return { breedId: breed.id, animalTypeId: breed.animalTypeId };
}

/**
 * Appends the demo logins and customers through the same deciders the API uses (claim, user,
 * customer, pets), so the seed can never write what a command could not. Idempotent: a person whose
 * email claim stream exists is skipped.
 */
export async function seedDemoUsers(services: DemoUsersServices): Promise<DemoUsersResult> {
  const result: DemoUsersResult = { created: [], position: null };
  const context: CommandContext = { now: (services.clock?.() ?? new Date()).toISOString(), actorUserId: null };
  const correlationId = randomUUID();

  const run = async <C, E extends DomainEvent, S>(stream: string, decider: Decider<C, E, S>, command: C) => {
    const done = await executeCommand(services.store, stream, decider, command, {
      commandName: COMMAND_NAME,
      context,
      correlationId,
    });
    if (done.events.length > 0 && done.position !== null) result.position = done.position;
    return done;
  };

  for (const person of DEMO_PEOPLE) {
    if (await seedPerson(person, services, run)) result.created.push(person.emailAddress);
  }
  return result;
}

type Run = <C, E extends DomainEvent, S>(
  stream: string,
  decider: Decider<C, E, S>,
  command: C,
) => Promise<{ events: E[] }>;

/**
 * A staff person's employee record (employeeId = userId) with their demo details. Also run for a person
 * seeded before the employees feature existed: a record already there is left as it is.
 */
async function seedEmployee(person: DemoPerson, userId: number, store: EventStore, run: Run): Promise<void> {
  if (person.userType === 'Customer') return;
  if ((await store.readStream(employeeStream(userId), { maxCount: 1 })).length > 0) return;
  const employeeId = userId;
  try {
    await run(employeeStream(employeeId), employeeDecider, { type: 'CreateEmployee', data: { employeeId, userId } });
  } catch (error) {
    // A second seed process made it first.
    if (error instanceof DomainError && error.statusCode === 409) return;
    throw error;
  }
  if (person.employeeDetails) {
    await run(employeeStream(employeeId), employeeDecider, { type: 'UpdateEmployeeDetails', data: { employeeId, ...person.employeeDetails } });
  }
  if (person.stylistDetails) {
    await run(employeeStream(employeeId), employeeDecider, { type: 'UpdateStylistDetails', data: { employeeId, ...person.stylistDetails } });
  }
}

async function seedPerson(person: DemoPerson, { store, db }: DemoUsersServices, run: Run): Promise<boolean> {
  const claimStream = emailClaimStream(person.emailAddress);
  const [claimed] = await store.readStream(claimStream, { maxCount: 1 });
  if (claimed) {
    await seedEmployee(person, (claimed.data as { userId: number }).userId, store, run);
    return false;
  }

  const userId = await nextId(db, 'user');
  try {
    await run(claimStream, emailClaimDecider, {
      type: 'ClaimEmail',
      data: { emailAddress: person.emailAddress, userId },
    });
  } catch (error) {
    // Another seed (a second process starting at once) claimed it first: theirs stands.
    if (error instanceof DomainError && error.statusCode === 409) return false;
    throw error;
  }

  const userTypeId = userTypeIdOf(person);
  const customerId = person.userType === 'Customer' ? await nextId(db, 'customer') : null;
  await run(userStream(userId), userDecider, {
    type: 'CreateUser',
    data: {
      userId,
      firstName: person.firstName,
      middleName: person.middleName ?? null,
      lastName: person.lastName,
      emailAddress: person.emailAddress,
      userTypeId,
      customerId,
      phoneNumber: person.phoneNumber ?? null,
      address: person.address ?? null,
      login: person.login ? { hasPassword: true } : null,
    },
  });
  if (person.login) await setPasswordHash(db, userId, await hashPassword(DEMO_PASSWORD));
  if (customerId === null) {
    await seedEmployee(person, userId, store, run);
    return true;
  }

  await run(customerStream(customerId), customerDecider, { type: 'CreateCustomer', data: { customerId, userId } });
  for (const pet of person.pets ?? []) {
    const petId = await nextId(db, 'pet');
    await run(petStream(petId), petDecider, {
      type: 'AddPet',
      data: { petId, customerId, userId, petName: pet.petName, ...breedOf(pet.breed) },
    });
  }
  return true;
}
