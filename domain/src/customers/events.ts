import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';

/** Events of the customers feature; data schemas are what projectors parse with. */
export const customerCreatedSchema = z.object({
  customerId: z.number().int().positive(),
  userId: z.number().int().positive(),
  tripChargeCents: z.number().int().nonnegative(),
  isSeniorCitizen: z.boolean(),
  isMilitary: z.boolean(),
  isTaxExempt: z.boolean(),
  defaultGratuityPercent: z.number().nullable(),
  defaultGratuityCents: z.number().int().nullable(),
  preferredStylistId: z.number().int().nullable(),
  contactMethodId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CustomerCreatedData = z.infer<typeof customerCreatedSchema>;

/**
 * A pet joined a customer. Minimal for now (the demo seed and the customer list's pet filter need it);
 * the pets feature owns the full pet and may extend this event with optional fields.
 */
export const petAddedSchema = z.object({
  petId: z.number().int().positive(),
  customerId: z.number().int().positive(),
  userId: z.number().int().positive(),
  petName: z.string(),
  breedId: z.number().int().positive(),
  animalTypeId: z.number().int().positive(),
  createdAt: z.string(),
});
export type PetAddedData = z.infer<typeof petAddedSchema>;

export type CustomerCreated = DomainEvent<'CustomerCreated', CustomerCreatedData>;
export type PetAdded = DomainEvent<'PetAdded', PetAddedData>;

/** The customer details form (part 1 §7 user/updateCustomerDetails): the whole record after the edit. */
export const customerDetailsSchema = z.object({
  tripChargeCents: z.number().int().nonnegative(),
  isSeniorCitizen: z.boolean(),
  isMilitary: z.boolean(),
  isTaxExempt: z.boolean(),
  defaultGratuityPercent: z.number().min(0).max(100).nullable(),
  defaultGratuityCents: z.number().int().nonnegative().nullable(),
  preferredStylistId: z.number().int().positive().nullable(),
  contactMethodId: z.number().int().positive().nullable(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const customerDetailsUpdatedSchema = customerDetailsSchema.extend({
  customerId: z.number().int().positive(),
  userId: z.number().int().positive(),
  updatedAt: z.string(),
});
export type CustomerDetailsUpdatedData = z.infer<typeof customerDetailsUpdatedSchema>;

/** Part 1 §1: the acceptance of the privacy policy and terms of service, recorded per customer. */
export const customerAcceptedPoliciesEventSchema = z.object({
  customerId: z.number().int().positive(),
  userId: z.number().int().positive(),
  acceptedAt: z.string(),
});
export type CustomerAcceptedPoliciesData = z.infer<typeof customerAcceptedPoliciesEventSchema>;

export type CustomerDetailsUpdated = DomainEvent<'CustomerDetailsUpdated', CustomerDetailsUpdatedData>;
export type CustomerAcceptedPolicies = DomainEvent<'CustomerAcceptedPolicies', CustomerAcceptedPoliciesData>;
