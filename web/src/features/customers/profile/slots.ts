import type { ReactNode } from 'react';
import type { UserDetails } from '@pawroute/domain';

/** The sub-routes of /dashboard/customers/{userId} (part 1 §2), overview first (the default). */
export const PROFILE_TABS = [
  'overview',
  'pets',
  'addresses',
  'phoneNumbers',
  'emailAddresses',
  'creditCards',
  'upcomingAppointments',
  'appointmentHistory',
  'estimateHistory',
  'transactionHistory',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Tabs whose content other features own (pets, contacts, appointments, estimates): the app composes them in (app/profileTabs.tsx). */
export type SlotTab =
  | 'pets'
  | 'addresses'
  | 'phoneNumbers'
  | 'emailAddresses'
  | 'creditCards'
  | 'upcomingAppointments'
  | 'appointmentHistory'
  | 'estimateHistory'
  | 'transactionHistory';

export const TAB_LABELS: Record<ProfileTab, string> = {
  overview: 'Overview',
  pets: 'Pets',
  addresses: 'Addresses',
  phoneNumbers: 'Phone Numbers',
  emailAddresses: 'Email Addresses',
  creditCards: 'Credit Cards',
  upcomingAppointments: 'Upcoming Appointments',
  appointmentHistory: 'Appointment History',
  estimateHistory: 'Estimate History',
  transactionHistory: 'Transaction History',
};

/** The person of a profile that is not a customer's: an employee's id is their user id (docs/DECISIONS.md). */
export interface ProfileEmployee {
  ID: number;
  name: string;
  emailAddress: string;
}

export interface ProfileContext {
  userId: number;
  customerId: number | null;
  user: UserDetails;
  /** False for a deleted profile and for viewers without the edit permission. */
  canEdit: boolean;
}

/**
 * What the profile screens render from other features. Features do not import each other: the app
 * builds these from the pets, contacts, comments and policies features and passes them down.
 */
export interface ProfileSlots {
  renderTab(tab: SlotTab, ctx: ProfileContext): ReactNode;
  /** Comments and ratings under the details on the overview. */
  renderOverviewExtras(ctx: ProfileContext): ReactNode;
  /** Under the balance: what it leaves out, e.g. a groom whose payment was voided (docs/DECISIONS.md "The ledger after a void"). */
  renderBalanceNotices?(ctx: ProfileContext): ReactNode;
  /** The portal's pet cards (4 per row or a list). */
  renderPortalPets(ctx: ProfileContext): ReactNode;
  renderPolicyModal(props: { userId: number; open: boolean; onClose(): void; handedOver: boolean }): ReactNode;
  /** Whether the customer has accepted the policies (null while unknown). */
  usePoliciesAccepted(userId: number, enabled: boolean): boolean | null;
  /** New Todo Item from the profile menu (the todo feature's modal). */
  renderNewTodo?(props: { customerId: number | null; open: boolean; onClose(): void }): ReactNode;
  /**
   * New Complaint from the profile menu (the complaints feature's modal). On a profile that is not a
   * customer's, customerId is null and `employee` is the profile's person.
   */
  renderNewComplaint?(props: { customerId: number | null; employee: ProfileEmployee | null; open: boolean; onClose(): void }): ReactNode;
  /** Send Transaction Summary from the profile menu (the transactions feature's dialog); `employee` as above. */
  renderSendSummary?(props: { customerId: number | null; employee: ProfileEmployee | null; open: boolean; onClose(): void }): ReactNode;
}
