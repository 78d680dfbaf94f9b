import { PERMISSIONS } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS } from './permissionGroups';

describe('the permissions tab groups', () => {
  it('show every permission exactly once, each with a description', () => {
    const shown = PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => p.name));
    expect([...shown].sort()).toEqual([...PERMISSIONS].sort());
    expect(PERMISSION_GROUPS.flatMap((g) => g.permissions).every((p) => p.description.length > 0)).toBe(true);
  });
});
