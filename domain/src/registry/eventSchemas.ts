import { emailAddressConfirmedSchema } from '../auth';
import type { z } from 'zod';
import {
  commentAddedSchema,
  commentGroupMergedSchema,
  commentGroupOpenedSchema,
  ratingGivenSchema,
  ratingMovedSchema,
} from '../comments';
import {
  addressAddedSchema,
  addressDeletedSchema,
  addressUpdatedSchema,
  contactsMovedInSchema,
  contactsMovedOutSchema,
  creditCardAddedSchema,
  creditCardDeletedSchema,
  emailAddedSchema,
  emailDeletedSchema,
  emailUpdatedSchema,
  phoneNumberAddedSchema,
  phoneNumberDeletedSchema,
  phoneNumberUpdatedSchema,
  primaryCreditCardSetSchema,
} from '../contacts';
import {
  customerAcceptedPoliciesEventSchema,
  customerCreatedSchema,
  customerDetailsUpdatedSchema,
  petAddedSchema,
  PREFERRED_CHANNEL_EVENT_SCHEMAS,
} from '../customers';
import { customerTripChargeChangedSchema, estimateSavedSchema } from '../estimates';
import { MANAGEMENT_EVENT_SCHEMAS, SETTINGS_EVENT_SCHEMAS, USER_TYPE_ASSIGNMENT_EVENT_SCHEMAS } from '../management';
import { BOOKING_EVENT_SCHEMAS, BOOKING_REQUEST_EVENT_SCHEMAS } from '../booking';
import { SERVICE_AREA_EVENT_SCHEMAS } from '../serviceArea';
import { OPTIONS_EVENT_SCHEMAS } from '../options';
import { EXCEPTION_EVENT_SCHEMAS } from '../exceptions';
import { COMPLAINT_EVENT_SCHEMAS } from '../complaints';
import { TODO_EVENT_SCHEMAS } from '../todo';
import { TEXTING_EVENT_SCHEMAS } from '../messages';
import { REMINDER_EVENT_SCHEMAS } from '../reminders';
import { PET_REMINDER_EVENT_SCHEMAS } from '../petReminders';
import { MESSAGE_TEMPLATE_EVENT_SCHEMAS } from '../messageTemplates';
import { STYLIST_BOOKINGS_EVENT_SCHEMAS, APPOINTMENT_EVENT_SCHEMAS, ESTIMATE_LINK_EVENT_SCHEMAS, CONFIRMATION_REQUEST_EVENT_SCHEMAS } from '../appointments';
import { EMPLOYEE_EVENT_SCHEMAS } from '../employees';
import { GROOMING_REPORT_EVENT_SCHEMAS } from '../groomingReport';
import { STANDING_EVENT_SCHEMAS } from '../standings';
import { TRANSACTION_EVENT_SCHEMAS } from '../transactions';
import { ROUTING_EVENT_SCHEMAS } from '../route';
import {
  petDeletedSchema,
  petDetailsChangedSchema,
  petIdClaimedSchema,
  petOwnerChangedSchema,
  petPictureAddedSchema,
  petPictureRemovedSchema,
  sympathyEmailRequestedSchema,
} from '../pets';
import { profilePictureUploadedSchema } from '../pictures';
import { VACCINATION_EVENT_SCHEMAS } from '../vaccinations';
import {
  emailAddressClaimedSchema,
  loginAccountCreatedSchema,
  userCommentGroupAssignedSchema,
  userCreatedSchema,
  userDeletedSchema,
  userDetailsUpdatedSchema,
  userMergedSchema,
  userRestoredSchema,
} from '../users';

/**
 * Every event type the system writes, with the zod schema of its data. The event store wrapper parses
 * each event with it before appending (ARCHITECTURE.md "The write side"): a type missing here cannot be
 * written at all, so a new event type is added here in the same change that first writes it.
 */
export const EVENT_SCHEMAS = {
  // users: User-<id>, EmailClaim-<address>
  UserCreated: userCreatedSchema,
  LoginAccountCreated: loginAccountCreatedSchema,
  EmailAddressClaimed: emailAddressClaimedSchema,
  UserDetailsUpdated: userDetailsUpdatedSchema,
  UserDeleted: userDeletedSchema,
  UserRestored: userRestoredSchema,
  UserMerged: userMergedSchema,
  UserCommentGroupAssigned: userCommentGroupAssignedSchema,
  EmailAddressConfirmed: emailAddressConfirmedSchema,
  // customers: Customer-<id> (PetAdded is on Pet-<id>)
  CustomerCreated: customerCreatedSchema,
  CustomerDetailsUpdated: customerDetailsUpdatedSchema,
  CustomerAcceptedPolicies: customerAcceptedPoliciesEventSchema,
  // estimates: Estimate-<id>; the trip charge on Customer-<id>
  EstimateSaved: estimateSavedSchema,
  CustomerTripChargeChanged: customerTripChargeChangedSchema,
  // pets: Pet-<id>, PetRequest-<key>
  PetAdded: petAddedSchema,
  PetDetailsChanged: petDetailsChangedSchema,
  PetDeleted: petDeletedSchema,
  PetOwnerChanged: petOwnerChangedSchema,
  SympathyEmailRequested: sympathyEmailRequestedSchema,
  PetPictureAdded: petPictureAddedSchema,
  PetPictureRemoved: petPictureRemovedSchema,
  PetIdClaimed: petIdClaimedSchema,
  // pictures: ProfilePicture-<userId>
  ProfilePictureUploaded: profilePictureUploadedSchema,
  // comments: CommentGroup-<id>, Rating-<id>
  CommentGroupOpened: commentGroupOpenedSchema,
  CommentAdded: commentAddedSchema,
  CommentGroupMerged: commentGroupMergedSchema,
  RatingGiven: ratingGivenSchema,
  RatingMoved: ratingMovedSchema,
  // contacts: Contacts-<userId>
  AddressAdded: addressAddedSchema,
  AddressUpdated: addressUpdatedSchema,
  AddressDeleted: addressDeletedSchema,
  PhoneNumberAdded: phoneNumberAddedSchema,
  PhoneNumberUpdated: phoneNumberUpdatedSchema,
  PhoneNumberDeleted: phoneNumberDeletedSchema,
  EmailAdded: emailAddedSchema,
  EmailUpdated: emailUpdatedSchema,
  EmailDeleted: emailDeletedSchema,
  CreditCardAdded: creditCardAddedSchema,
  PrimaryCreditCardSet: primaryCreditCardSetSchema,
  CreditCardDeleted: creditCardDeletedSchema,
  ContactsMovedOut: contactsMovedOutSchema,
  ContactsMovedIn: contactsMovedInSchema,
  // reference data: ReferenceData-1, UserType-<id>
  ...OPTIONS_EVENT_SCHEMAS,
  ...MANAGEMENT_EVENT_SCHEMAS,
  ...SETTINGS_EVENT_SCHEMAS,
  // booking: OnlineBookingSettings
  ...BOOKING_EVENT_SCHEMAS,
  // booking requests: BookingRequest-<id>
  ...BOOKING_REQUEST_EVENT_SCHEMAS,
  // the service area (docs/RULES.md "Service area"): ServiceArea
  ...SERVICE_AREA_EVENT_SCHEMAS,
  // user types: UserTypes (the catalogue: UserTypeDefined, UserTypeDeleted); one user's type: User-<id>
  ...USER_TYPE_ASSIGNMENT_EVENT_SCHEMAS,
  // schedule exceptions: ScheduleException-<id>
  ...EXCEPTION_EVENT_SCHEMAS,
  // complaints: Complaint-<id>
  ...COMPLAINT_EVENT_SCHEMAS,
  // todo items: Todo-<id>
  ...TODO_EVENT_SCHEMAS,
  // texts both ways: Conversation-<customerId>; opt-outs and unknown senders: TextNumber-<digits>
  ...TEXTING_EVENT_SCHEMAS,
  // reminder settings: ReminderSettings; skipped or dismissed reminders: Reminders-<appointmentId>
  ...REMINDER_EVENT_SCHEMAS,
  // VAC-REMIND's days before: PetReminderSettings; a pet's skipped or dismissed automatic messages: PetReminders-<petId>
  ...PET_REMINDER_EVENT_SCHEMAS,
  // the automatic messages' words (Management → Message templates): MessageTemplates
  ...MESSAGE_TEMPLATE_EVENT_SCHEMAS,
  // a customer's preferred channel for the automatic messages: Customer-<id>
  ...PREFERRED_CHANNEL_EVENT_SCHEMAS,
  // a stylist's booked time on one date: StylistBookings-<employeeId>-<YYYY-MM-DD>
  ...STYLIST_BOOKINGS_EVENT_SCHEMAS,
  // employees: Employee-<employeeId>
  ...EMPLOYEE_EVENT_SCHEMAS,
  // appointments: Appointment-<id>
  ...APPOINTMENT_EVENT_SCHEMAS,
  // the stylist's grooming report of a completed appointment: Appointment-<id>
  ...GROOMING_REPORT_EVENT_SCHEMAS,
  // the confirmation board: its mails and their links, on Appointment-<id>
  ...CONFIRMATION_REQUEST_EVENT_SCHEMAS,
  // an estimate's appointment, on Estimate-<id> (appointments/create)
  ...ESTIMATE_LINK_EVENT_SCHEMAS,
  // standing appointments: Standing-<id>
  ...STANDING_EVENT_SCHEMAS,
  // the ledger: Transaction-<id> (a refund is appended to the refunded transaction's stream)
  ...TRANSACTION_EVENT_SCHEMAS,
  // where an address is on the map, on Contacts-<userId>
  ...ROUTING_EVENT_SCHEMAS,
  // vaccinations (docs/RULES.md VAC-VALID): Vaccines (the list and the rules), PetVaccinations-<petId>
  ...VACCINATION_EVENT_SCHEMAS,
} as const satisfies Record<string, z.ZodType>;

export type RegisteredEventType = keyof typeof EVENT_SCHEMAS;
export const REGISTERED_EVENT_TYPES = Object.keys(EVENT_SCHEMAS) as RegisteredEventType[];

/** A registry as the store wrapper takes it (tests pass their own). */
export type EventSchemaRegistry = Readonly<Record<string, z.ZodType>>;

/** Why `data` cannot be stored as a `type` event, or null when it can. Names the type and the first issue. */
export function eventDataProblem(registry: EventSchemaRegistry, type: string, data: unknown): string | null {
  const schema = Object.prototype.hasOwnProperty.call(registry, type) ? registry[type] : undefined;
  if (!schema) return `${type}: not a registered event type`;
  const result = schema.safeParse(data);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(data)';
  return `${type}: ${path}: ${issue.message}`;
}
