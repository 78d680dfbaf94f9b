import { PERMISSIONS } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { permissionsFromJson } from './permissionsFromJson';

describe('permissionsFromJson', () => {
  it('reads a list of granted names', () => {
    const flags = permissionsFromJson(['ViewCustomers', 'EditCustomers', 'NoSuchPermission']);
    expect(flags.ViewCustomers).toBe(true);
    expect(flags.EditCustomers).toBe(true);
    expect(flags.EditSettings).toBe(false);
    expect(Object.keys(flags)).toHaveLength(PERMISSIONS.length);
  });

  it('reads an object of flags, only `true` grants', () => {
    const flags = permissionsFromJson({ ViewCustomers: true, EditCustomers: false, EditSettings: 'yes' });
    expect(flags.ViewCustomers).toBe(true);
    expect(flags.EditCustomers).toBe(false);
    expect(flags.EditSettings).toBe(false);
  });

  it('reads JSON text, and grants nothing for garbage', () => {
    expect(permissionsFromJson('["ViewEmployees"]').ViewEmployees).toBe(true);
    expect(Object.values(permissionsFromJson('{not json')).some(Boolean)).toBe(false);
    expect(Object.values(permissionsFromJson(null)).some(Boolean)).toBe(false);
  });
});
