import { z } from 'zod';
import { PACKAGES } from './constants';

/**
 * The shape of GET /api/v4/getOptions (part 2 §3 "Options list"), with the spec's field names.
 * Money is integer cents, except fuelCharge and salesTax (fractions) and generatorFee (dollars),
 * which the spec writes that way; generatorFeeCents and tripChargeCents carry the cents.
 */
const id = z.number().int();
const cents = z.number().int();

export const AnimalTypeOptionSchema = z.object({ ID: id, type: z.string() });

export const BreedOptionSchema = z.object({
  ID: id,
  breed: z.string(),
  animalTypeId: id,
  AnimalType: AnimalTypeOptionSchema,
  minutesToGroom: z.number().int(),
  bathBrushPrice: cents,
  bathBrushPrice3Months: cents,
  bathBrushPrice6Months: cents,
  deluxePrice: cents,
  deluxePrice3Months: cents,
  deluxePrice6Months: cents,
});

export const ServiceOptionSchema = z.object({
  ID: id,
  item: z.string(),
  category: z.string(),
  price: cents,
  addonPrice: cents.nullable(),
  description: z.string(),
  customerNote: z.string(),
});

export const UserTypeOptionSchema = z.object({ ID: id, UserType: z.string() });

/** How a terminated stylist, kept for history, is labelled wherever stylists are listed. */
export const STYLIST_NO_LONGER_WORKING = 'Stylist No Longer Working';

/** A stylist's name as pickers and profiles show it, flagged when no longer working. */
export const stylistLabel = (s: { firstName: string; lastName: string; isNoLongerWorking?: boolean }): string =>
  `${s.firstName} ${s.lastName}`.trim() + (s.isNoLongerWorking ? ` (${STYLIST_NO_LONGER_WORKING})` : '');

/**
 * An employee with stylist details, not deleted (part 2 §3). ID is the employee id (= the stylist's user
 * id); isNoLongerWorking: terminated (the web labels it 'Stylist No Longer Working').
 */
export const StylistOptionSchema = z.object({
  ID: id,
  userId: id,
  firstName: z.string(),
  lastName: z.string(),
  isNoLongerWorking: z.boolean(),
  workDayStartTime: z.string().nullable(),
  workDayEndTime: z.string().nullable(),
  worksMonday: z.boolean(),
  worksTuesday: z.boolean(),
  worksWednesday: z.boolean(),
  worksThursday: z.boolean(),
  worksFriday: z.boolean(),
  worksSaturday: z.boolean(),
  worksSunday: z.boolean(),
  maxPetWeight: z.number().int(),
  servicesCats: z.boolean(),
  stylistBreedRestrictions: z.array(id),
  petsPerDay: z.number().int(),
  minutesPerPet: z.number().int(),
});

export const BlockingComplaintOptionSchema = z.object({ employeeId: id, customerId: id });
export const MapscoCityOptionSchema = z.object({ ID: id, city: z.string(), letter: z.string() });
export const TodoCategoryOptionSchema = z.object({ ID: id, category: z.string() });
export const PackageOptionSchema = z.object({ package: z.enum(PACKAGES), label: z.string() });
export const RecurringTypeOptionSchema = z.object({ ID: id, type: z.string(), label: z.string() });
export const StatusOptionSchema = z.object({ ID: id, status: z.string(), color: z.string() });
export const ContactMethodOptionSchema = z.object({ ID: id, method: z.string(), isDefault: z.boolean() });
export const TransactionReasonOptionSchema = z.object({ ID: id, reason: z.string() });

export const OptionsResponseSchema = z.object({
  breeds: z.array(BreedOptionSchema),
  userTypes: z.array(UserTypeOptionSchema),
  stylists: z.array(StylistOptionSchema),
  blockingComplaints: z.array(BlockingComplaintOptionSchema),
  services: z.array(ServiceOptionSchema),
  mapscoCities: z.array(MapscoCityOptionSchema),
  todoCategories: z.array(TodoCategoryOptionSchema),
  packages: z.array(PackageOptionSchema),
  recurringTypes: z.array(RecurringTypeOptionSchema),
  statuses: z.array(StatusOptionSchema),
  contactMethods: z.array(ContactMethodOptionSchema),
  fuelCharge: z.number(),
  salesTax: z.number(),
  generatorFee: z.number(),
  generatorFeeCents: cents,
  tripChargeCents: cents,
  transactionsReasons: z.array(TransactionReasonOptionSchema),
  animalTypes: z.array(AnimalTypeOptionSchema),
  /** The business time zone the server runs on (PAWROUTE_TIME_ZONE): the web's "today" and now line follow it. */
  timeZone: z.string(),
});

export const SignUpOptionsResponseSchema = OptionsResponseSchema.pick({ breeds: true, animalTypes: true });

export type BreedOption = z.infer<typeof BreedOptionSchema>;
export type ServiceOption = z.infer<typeof ServiceOptionSchema>;
export type StylistOption = z.infer<typeof StylistOptionSchema>;
export type OptionsResponse = z.infer<typeof OptionsResponseSchema>;
export type SignUpOptionsResponse = z.infer<typeof SignUpOptionsResponseSchema>;
