import type { ReactNode } from 'react';
import type { EmployeeDetailsResponse } from '@pawroute/domain';

/** The sub-routes of /dashboard/employees/{userId} (part 2 §2.4), overview first (the default). */
export const EMPLOYEE_TABS = ['overview', 'stylistInformation', 'addresses', 'phoneNumbers', 'emailAddresses'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];
/** Tabs whose content the contacts feature owns: the app composes them in (app/employeeTabs.tsx). */
export type EmployeeContactTab = 'addresses' | 'phoneNumbers' | 'emailAddresses';

export const EMPLOYEE_TAB_LABELS: Record<EmployeeTab, string> = {
  overview: 'Overview',
  stylistInformation: 'Stylist Information',
  addresses: 'Addresses',
  phoneNumbers: 'Phone Numbers',
  emailAddresses: 'Email Addresses',
};

export interface EmployeeContext {
  /** = the staff user's userId (employees contract). */
  employeeId: number;
  userId: number;
  details: EmployeeDetailsResponse;
  /** EditEmployees and not deleted. */
  canEdit: boolean;
}

/**
 * What the employee screens render from other features (contacts, comments, exceptions). Features do
 * not import each other: the app builds these and passes them down.
 */
export interface EmployeeSlots {
  renderContactTab(tab: EmployeeContactTab, ctx: EmployeeContext): ReactNode;
  /** Comments and ratings under the details on the overview (only with EditEmployees, part 2 §2.4). */
  renderOverviewExtras(ctx: EmployeeContext): ReactNode;
  /** The 'Exceptions' button and its calendar modal (ViewExceptions). */
  renderExceptions(ctx: EmployeeContext): ReactNode;
}
