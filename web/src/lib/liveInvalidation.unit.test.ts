import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateChangedKeys } from './liveInvalidation';

function clientWith(keys: unknown[][]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { some: 'data' });
  return client;
}

const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);

describe('pushed changed keys -> TanStack Query invalidation', () => {
  const keys = [
    ['customers', 'list', { page: 0 }],
    ['customers', 'list', { page: 1 }],
    ['user', 7],
    ['user', 8],
    ['session'],
  ];

  it('a scope without an id invalidates everything under that scope', () => {
    const client = clientWith(keys);
    invalidateChangedKeys(client, [{ scope: 'customers' }]);
    expect(invalidated(client)).toEqual([
      ['customers', 'list', { page: 0 }],
      ['customers', 'list', { page: 1 }],
    ]);
  });

  it('a scope with an id invalidates that record and the scope lists, not other records', () => {
    const client = clientWith([...keys, ['user', 'list', { page: 0 }]]);
    invalidateChangedKeys(client, [{ scope: 'user', id: 7, ownerUserId: 7 }]);
    expect(invalidated(client)).toEqual([['user', 7], ['user', 'list', { page: 0 }]]);
  });

  it('a change to what the staff landing counts refreshes its counts', () => {
    const client = clientWith([...keys, ['dashboard', 'summary']]);
    invalidateChangedKeys(client, [{ scope: 'complaints', id: 3 }]);
    expect(invalidated(client)).toEqual([['dashboard', 'summary']]);
  });

  it('matches ids whether they arrive as numbers or strings', () => {
    const client = clientWith(keys);
    invalidateChangedKeys(client, [{ scope: 'user', id: '8' }]);
    expect(invalidated(client)).toEqual([['user', 8]]);
  });

  it('ignores scopes nobody has loaded, and malformed keys', () => {
    const client = clientWith(keys);
    invalidateChangedKeys(client, [{ scope: 'estimates' }, null as never, { id: 3 } as never]);
    expect(invalidated(client)).toEqual([]);
  });

  it('an appointment or standing change refreshes the day schedule, the estimates and the landing', () => {
    const client = clientWith([
      ['appointments', 'day', '2026-11-25', null],
      ['appointments', 'list', 'waiting', { page: 0 }],
      ['estimates', 12, { isCopy: false }],
      ['dashboard', 'summary'],
      ['customers', 'list', { page: 0 }],
    ]);
    invalidateChangedKeys(client, [{ scope: 'appointments', ownerUserId: 4 }]);
    expect(invalidated(client)).toEqual([
      ['appointments', 'day', '2026-11-25', null],
      ['appointments', 'list', 'waiting', { page: 0 }],
      ['estimates', 12, { isCopy: false }],
      ['dashboard', 'summary'],
    ]);
    const other = clientWith([['appointments', 'day', '2026-11-25', null], ['standings', 'list', { page: 0 }]]);
    invalidateChangedKeys(other, [{ scope: 'standings', ownerUserId: 4 }]);
    expect(invalidated(other)).toEqual([['appointments', 'day', '2026-11-25', null], ['standings', 'list', { page: 0 }]]);
  });
});
