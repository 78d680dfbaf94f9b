import { BUILT_IN_USER_TYPES, DEFAULT_PERMISSIONS, USER_TYPE_IDS } from '../auth';
import type { UserTypeDefined } from './events';

/** The events that define the built-in user types with their default permissions (one per stream). */
export function builtInUserTypeEvents(): UserTypeDefined[] {
  return BUILT_IN_USER_TYPES.map((name) => ({
    type: 'UserTypeDefined',
    data: { id: USER_TYPE_IDS[name], name, permissions: [...DEFAULT_PERMISSIONS[name]] },
  }));
}
