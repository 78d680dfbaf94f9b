/**
 * Every permission named in either spec document, as one list. A user type is a set of these flags;
 * new user types start with every flag off (part 2 §3).
 */
export const PERMISSIONS = [
  // part 2 §6
  'ViewEmployees',
  'EditEmployees',
  'EditUsers',
  'DangerousEditing',
  'RestoreProfiles',
  'ViewDailyRoute',
  'ViewCustomerDashboard',
  'ViewAllAppointments',
  'ViewAppointments',
  'StartAppointments',
  'EditAppointments',
  'ViewTodoItems',
  'ViewCustomers',
  'ViewManagement',
  'EditSettings',
  'EditPermissions',
  'MergeProfiles',
  'ViewAllTransactions',
  'CreateTransactions',
  'VoidTransactions',
  'RefundTransactions',
  'SendTransactionSummaries',
  'CreateComplaints',
  'ViewComplaints',
  'EditComplaints',
  'ViewOutstandingBalances',
  'ViewAdminReports',
  'ViewManagerReports',
  'ViewExceptions',
  'EditTodoItems',
  'EditEstimates',
  'ViewEstimates',
  'ViewProfile',
  'UsePhoneSystem',
  // part 1 §2 and §6, not already above
  'ViewAllCustomers',
  'EditCustomers',
  'EditProfile',
  'EditPets',
  'ViewPermissions',
  'EditAppointmentStatus',
  'DeleteAppointments',
  'EditStandingAppointments',
  'ViewServiceIssues',
  'ViewAppointmentHistory',
  'SendInvoices',
  'ViewUsers',
  'ViewComments',
  'CreateComments',
  'ViewRatings',
  // the auditor's replay of the ledger history (Administrator by default)
  'ViewAuditLog',
] as const;

export type Permission = (typeof PERMISSIONS)[number];
export type PermissionFlags = Record<Permission, boolean>;

export const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);

export function permissionFlags(granted: readonly Permission[]): PermissionFlags {
  const flags = {} as PermissionFlags;
  for (const p of PERMISSIONS) flags[p] = granted.includes(p);
  return flags;
}
