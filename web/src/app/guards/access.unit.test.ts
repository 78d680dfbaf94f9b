import { DEFAULT_PERMISSIONS, USER_TYPE_IDS, permissionFlags, type BuiltInUserType } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/session';
import { navEntries, navItemsFor } from '../shell/navItems';
import { allows, defaultDashboardPath } from './access';

const userOfType = (type: BuiltInUserType, ID = 42): SessionUser => ({
  ID,
  firstName: 'Pat',
  lastName: 'Doe',
  emailAddress: 'pat@example.com',
  userTypeId: USER_TYPE_IDS[type],
  UserType: type,
  isAccount: true,
  customerId: type === 'Customer' ? 9 : null,
  profilePictureUrl: null,
  permissions: permissionFlags(DEFAULT_PERMISSIONS[type]),
});

const labels = (user: SessionUser) => navItemsFor(user).map((item) => item.label);

describe('default dashboard route (part 2 §2.2)', () => {
  it.each([
    ['Administrator', '/dashboard/appointments'],
    ['Manager', '/dashboard/appointments'],
    ['Office', '/dashboard/appointments'],
    ['Stylist', '/dashboard/schedule'],
    ['Customer', '/dashboard/profile/42'],
  ] as const)('%s -> %s', (type, path) => {
    expect(defaultDashboardPath(userOfType(type))).toBe(path);
  });

  it('is null for a user type with none of the three permissions', () => {
    const user = { ...userOfType('Office'), permissions: permissionFlags(['ViewCustomers']) };
    expect(defaultDashboardPath(user)).toBeNull();
  });
});

describe('navigation by permission', () => {
  it('shows staff the areas their permissions open', () => {
    expect(labels(userOfType('Administrator'))).toEqual([
      'Appointments',
      'Schedule',
      'Routes',
      'Confirmations',
      'Todo',
      'Customers',
      'Employees',
      'New Estimate',
      'Transactions',
      'Booking requests',
      'Messages',
      'Reminders',
      'Complaints',
      'Outstanding Balances',
      'Deposits',
      'Management',
      'Reports',
      'System',
      'Audit',
    ]);
    expect(labels(userOfType('Office'))).toEqual([
      'Appointments',
      'Routes',
      'Confirmations',
      'Todo',
      'Customers',
      'Employees',
      'New Estimate',
      'Transactions',
      'Booking requests',
      'Messages',
      'Reminders',
      'Complaints',
      'Outstanding Balances',
      'Deposits',
    ]);
    expect(labels(userOfType('Stylist'))).toEqual(['Schedule', 'Customers', 'New Estimate']);
  });

  it('puts Customers and Employees in the Users group only with ViewManagement (part 1 §2)', () => {
    const groupOf = (user: SessionUser, label: string) => navItemsFor(user).find((item) => item.label === label)?.group;
    expect(groupOf(userOfType('Administrator'), 'Customers')).toBe('Users');
    expect(groupOf(userOfType('Administrator'), 'Employees')).toBe('Users');
    expect(groupOf(userOfType('Stylist'), 'Customers')).toBeUndefined();
    expect(navEntries(navItemsFor(userOfType('Administrator'))).filter((e) => e.kind === 'group')).toEqual([
      { kind: 'group', label: 'Users', items: [expect.objectContaining({ label: 'Customers' }), expect.objectContaining({ label: 'Employees' })] },
    ]);
  });

  it('shows customers their own portal links', () => {
    expect(labels(userOfType('Customer'))).toEqual(['Profile', 'Information', 'Estimates', 'Appointments', 'Book', 'Transactions']);
    expect(navItemsFor(userOfType('Customer', 7))[0]!.to).toBe('/dashboard/profile/7');
  });

  it('follows the permissions, not the type name', () => {
    const office = userOfType('Office');
    const noTodo = { ...office, permissions: { ...office.permissions, ViewTodoItems: false } };
    expect(labels(noTodo)).not.toContain('Todo');
  });
});

describe('allows', () => {
  const user = { ...userOfType('Office'), permissions: permissionFlags(['ViewCustomers', 'ViewManagement']) };
  it('needs every allOf and one anyOf', () => {
    expect(allows(user, { allOf: ['ViewCustomers'] })).toBe(true);
    expect(allows(user, { allOf: ['ViewCustomers', 'EditSettings'] })).toBe(false);
    expect(allows(user, { anyOf: ['EditSettings', 'ViewManagement'] })).toBe(true);
    expect(allows(user, { anyOf: ['EditSettings'] })).toBe(false);
    expect(allows(null, {})).toBe(false);
  });
});
