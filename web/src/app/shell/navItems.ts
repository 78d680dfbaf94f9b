import type { SessionUser } from '../../lib/session';
import { allows, isCustomerRole, type Access } from '../guards/access';
import { NAV_GROUPS, SCREENS, screenLink, type NavGroupName, type Screen, type ScreenName } from '../screens';

export { NAV_GROUPS, type NavGroupName };

export interface NavItem {
  label: string;
  to: string;
  access: Access;
  /** Shown under this group's label when the user holds the group's permission (NAV_GROUPS). */
  group?: NavGroupName;
}

const screens = Object.entries(SCREENS) as [ScreenName, Screen][];

/**
 * The navigation is the screens table (../screens.ts) filtered by the user's permissions: staff links
 * for staff, the customer-role links for the customer role (part 1 §2). Without ViewManagement a
 * permitted Customers link still shows, on its own.
 */
export function navItemsFor(user: SessionUser): NavItem[] {
  const role = isCustomerRole(user) ? 'customer' : 'staff';
  return screens
    .filter(([, screen]) => screen.nav === role && allows(user, screen.access))
    .map(([name, screen]): NavItem => {
      const item: NavItem = { label: screen.label, to: screenLink(name, user.ID), access: screen.access };
      return screen.group && allows(user, NAV_GROUPS[screen.group]) ? { ...item, group: screen.group } : item;
    });
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
