import type { Permission } from '@pawroute/domain';

/** A screen's requirement: every permission in allOf and, when given, at least one in anyOf. */
export interface Access {
  allOf?: Permission[];
  anyOf?: Permission[];
}

export type NavGroupName = 'Users';

/** One dashboard screen: where it is, who may open it, and its navigation link (if it has one). */
export interface Screen {
  /** The navigation link's label. */
  label: string;
  /** The path the link opens (customer links add the user's id: see `to`). */
  path: string;
  /** Who may open the screen: the route guard (dashboardRoutes.tsx) and the navigation use this. */
  access: Access;
  /** Whose navigation shows it: staff or the customer role (part 1 §2). */
  nav: 'staff' | 'customer';
  /** Shown under this group's label when the user holds the group's permission (NAV_GROUPS). */
  group?: NavGroupName;
}

/**
 * The dashboard's screens and the permission each needs: one table for the routes and the navigation
 * (part 1 §2: "Navigation items appear only with the named permission"; part 2 §2.2). Every screen a
 * user may open is a link in their navigation, and no other (web/e2e/navigation.e2e.test.ts walks it).
 * Screens reached from another screen rather than the navigation: a customer's profile
 * (/dashboard/customers/{id}, ViewCustomers), an existing estimate, merge/{userId} (MergeProfiles,
 * from the profile menu), the reports' own pages (from Reports), and the developer outbox (dev mode only).
 * The server checks every call again (docs/PERMISSIONS.md).
 */
export const SCREENS = {
  appointments: { label: 'Appointments', path: '/dashboard/appointments', access: { allOf: ['ViewAllAppointments'] }, nav: 'staff' },
  schedule: { label: 'Schedule', path: '/dashboard/schedule', access: { allOf: ['ViewDailyRoute'] }, nav: 'staff' },
  // the office's view of a stylist's day on the road.
  route: { label: 'Routes', path: '/dashboard/route', access: { allOf: ['ViewAllAppointments'] }, nav: 'staff' },
  // who has confirmed the next two business days' appointments (a tab of the appointments area too).
  confirmations: { label: 'Confirmations', path: '/dashboard/appointments/confirmations', access: { allOf: ['ViewAllAppointments'] }, nav: 'staff' },
  todoList: { label: 'Todo', path: '/dashboard/todoList', access: { allOf: ['ViewTodoItems'] }, nav: 'staff' },
  // Part 1 §2: the list with ViewAllCustomers (its link shows for it even without ViewManagement); part 2
  // §2.2 and part 1 §2: the customers area (profiles) needs ViewCustomers. The list needs both.
  customers: {
    label: 'Customers',
    path: '/dashboard/customers',
    access: { allOf: ['ViewCustomers', 'ViewAllCustomers'] },
    nav: 'staff',
    group: 'Users',
  },
  // Part 2 §2.2: management and employees need ViewManagement; §2.4: the employees section ViewEmployees.
  employees: {
    label: 'Employees',
    path: '/dashboard/employees',
    access: { allOf: ['ViewManagement', 'ViewEmployees'] },
    nav: 'staff',
    group: 'Users',
  },
  // Part 2 §2.2 and §6: the estimate route needs ViewAppointments (docs/DECISIONS.md).
  estimate: { label: 'New Estimate', path: '/dashboard/estimate', access: { allOf: ['ViewAppointments'] }, nav: 'staff' },
  transactions: { label: 'Transactions', path: '/dashboard/transactions', access: { allOf: ['ViewAllTransactions'] }, nav: 'staff' },
  // Online booking's requests (docs/RULES.md OB-REQUEST): what scheduling needs.
  bookingRequests: { label: 'Booking requests', path: '/dashboard/bookingRequests', access: { allOf: ['EditAppointments'] }, nav: 'staff' },
  // Texts both ways, one thread per customer (docs/TEXTS.md): the spec's "Call and SMS".
  messages: { label: 'Messages', path: '/dashboard/messages', access: { allOf: ['UsePhoneSystem'] }, nav: 'staff' },
  // Appointment reminders sent by themselves (docs/TEXTS.md "Reminders"): the confirmation board's permission.
  reminders: { label: 'Reminders', path: '/dashboard/reminders', access: { allOf: ['ViewAllAppointments'] }, nav: 'staff' },
  complaints: { label: 'Complaints', path: '/dashboard/complaints', access: { allOf: ['ViewComplaints'] }, nav: 'staff' },
  outstandingBalances: {
    label: 'Outstanding Balances',
    path: '/dashboard/outstandingBalances',
    access: { allOf: ['ViewOutstandingBalances'] },
    nav: 'staff',
  },
  // The gateway's settled batches matched with the ledger: what the owner checks against the bank.
  deposits: { label: 'Deposits', path: '/dashboard/deposits', access: { allOf: ['ViewAllTransactions'] }, nav: 'staff' },
  management: { label: 'Management', path: '/dashboard/management', access: { allOf: ['ViewManagement', 'EditSettings'] }, nav: 'staff' },
  reports: { label: 'Reports', path: '/dashboard/reports', access: { anyOf: ['ViewAdminReports', 'ViewManagerReports'] }, nav: 'staff' },
  system: { label: 'System', path: '/dashboard/system', access: { allOf: ['EditSettings'] }, nav: 'staff' },
  // the auditor's replay of the ledger.
  audit: { label: 'Audit', path: '/dashboard/audit', access: { allOf: ['ViewAuditLog'] }, nav: 'staff' },
  // Part 1 §2: customer-role links (ViewCustomerDashboard) are profile, information, estimates,
  // appointments and transactions; ours: Book (online booking, docs/RULES.md "Online booking").
  ownProfile: { label: 'Profile', path: '/dashboard/profile', access: { allOf: ['ViewCustomerDashboard'] }, nav: 'customer' },
  ownInformation: { label: 'Information', path: '/dashboard/information', access: { allOf: ['ViewCustomerDashboard'] }, nav: 'customer' },
  ownEstimates: { label: 'Estimates', path: '/dashboard/estimates', access: { allOf: ['ViewCustomerDashboard'] }, nav: 'customer' },
  ownAppointments: { label: 'Appointments', path: '/dashboard/appointments', access: { allOf: ['ViewCustomerDashboard'] }, nav: 'customer' },
  ownBook: { label: 'Book', path: '/dashboard/book', access: { allOf: ['ViewCustomerDashboard'] }, nav: 'customer' },
  ownTransactions: { label: 'Transactions', path: '/dashboard/transactions', access: { allOf: ['ViewCustomerDashboard'] }, nav: 'customer' },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;

/** Part 1 §2: the Users group (ViewManagement) holds Customers and Employees. */
export const NAV_GROUPS = { Users: { allOf: ['ViewManagement'] } } as const satisfies Record<NavGroupName, Access>;

/** The customer-role links carry the user's id where the route takes one. */
export function screenLink(name: ScreenName, userId: number): string {
  return name === 'ownProfile' || name === 'ownInformation' ? `${SCREENS[name].path}/${userId}` : SCREENS[name].path;
}

/** Whether permissions (as a predicate) satisfy an Access. */
export function accessHeld(holds: (permission: Permission) => boolean, access: Access): boolean {
  if (access.allOf && !access.allOf.every(holds)) return false;
  if (access.anyOf && !access.anyOf.some(holds)) return false;
  return true;
}
