import { PERMISSIONS, type Permission } from './permissions';

/**
 * The built-in user types and their default permissions. The spec leaves this mapping open
 * (part 2 §6: "not shown"); these are our choices, editable later in Management > permissions.
 *
 * - Administrator: everything.
 * - Manager: everything but editing permissions of user types and the auditor's ViewAuditLog.
 * - Office: runs the day: customers, estimates, appointments, todo, transactions (no refunds/voids),
 *   complaints, balances; no management settings, merges, deletes or admin reports.
 * - Stylist: the daily route, their appointments and estimates, customers read-only, pets, comments.
 * - Customer: their own dashboard (profile, information, estimates, appointments, transactions).
 */
export const BUILT_IN_USER_TYPES = ['Administrator', 'Manager', 'Office', 'Stylist', 'Customer'] as const;
export type BuiltInUserType = (typeof BUILT_IN_USER_TYPES)[number];

/** Stable ids of the built-in user types (ids in routes are numeric). */
export const USER_TYPE_IDS: Record<BuiltInUserType, number> = {
  Administrator: 1,
  Manager: 2,
  Office: 3,
  Stylist: 4,
  Customer: 5,
};

const ALL = [...PERMISSIONS];

const OFFICE: Permission[] = [
  'ViewEmployees', 'EditUsers', 'ViewCustomerDashboard', 'ViewAllAppointments', 'ViewAppointments',
  'StartAppointments', 'EditAppointments', 'ViewTodoItems', 'EditTodoItems', 'ViewCustomers',
  'ViewAllCustomers', 'EditCustomers', 'ViewManagement', 'ViewAllTransactions', 'CreateTransactions',
  'SendTransactionSummaries', 'CreateComplaints', 'ViewComplaints', 'ViewOutstandingBalances',
  'ViewExceptions', 'EditEstimates', 'ViewEstimates', 'ViewProfile', 'EditProfile', 'UsePhoneSystem',
  'EditPets', 'EditAppointmentStatus', 'EditStandingAppointments', 'ViewServiceIssues',
  'ViewAppointmentHistory', 'SendInvoices', 'ViewUsers', 'ViewComments', 'CreateComments', 'ViewRatings',
];

// ViewAllCustomers: the customer list and its Customers link (part 1 §2), which the stylist had while
// the list needed ViewCustomers alone (docs/DECISIONS.md, "Permissions on the server").
const STYLIST: Permission[] = [
  'ViewDailyRoute', 'ViewAppointments', 'ViewCustomers', 'ViewAllCustomers', 'ViewEstimates', 'EditEstimates', 'ViewProfile',
  'EditPets', 'ViewComments', 'CreateComments', 'ViewRatings', 'CreateTransactions', 'ViewAppointmentHistory',
];

const CUSTOMER: Permission[] = ['ViewCustomerDashboard', 'ViewProfile', 'ViewEstimates', 'EditProfile'];

export const DEFAULT_PERMISSIONS: Record<BuiltInUserType, Permission[]> = {
  Administrator: ALL,
  Manager: ALL.filter((p) => p !== 'EditPermissions' && p !== 'ViewAuditLog'),
  Office: OFFICE,
  Stylist: STYLIST,
  Customer: CUSTOMER,
};
