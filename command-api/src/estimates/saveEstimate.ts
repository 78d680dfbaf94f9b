import {
  ESTIMATE_API_MESSAGES as A,
  ESTIMATE_MESSAGES as M,
  PACKAGES,
  PET_MESSAGES,
  USER_MESSAGES,
  USER_TYPE_IDS,
  CENTS_MAX,
  DEFAULT_PACKAGE,
  DomainError,
  areaNeedsMapsco,
  assertEstimateDraft,
  assertTripFeeConsent,
  businessDateOf,
  createUserSchema,
  customerStream,
  customerTripChargeDecider,
  estimateDecider,
  estimateDraftOf,
  estimateReadOnlyMessage,
  isTerminalStatus,
  estimateStream,
  newCustomerFacts,
  petDecider,
  petStream,
  priceEstimate,
  priceInputFor,
  type CustomerFacts,
  type CreateUserBody,
  type EstimateAddress,
  type EstimatePackage,
  type PetFacts,
  type PriceEstimateResult,
  type SaveEstimateBody,
  type SavedPetEstimate,
  type StreamAppend,
} from '@pawroute/domain';
import { NOT_PERMITTED, isStaff, type Actor, type CommandHandlerContext } from '@pawroute/platform';
import { estimateAppointment } from '../appointments';
import { decideUserCreation, type UserCreation } from '../customers';
import { assertInsideServiceArea, loadServiceArea } from '../serviceArea';
import { decideAlso } from '../shared/decideAlso';
import { mailSetPasswordLink } from '../shared/passwordMail';
import { loadCatalog, type SaveCatalog } from './priceCatalog';
import { loadCustomerOfUser, loadEstimate, loadPetOf } from './loadFacts';

/**
 * POST /api/v4/estimate/save (part 1 §7). Everything that can refuse the request is checked before
 * the first event is written (a refused request writes nothing): the customer, the pets (theirs, not
 * deleted), the §5 rules on the server's own pet facts, the catalog, trip-fee consent and the
 * profile question's permission. Then, in order: the new user and customer (the customers feature's
 * createUser), the new pets, the estimate (priced by its decider from the server's inputs), and the
 * customer's trip charge when the user said Yes.
 */
export interface SaveEstimateResult {
  data: { userID: number; estimateId: number };
}

type Ctx = CommandHandlerContext & { actor: Actor };

const fail = (status: 400 | 403 | 404, message: string, fieldErrors?: Record<string, string>) =>
  new DomainError(status, message, fieldErrors);

const isPackage = (value: string | null | undefined): value is EstimatePackage =>
  (PACKAGES as readonly (string | null | undefined)[]).includes(value);

/** "1 Elm St, Dallas, TX 75001", like the customer list's address line. */
export function addressLine(address: EstimateAddress | null): string {
  if (!address) return '';
  const stateZip = [address.state, address.zipcode].filter(Boolean).join(' ');
  return [address.address, address.city, stateZip].filter(Boolean).join(', ');
}

/** The new customer's user/create body: names and contact from `user`, the address from the estimate. */
function newUserBody(body: SaveEstimateBody): CreateUserBody {
  const address = body.estimate.address;
  const result = createUserSchema.safeParse({
    firstName: body.user.firstName ?? '',
    middleName: body.user.middleName,
    lastName: body.user.lastName ?? '',
    emailAddress: body.user.emailAddress ?? '',
    phoneNumber: body.user.phoneNumber,
    UserTypeID: USER_TYPE_IDS.Customer,
    AddressInfo: address
      ? { address: address.address, city: address.city, state: address.state, zipcode: address.zipcode, mapsco: address.mapsco }
      : null,
    isAccount: body.user.isAccount ?? true,
  });
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.').replace(/^AddressInfo\./, 'address.');
    const key = path.startsWith('address') ? path : `user.${path}`;
    if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  throw fail(400, result.error.issues[0]!.message, fieldErrors);
}

interface PetPlan {
  /** Null for a pet this save adds. */
  facts: PetFacts | null;
  index: number;
}

/**
 * `outsideAreaRequest`: the save behind a new client's booking request from outside the service area
 * (docs/RULES.md SA-ONE): the office decides it, so the area check (and its Mapsco) is not applied.
 */
export interface SaveEstimateOptions {
  outsideAreaRequest?: boolean;
}

export async function saveEstimate(body: SaveEstimateBody, ctx: Ctx, options: SaveEstimateOptions = {}): Promise<SaveEstimateResult> {
  const { actor, services } = ctx;
  const { store, db } = services;
  const input = body.estimate;

  // The estimate, when it exists: its customer is fixed.
  const existing = input.ID ? await loadEstimate(store, input.ID) : null;
  if (input.ID && existing?.status !== 'saved') throw fail(404, A.estimateNotFound);
  const estimateUserId = existing?.status === 'saved' ? existing.userId : null;
  // Part 1 §4: completed, cancelled and serviceIssue are terminal and make the estimate read-only.
  // Its appointment is read from its own stream, never from a read model that may lag.
  const appointment = input.ID ? await estimateAppointment(store, input.ID) : null;
  if (appointment && isTerminalStatus(appointment.status)) throw new DomainError(409, estimateReadOnlyMessage(appointment.status));

  const userId = body.user.ID ?? estimateUserId;
  if (estimateUserId !== null && userId !== estimateUserId) throw fail(400, A.otherCustomer);

  // The customer: an existing one folded from its streams, or a new one to create (EditCustomers).
  let known: Awaited<ReturnType<typeof loadCustomerOfUser>> | null = null;
  let newUser: CreateUserBody | null = null;
  if (userId !== null) {
    known = await loadCustomerOfUser(store, userId);
  } else if (!actor.permissions.EditCustomers) {
    throw fail(403, NOT_PERMITTED);
  }
  // A customer-type user granted EditEstimates still only touches their own record.
  if (!isStaff(actor) && known?.customer.customerId !== actor.customerId) throw fail(403, NOT_PERMITTED);

  // The pets: existing ones must be this customer's; each at most once.
  const seen = new Set<number>();
  const plans: PetPlan[] = [];
  for (const [index, pet] of input.pets.entries()) {
    if (pet.petId == null) {
      plans.push({ facts: null, index });
      continue;
    }
    if (seen.has(pet.petId)) throw fail(400, A.duplicatePet, { [`pets.${index}.petId`]: A.duplicatePet });
    seen.add(pet.petId);
    if (!known) throw fail(400, A.petNotCustomers, { [`pets.${index}.petId`]: A.petNotCustomers });
    plans.push({ facts: await loadPetOf(store, pet.petId, known.customer.customerId), index });
  }

  // Part 1 §5, word for word, judged on the server's own pet facts.
  // SA-KIND: a Mapsco is asked only when the service area is drawn by Mapsco.
  const area = options.outsideAreaRequest ? null : await loadServiceArea(ctx);
  assertEstimateDraft(estimateDraftOf(body, plans.map((p) => p.facts), area !== null && areaNeedsMapsco(area)));
  if (!input.address?.address) throw fail(400, USER_MESSAGES.addressRequired, { 'address.address': USER_MESSAGES.addressRequired });
  // SA-ONE: the address is inside the service area (the office's scheduling books this estimate).
  if (area !== null) await assertInsideServiceArea(ctx, input.address, area);
  if (!known) newUser = newUserBody(body);
  for (const plan of plans) {
    if (plan.facts === null && !input.pets[plan.index]!.petName) {
      throw fail(400, PET_MESSAGES.newPetNameRequired, { [`pets.${plan.index}.petName`]: PET_MESSAGES.newPetNameRequired });
    }
  }

  // The catalog as of now: every breed and add-on named must exist (and be an extra).
  const breedIdOf = (plan: PetPlan) => plan.facts?.breedId ?? input.pets[plan.index]!.breedId ?? null;
  const breedIds = [...new Set(plans.map(breedIdOf).filter((id): id is number => id !== null))];
  const addonIds = [...new Set(input.pets.flatMap((pet) => pet.addonIds))];
  const catalog = await loadCatalog(db, breedIds, addonIds);
  for (const plan of plans) {
    const pet = input.pets[plan.index]!;
    const breedId = breedIdOf(plan);
    const priced = pet.includeInEstimate && !plan.facts?.isDeceased;
    if ((breedId === null || !catalog.breeds.has(breedId)) && (priced || plan.facts === null)) {
      const message = priced ? M.breedAndPackageRequired : PET_MESSAGES.newPetBreedRequired;
      throw fail(400, message, { [`pets.${plan.index}.breedId`]: message });
    }
    if (pet.addonIds.some((id) => !catalog.addons.has(id))) {
      throw fail(400, A.unknownAddon, { [`pets.${plan.index}.addonIds`]: A.unknownAddon });
    }
  }

  // Trip-fee consent (part 1 §9) and the profile question, still before any write.
  // A customer this save creates starts with CreateCustomer's defaults ($39, no discounts).
  const customerBefore: CustomerFacts = known?.customer ?? newCustomerFacts(0, 0);
  assertTripFeeConsent({
    tripFee: input.tripFee,
    previousTripFee: existing?.status === 'saved' ? existing.tripFee : null,
    customerTripChargeCents: customerBefore.tripChargeCents,
    consent: body.tripChargeIncrementConsent,
  });
  if (body.saveTripChargeToProfile && !actor.permissions.EditCustomers) {
    throw fail(403, A.saveToProfileNeedsEditCustomers);
  }

  // Every figure of the estimate must fit its int4 column: priced now with stand-in ids for new pets.
  const generatorFee = input.generatorFee ?? catalog.generatorFeeCents;
  const asOf = businessDateOf(ctx.now, services.config.timeZone);
  const priceInputWith = (petIds: readonly number[]) =>
    priceInputFor(
      {
        asOf,
        customer: customerBefore,
        pets: plans.map((plan, i) => {
          const saved = savedPet(plan, petIds[i]!, body, catalog, breedIdOf(plan));
          return {
            pet: { id: petIds[i]!, ...pricingFacts(plan.facts) },
            breedId: breedIdOf(plan),
            estimatePackage: saved.estimatePackage,
            includeInEstimate: saved.includeInEstimate,
            addonIds: input.pets[plan.index]!.addonIds,
            otherFee: saved.otherFee,
          };
        }),
        tripFee: input.tripFee,
        needsGenerator: input.needsGenerator,
        generatorFee,
      },
      catalog,
    );
  if (!fitsInCents(priceEstimate(priceInputWith(plans.map((plan) => plan.facts?.petId ?? 0))))) {
    throw fail(400, A.amountTooLarge);
  }

  // Writes, in dependency order.
  let customerId: number;
  let ownerId: number;
  let creation: UserCreation | null = null;
  let contact: { email: string; phone: string };
  if (known) {
    customerId = known.customer.customerId;
    ownerId = known.user.userId;
    contact = { email: known.user.emailAddress, phone: known.user.phoneNumber ?? '' };
  } else {
    creation = await decideUserCreation(newUser!, ctx);
    if (creation.customerId === null) throw new Error('a new estimate customer must get a customer record');
    customerId = creation.customerId;
    ownerId = creation.userId;
    contact = { email: newUser!.emailAddress, phone: newUser!.phoneNumber ?? '' };
  }

  // a new customer (claim, user, customer, comment group), the new pets, the estimate and the
  // profile's trip charge are decided first and appended in one write (ctx.appendAll): a crash leaves
  // all of them or none, never a user without their estimate nor a pet without its estimate.
  const appends: StreamAppend[] = creation ? [...creation.appends] : [];
  const petIds: number[] = [];
  for (const plan of plans) {
    if (plan.facts) {
      petIds.push(plan.facts.petId);
      continue;
    }
    const pet = input.pets[plan.index]!;
    const breed = catalog.breeds.get(breedIdOf(plan)!)!;
    const petId = await ctx.nextId('pet');
    const added = await ctx.decideOn(petStream(petId), petDecider, {
      type: 'AddPet',
      data: { petId, customerId, userId: ownerId, petName: pet.petName!, breedId: breed.id, animalTypeId: breed.animalTypeId },
    });
    appends.push(added.append);
    petIds.push(petId);
  }

  const estimateId = input.ID ?? (await ctx.nextId('estimate'));
  const savedPets = plans.map((plan, i) => savedPet(plan, petIds[i]!, body, catalog, breedIdOf(plan)));
  const priceInput = priceInputWith(petIds);
  const address: EstimateAddress = {
    address: input.address.address,
    city: input.address.city,
    state: input.address.state,
    zipcode: input.address.zipcode,
    mapsco: input.address.mapsco,
  };
  const saved = await ctx.decideOn(estimateStream(estimateId), estimateDecider, {
    type: 'SaveEstimate',
    data: {
      estimateId,
      isNew: !existing,
      copiedFromEstimateId: input.copiedFromEstimateId ?? null,
      customerId,
      userId: ownerId,
      address,
      addressString: addressLine(address),
      emailString: contact.email,
      phoneNumberString: contact.phone,
      needsGenerator: input.needsGenerator,
      tripFee: input.tripFee,
      generatorFee,
      pets: savedPets,
      priceInput,
      customerTripChargeCents: customerBefore.tripChargeCents,
      tripChargeIncrementConsent: body.tripChargeIncrementConsent,
    },
  });

  appends.push(saved.append);

  const chargeCommand = { type: 'ChangeCustomerTripCharge' as const, data: { customerId, tripChargeCents: input.tripFee, estimateId } };
  if (creation?.customer) {
    // The new customer's stream: its CustomerCreated and the trip charge in one append.
    const { append, replayed } = creation.customer;
    appends.push(body.saveTripChargeToProfile ? await decideAlso(ctx, append, replayed, customerTripChargeDecider, chargeCommand) : append);
  } else if (body.saveTripChargeToProfile) {
    const charged = await ctx.decideOn(customerStream(customerId), customerTripChargeDecider, chargeCommand);
    appends.push(charged.append);
  }
  await ctx.appendAll(appends);
  // A new customer with a login: the link to choose the password (mailed once per user), after the write.
  if (creation && newUser!.isAccount) {
    await mailSetPasswordLink(services, { userId: ownerId, emailAddress: newUser!.emailAddress, firstName: newUser!.firstName, holder: 'customer' });
  }
  return { data: { userID: ownerId, estimateId } };
}

/** True when every amount of `figures` (totals and per-pet lines) fits an int4 cents column. */
function fitsInCents(figures: PriceEstimateResult): boolean {
  const amounts: number[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'number') amounts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(figures);
  return amounts.every((amount) => Math.abs(amount) <= CENTS_MAX);
}

function pricingFacts(facts: PetFacts | null) {
  return {
    isDeceased: facts?.isDeceased ?? false,
    isServicePet: facts?.isServicePet ?? false,
    lastGroomDate: facts?.lastGroomDate ?? null,
    isOverridingGroomingFee: facts?.isOverridingGroomingFee ?? false,
    overrideGroomingFeePrice: facts?.overrideGroomingFeePrice ?? null,
  };
}

function savedPet(plan: PetPlan, petId: number, body: SaveEstimateBody, catalog: SaveCatalog, breedId: number | null): SavedPetEstimate {
  const pet = body.estimate.pets[plan.index]!;
  const breed = breedId === null ? undefined : catalog.breeds.get(breedId);
  const isDeceased = plan.facts?.isDeceased ?? false;
  return {
    petId,
    petName: plan.facts?.petName ?? pet.petName ?? '',
    breedId: breed?.id ?? null,
    breed: breed?.breed ?? null,
    animalTypeId: breed?.animalTypeId ?? plan.facts?.animalTypeId ?? null,
    // A pet that is skipped needs no package (§5); it keeps the default so the record is complete.
    estimatePackage: isPackage(pet.estimatePackage) ? pet.estimatePackage : DEFAULT_PACKAGE,
    // Part 1 §4: a deceased pet cannot be included in an estimate.
    includeInEstimate: pet.includeInEstimate && !isDeceased,
    isDeceased,
    isServicePet: plan.facts?.isServicePet ?? false,
    otherFee: pet.otherFee ?? 0,
    otherDescription: pet.otherDescription ?? '',
    addons: pet.addonIds.map((id) => {
      const addon = catalog.addons.get(id)!;
      return { serviceId: id, item: addon.item, category: addon.category };
    }),
  };
}

