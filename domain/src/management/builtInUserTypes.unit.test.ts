import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, USER_TYPE_IDS } from '../auth';
import { builtInUserTypeEvents } from './builtInUserTypes';
import { UserTypeDefinedSchema, userTypeStream } from './events';

describe('built-in user types', () => {
  it('defines the five built-in types with their ids and default permissions', () => {
    const events = builtInUserTypeEvents();
    expect(events.map((e) => [e.data.id, e.data.name])).toEqual([
      [1, 'Administrator'], [2, 'Manager'], [3, 'Office'], [4, 'Stylist'], [5, 'Customer'],
    ]);
    for (const e of events) {
      expect(UserTypeDefinedSchema.parse(e.data)).toEqual(e.data);
      expect(e.data.permissions).toEqual(DEFAULT_PERMISSIONS[e.data.name as keyof typeof USER_TYPE_IDS]);
    }
    expect(userTypeStream(4)).toBe('UserType-4');
  });

  it('refuses an unknown permission', () => {
    expect(() => UserTypeDefinedSchema.parse({ id: 6, name: 'Groomer', permissions: ['FlyVan'] })).toThrow();
  });
});
