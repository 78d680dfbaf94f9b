import type { Permission } from '@pawroute/domain';

/**
 * The permissions tab's checkboxes, grouped and described as part 2 §6's table (with part 1 §6's
 * permissions placed in the group they belong to). A unit test checks that every permission is here once.
 */
export interface PermissionGroup {
  title: string;
  permissions: readonly { name: Permission; description: string }[];
}

export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    title: 'Employees and users',
    permissions: [
      { name: 'ViewEmployees', description: 'Employees section.' },
      { name: 'EditEmployees', description: 'Edit employee and stylist details; see comments and ratings on the employee overview.' },
      { name: 'EditUsers', description: 'Create-login-account control in the profile header (hidden for account-type users).' },
      { name: 'ViewUsers', description: 'Read user records.' },
      { name: 'DangerousEditing', description: 'Menu with Delete User.' },
      { name: 'RestoreProfiles', description: 'Restore Profile button.' },
      { name: 'MergeProfiles', description: 'Merge screen.' },
      { name: 'ViewPermissions', description: "The user-type selector (change a user's type, with EditUsers)." },
      { name: 'EditPermissions', description: 'User-type permission editor.' },
    ],
  },
  {
    title: 'Schedule and appointments',
    permissions: [
      { name: 'ViewDailyRoute', description: 'Schedule/daily route.' },
      { name: 'ViewAllAppointments', description: 'Appointments area. Only users with this permission load all appointments and live updates.' },
      { name: 'ViewAppointments', description: 'Estimate route.' },
      { name: 'StartAppointments', description: 'Start any appointment (otherwise only the assigned employee).' },
      { name: 'EditAppointments', description: 'Schedule button.' },
      { name: 'EditAppointmentStatus', description: "Change an appointment's status." },
      { name: 'DeleteAppointments', description: 'Delete appointments.' },
      { name: 'EditStandingAppointments', description: 'Create and change standing appointments.' },
      { name: 'ViewServiceIssues', description: 'Service issues list.' },
      { name: 'ViewAppointmentHistory', description: 'Appointment history.' },
      { name: 'ViewExceptions', description: 'Schedule exceptions calendar.' },
    ],
  },
  {
    title: 'Customers',
    permissions: [
      { name: 'ViewCustomers', description: 'Customers area.' },
      { name: 'ViewAllCustomers', description: 'The list of all customers.' },
      { name: 'EditCustomers', description: 'Edit customer details.' },
      { name: 'ViewCustomerDashboard', description: 'Customer pages (profile, information, estimates, appointments, transactions, documents).' },
      { name: 'ViewProfile', description: 'Own-profile access.' },
      { name: 'EditProfile', description: 'Edit own profile.' },
      { name: 'EditPets', description: 'Add and edit pets.' },
      { name: 'ViewComments', description: 'Read comments.' },
      { name: 'CreateComments', description: 'Add comments.' },
      { name: 'ViewRatings', description: 'Read ratings.' },
    ],
  },
  {
    title: 'Estimates and todo',
    permissions: [
      { name: 'EditEstimates', description: 'Create and save estimates.' },
      { name: 'ViewEstimates', description: 'Read estimates.' },
      { name: 'ViewTodoItems', description: 'Todo list with live updates.' },
      { name: 'EditTodoItems', description: 'New todo item from a profile.' },
    ],
  },
  {
    title: 'Transactions and balances',
    permissions: [
      { name: 'ViewAllTransactions', description: 'Transaction list.' },
      { name: 'CreateTransactions', description: 'Create transactions.' },
      { name: 'VoidTransactions', description: 'Void transactions.' },
      { name: 'RefundTransactions', description: 'Refund transactions.' },
      { name: 'SendTransactionSummaries', description: 'Send Transaction Summary.' },
      { name: 'SendInvoices', description: 'Send invoices.' },
      { name: 'ViewOutstandingBalances', description: 'Outstanding balances.' },
    ],
  },
  {
    title: 'Complaints',
    permissions: [
      { name: 'CreateComplaints', description: 'New Complaint.' },
      { name: 'ViewComplaints', description: 'Complaints screen.' },
      { name: 'EditComplaints', description: "Toggle a complaint's blocking flag." },
    ],
  },
  {
    title: 'Management and reports',
    permissions: [
      { name: 'ViewManagement', description: 'Management and employees group.' },
      { name: 'EditSettings', description: 'Management settings.' },
      { name: 'ViewAdminReports', description: 'Sales tax and payroll reports.' },
      { name: 'ViewManagerReports', description: 'Daily tips report.' },
      { name: 'ViewAuditLog', description: "The auditor's replay of the ledger history." },
    ],
  },
  {
    title: 'Phone',
    permissions: [{ name: 'UsePhoneSystem', description: 'Incoming call toasts and call buttons.' }],
  },
];
