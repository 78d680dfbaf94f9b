import { emailAddressConfirmedSchema } from '../auth/emailConfirmation';
import type { z } from 'zod';
import {
  commentAddedSchema,
  commentGroupMergedSchema,
  commentGroupOpenedSchema,
  ratingGivenSchema,
  ratingMovedSchema,
} from '../comments/events';
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
} from '../contacts/events';
import {
  customerAcceptedPoliciesEventSchema,
  customerCreatedSchema,
  customerDetailsUpdatedSchema,
  petAddedSchema,
} from '../customers/events';
import { customerTripChargeChangedSchema, estimateSavedSchema } from '../estimates/events';
import { MANAGEMENT_EVENT_SCHEMAS } from '../management/events';
import { SETTINGS_EVENT_SCHEMAS } from '../management/decider';
import { BOOKING_EVENT_SCHEMAS } from '../booking/settings';
import { BOOKING_REQUEST_EVENT_SCHEMAS } from '../booking/requests/events';
import { SERVICE_AREA_EVENT_SCHEMAS } from '../serviceArea/settings';
import { USER_TYPE_ASSIGNMENT_EVENT_SCHEMAS } from '../management/userTypeCatalog';
import { OPTIONS_EVENT_SCHEMAS } from '../options/events';
import { EXCEPTION_EVENT_SCHEMAS } from '../exceptions/events';
import { COMPLAINT_EVENT_SCHEMAS } from '../complaints/events';
import { TODO_EVENT_SCHEMAS } from '../todo/events';
import { TEXTING_EVENT_SCHEMAS } from '../messages/events';
import { REMINDER_EVENT_SCHEMAS } from '../reminders/events';
import { PET_REMINDER_EVENT_SCHEMAS } from '../petReminders/events';
import { MESSAGE_TEMPLATE_EVENT_SCHEMAS } from '../messageTemplates/events';
import { PREFERRED_CHANNEL_EVENT_SCHEMAS } from '../customers/preferredChannel';
import { STYLIST_BOOKINGS_EVENT_SCHEMAS } from '../appointments/schedule/stylistBookings';
import { EMPLOYEE_EVENT_SCHEMAS } from '../employees/events';
import { APPOINTMENT_EVENT_SCHEMAS } from '../appointments/events';
import { GROOMING_REPORT_EVENT_SCHEMAS } from '../groomingReport/events';
import { ESTIMATE_LINK_EVENT_SCHEMAS } from '../appointments/estimateLink';
import { CONFIRMATION_REQUEST_EVENT_SCHEMAS } from '../appointments/confirmationRequests';
import { STANDING_EVENT_SCHEMAS } from '../standings/events';
import { TRANSACTION_EVENT_SCHEMAS } from '../transactions/events';
import { ROUTING_EVENT_SCHEMAS } from '../route/events';
import {
  petDeletedSchema,
  petDetailsChangedSchema,
  petIdClaimedSchema,
  petOwnerChangedSchema,
  petPictureAddedSchema,
  petPictureRemovedSchema,
  sympathyEmailRequestedSchema,
} from '../pets/events';
import { profilePictureUploadedSchema } from '../pictures/events';
import { VACCINATION_EVENT_SCHEMAS } from '../vaccinations/events';
import {
  emailAddressClaimedSchema,
  loginAccountCreatedSchema,
  userCommentGroupAssignedSchema,
  userCreatedSchema,
  userDeletedSchema,
  userDetailsUpdatedSchema,
  userMergedSchema,
  userRestoredSchema,
} from '../users/events';

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
