import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateChangedKeys } from '../../lib/liveInvalidation';
import { transactionKeys } from './api/keys';

const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);

describe("the transactions projector's pushed keys (a second office browser sees them without reload)", () => {
  const query = { startDate: '11-25-2026', endDate: '11-25-2026', page: 0, pageSize: 10, sorted: [], filtered: [] };
  const keys = [
    transactionKeys.list(query),
    transactionKeys.detail(41),
    transactionKeys.byCustomer(7),
    transactionKeys.outstanding('11-01-2026', '11-25-2026', 0, 10),
    ['user', 7, 'balance'],
    ['user', 8, 'balance'],
    ['user', 7, 'details'],
  ];
  const clientWith = () => {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData(key, { some: 'data' });
    return client;
  };

  it("{scope:'transactions', id: owner} refreshes every transactions read (a page is keyed by its own id) and the balances", () => {
    const client = clientWith();
    invalidateChangedKeys(client, [{ scope: 'transactions', id: 7 }]);
    expect(invalidated(client)).toEqual([transactionKeys.list(query), transactionKeys.detail(41), transactionKeys.byCustomer(7), transactionKeys.outstanding('11-01-2026', '11-25-2026', 0, 10)]);
  });

  it("{scope:'balances', id: owner} refreshes the balances and that user's profile balance only", () => {
    const client = clientWith();
    invalidateChangedKeys(client, [{ scope: 'balances', id: '7' }]);
    expect(invalidated(client)).toEqual([transactionKeys.outstanding('11-01-2026', '11-25-2026', 0, 10), ['user', 7, 'balance']]);
  });
});
