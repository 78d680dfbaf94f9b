import { isPermission, permissionFlags, type Permission, type PermissionFlags } from '@pawroute/domain';

/**
 * `user_types.permissions` (jsonb) as flags. Accepts both shapes a projector may store: a list of
 * granted names (`["ViewCustomers", ...]`) or an object of flags (`{ "ViewCustomers": true }`).
 * Unknown names are ignored, so a permission removed from the code simply stops granting anything.
 */
export function permissionsFromJson(value: unknown): PermissionFlags {
  const parsed = typeof value === 'string' ? safeParse(value) : value;
  const granted: Permission[] = [];
  if (Array.isArray(parsed)) {
    for (const name of parsed) if (typeof name === 'string' && isPermission(name)) granted.push(name);
  } else if (parsed && typeof parsed === 'object') {
    for (const [name, on] of Object.entries(parsed)) if (on === true && isPermission(name)) granted.push(name);
  }
  return permissionFlags(granted);
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
