import { z } from 'zod';
import { int4, storableCents, storableId, storableText } from '../shared/storable';
import type { DomainEvent } from '../shared/decider';

/** Events of the customers feature; data schemas are what projectors parse with. */
export const customerCreatedSchema = z.object({
  customerId: storableId(),
  userId: storableId(),
  tripChargeCents: storableCents(),
  isSeniorCitizen: z.boolean(),
  isMilitary: z.boolean(),
  isTaxExempt: z.boolean(),
  defaultGratuityPercent: z.number().nullable(),
  defaultGratuityCents: int4().nullable(),
  preferredStylistId: int4().nullable(),
  contactMethodId: int4().nullable(),
  createdAt: storableText(),
});
export type CustomerCreatedData = z.infer<typeof customerCreatedSchema>;

/**
 * A pet joined a customer. Minimal for now (the demo seed and the customer list's pet filter need it);
 * the pets feature owns the full pet and may extend this event with optional fields.
 */
export const petAddedSchema = z.object({
  petId: storableId(),
  customerId: storableId(),
  userId: storableId(),
  petName: storableText(),
  breedId: storableId(),
  animalTypeId: storableId(),
  createdAt: storableText(),
});
export type PetAddedData = z.infer<typeof petAddedSchema>;

export type CustomerCreated = DomainEvent<'CustomerCreated', CustomerCreatedData>;
export type PetAdded = DomainEvent<'PetAdded', PetAddedData>;

/** The customer details form (part 1 §7 user/updateCustomerDetails): the whole record after the edit. */
export const customerDetailsSchema = z.object({
  tripChargeCents: storableCents(),
  isSeniorCitizen: z.boolean(),
  isMilitary: z.boolean(),
  isTaxExempt: z.boolean(),
  defaultGratuityPercent: z.number().min(0).max(100).nullable(),
  defaultGratuityCents: storableCents().nullable(),
  preferredStylistId: storableId().nullable(),
  contactMethodId: storableId().nullable(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const customerDetailsUpdatedSchema = customerDetailsSchema.extend({
  customerId: storableId(),
  userId: storableId(),
  updatedAt: storableText(),
});
export type CustomerDetailsUpdatedData = z.infer<typeof customerDetailsUpdatedSchema>;

/** Part 1 §1: the acceptance of the privacy policy and terms of service, recorded per customer. */
export const customerAcceptedPoliciesEventSchema = z.object({
  customerId: storableId(),
  userId: storableId(),
  acceptedAt: storableText(),
});
export type CustomerAcceptedPoliciesData = z.infer<typeof customerAcceptedPoliciesEventSchema>;

export type CustomerDetailsUpdated = DomainEvent<'CustomerDetailsUpdated', CustomerDetailsUpdatedData>;
export type CustomerAcceptedPolicies = DomainEvent<'CustomerAcceptedPolicies', CustomerAcceptedPoliciesData>;
