import type { SessionUser } from '../../lib/session';
import { allows, isCustomerRole, type Access } from '../guards/access';

export interface NavItem {
  label: string;
  to: string;
  access: Access;
  /** Shown under this group's label when the user holds the group's permission (NAV_GROUPS). */
  group?: NavGroupName;
}

/**
 * Part 1 §2: the Users group (ViewManagement) holds Customers and Employees. Without ViewManagement a
 * permitted Customers link still shows, on its own.
 */
export const NAV_GROUPS = { Users: { allOf: ['ViewManagement'] } } as const satisfies Record<string, Access>;
export type NavGroupName = keyof typeof NAV_GROUPS;

/** Staff navigation (part 1 §2, part 2 §2.2): each item shows only with its permission. */
const STAFF_ITEMS: NavItem[] = [
  { label: 'Appointments', to: '/dashboard/appointments', access: { allOf: ['ViewAllAppointments'] } },
  { label: 'Schedule', to: '/dashboard/schedule', access: { allOf: ['ViewDailyRoute'] } },
  { label: 'Todo', to: '/dashboard/todoList', access: { allOf: ['ViewTodoItems'] } },
  { label: 'Customers', to: '/dashboard/customers', access: { allOf: ['ViewCustomers'] }, group: 'Users' },
  { label: 'Employees', to: '/dashboard/employees', access: { allOf: ['ViewManagement', 'ViewEmployees'] }, group: 'Users' },
  { label: 'New Estimate', to: '/dashboard/estimate', access: { allOf: ['EditEstimates', 'ViewEstimates'] } },
  { label: 'Transactions', to: '/dashboard/transactions', access: { allOf: ['ViewAllTransactions'] } },
  { label: 'Complaints', to: '/dashboard/complaints', access: { allOf: ['ViewComplaints'] } },
  { label: 'Management', to: '/dashboard/management', access: { allOf: ['ViewManagement', 'EditSettings'] } },
  { label: 'Reports', to: '/dashboard/reports', access: { anyOf: ['ViewAdminReports', 'ViewManagerReports'] } },
  { label: 'System', to: '/dashboard/system', access: { allOf: ['EditSettings'] } },
];

/** Customer-role links (ViewCustomerDashboard): profile, information, estimates, appointments, transactions. */
const customerItems = (user: SessionUser): NavItem[] => {
  const access: Access = { allOf: ['ViewCustomerDashboard'] };
  return [
    { label: 'Profile', to: `/dashboard/profile/${user.ID}`, access },
    { label: 'Information', to: `/dashboard/information/${user.ID}`, access },
    { label: 'Estimates', to: '/dashboard/estimates', access },
    { label: 'Appointments', to: '/dashboard/appointments', access },
    { label: 'Transactions', to: '/dashboard/transactions', access },
  ];
};

export function navItemsFor(user: SessionUser): NavItem[] {
  const items = isCustomerRole(user) ? customerItems(user) : STAFF_ITEMS;
  return items
    .filter((item) => allows(user, item.access))
    .map(({ group, ...item }) => (group && allows(user, NAV_GROUPS[group]) ? { ...item, group } : item));
}

/** Consecutive items of one group together, for the shell to draw under the group's label. */
export type NavEntry = { kind: 'item'; item: NavItem } | { kind: 'group'; label: NavGroupName; items: NavItem[] };

export function navEntries(items: NavItem[]): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const item of items) {
    const last = entries[entries.length - 1];
    if (!item.group) entries.push({ kind: 'item', item });
    else if (last?.kind === 'group' && last.label === item.group) last.items.push(item);
    else entries.push({ kind: 'group', label: item.group, items: [item] });
  }
  return entries;
}
