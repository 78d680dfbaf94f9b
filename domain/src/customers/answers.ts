import { z } from 'zod';
import type { WithPosition } from '../shared/writeAnswers';
import type { MessageChannels } from '../messageTemplates';

/** Response shapes of the customers reads (the web app types its fetchers with these). */
export interface CustomerRow {
  /** The user id (rows open /dashboard/customers/{ID}). */
  ID: number;
  customerId: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string | null;
  /** One line: "street, city, state zipcode". */
  address: string | null;
  /** Pet names, comma-separated. */
  pets: string;
  IsDeleted: boolean;
}

export interface UserTypeOption {
  ID: number;
  UserType: string;
}

export interface GetCustomersResponse {
  rows: CustomerRow[];
  userTypes: UserTypeOption[];
  pages: number;
  total: number;
}

export interface UserAddress {
  address: string;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  mapsco: string | null;
}

export interface FoundUser {
  ID: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  Name: { firstName: string; middleName: string | null; lastName: string };
  emailAddress: string;
  phoneNumber: string | null;
  Address: UserAddress | null;
  userTypeId: number;
  UserType: string | null;
  customerId: number | null;
  /** The staff user's employee record (= the user id), null for customers and users without one. */
  employeeId: number | null;
  isAccount: boolean;
  IsDeleted: boolean;
  createdAt: string;
}

/** Trip charge, discounts and gratuity defaults are left out when a customer reads their own record. */
export interface FoundCustomer {
  ID: number;
  userId: number;
  tripChargeCents?: number;
  isSeniorCitizen?: boolean;
  isMilitary?: boolean;
  isTaxExempt?: boolean;
  defaultGratuityPercent: number | null;
  defaultGratuityCents: number | null;
  preferredStylistId: number | null;
  contactMethodId: number | null;
  balanceCents: number;
  onWaitingList: boolean;
  hasRescheduled: boolean;
}

export interface FindUserResponse {
  user: FoundUser;
  customer: FoundCustomer | null;
}


/** Response shapes of the profile reads (part 1 §7), typed for the web app's fetchers. */
export interface PersonName {
  firstName: string;
  middleName: string | null;
  lastName: string;
}

/** GET /api/v4/user/getDetails?userId= -> { user }. */
export interface UserDetails extends PersonName {
  ID: number;
  Name: PersonName;
  emailAddress: string;
  phoneNumber: string | null;
  Address: UserAddress | null;
  /** MM-DD-YYYY. */
  birthday: string | null;
  notes: string | null;
  userTypeId: number;
  UserType: string | null;
  /** Null until the first comment group is opened (users created before groups existed). */
  commentGroupId: number | null;
  IsDeleted: boolean;
  isAccount: boolean;
  /** Set when this profile was merged into another one (the duplicate of a merge). */
  mergedIntoUserId: number | null;
  customerId: number | null;
  Customer: { ID: number } | null;
  createdAt: string;
}

export interface GetUserDetailsResponse {
  user: UserDetails;
}

/** GET /api/v4/user/getCustomerDetails?customerId= -> { customer }. The optional fields are staff-only. */
export interface CustomerDetailsView {
  ID: number;
  userId: number;
  tripChargeCents?: number;
  isSeniorCitizen?: boolean;
  isMilitary?: boolean;
  isTaxExempt?: boolean;
  defaultGratuityPercent: number | null;
  defaultGratuityCents: number | null;
  contactMethodId: number | null;
  ContactMethod: { ID: number; method: string } | null;
  preferredStylistId: number | null;
  PreferredStylist: { ID: number; firstName: string; lastName: string } | null;
  /** Average of the customer's ratings, 1 decimal; null without ratings. */
  rating: number | null;
  onWaitingList: boolean;
  hasRescheduled: boolean;
  acceptedPolicies: boolean;
}

export interface GetCustomerDetailsResponse {
  customer: CustomerDetailsView;
  /** What an edit sends back as expectedVersion (editVersion: Customer then User stream revisions). */
  version?: string;
}

export interface RecentPayment {
  ID: number;
  amountCents: number;
  DateAdded: string;
  method: string;
}

/** GET /api/v4/user/getBalance?userId=: 0 and no payments until the transactions feature lands. */
export interface GetBalanceResponse {
  /** The spec's name (part 1 §7 "user/getBalance → balance, recentPayments"), in cents like every balance we answer. */
  balance: number;
  balanceCents: number;
  recentPayments: RecentPayment[];
}

export interface DefaultGratuityResponse {
  defaultGratuityCents: number | null;
  defaultGratuityPercent: number | null;
  /** Which one applies (part 1 §9), or null when neither. */
  applies: { kind: 'dollar'; cents: number } | { kind: 'percent'; percent: number } | null;
}

export interface PolicyStatusResponse {
  acceptedPolicies: boolean;
  acceptedAt: string | null;
}

export interface PolicyTextResponse {
  title: string;
  /** ISO date the text was last changed. */
  updated: string;
  /** Light markdown: '## ' headings, '- ' list items, blank lines between paragraphs. */
  text: string;
}

export type CreateLoginAccountResponse = WithPosition<LoginAccountCreatedAnswer>;

/** GET /api/v4/customers/preferredChannel and the write's answer. */
export const preferredChannelAnswerSchema = z.object({
  customerId: z.number(),
  channel: z.enum(['both', 'email', 'sms']) satisfies z.ZodType<MessageChannels>,
});
export type PreferredChannelAnswer = z.infer<typeof preferredChannelAnswerSchema>;

/** The customers' writes. */
export const createUserAnswerSchema = z.object({
  userId: z.number(),
  customerId: z.number().nullable(),
  /** Staff users get an employee record with the same id; absent for customers. */
  employeeId: z.number().optional(),
});
export type CreateUserAnswer = z.infer<typeof createUserAnswerSchema>;
export const customerDetailsUpdatedAnswerSchema = z.object({ customerId: z.number(), userId: z.number() });
export type CustomerDetailsUpdatedAnswer = z.infer<typeof customerDetailsUpdatedAnswerSchema>;
export const loginAccountCreatedAnswerSchema = z.object({ userId: z.number(), emailAddress: z.string() });
export type LoginAccountCreatedAnswer = z.infer<typeof loginAccountCreatedAnswerSchema>;
export const userAnswerSchema = z.object({ userId: z.number() });
export type UserAnswer = z.infer<typeof userAnswerSchema>;
export const commentGroupOpenedAnswerSchema = z.object({ userId: z.number(), commentGroupId: z.number() });
export type CommentGroupOpenedAnswer = z.infer<typeof commentGroupOpenedAnswerSchema>;
