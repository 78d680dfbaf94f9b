import { describe, expect, it } from 'vitest';
import { getCustomersQuerySchema } from './customerListQuery';

const parse = (query: Record<string, unknown>) => getCustomersQuerySchema.safeParse(query);
const message = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('getCustomers query', () => {
  it('defaults to the first page of 20, no sorting or filters', () => {
    expect(getCustomersQuerySchema.parse({})).toEqual({ page: 0, pageSize: 20, sorted: [], filtered: [] });
  });

  it('reads the query string shape TanStack Table sends', () => {
    expect(
      getCustomersQuerySchema.parse({
        page: '2',
        pageSize: '50',
        sorted: '[{"id":"lastName","desc":true},{"id":"firstName"}]',
        filtered: '[{"id":"name","value":" Smi "},{"id":"phone","value":2145}]',
      }),
    ).toEqual({
      page: 2,
      pageSize: 50,
      sorted: [
        { id: 'lastName', desc: true },
        { id: 'firstName', desc: false },
      ],
      filtered: [
        { id: 'name', value: 'Smi' },
        { id: 'phone', value: '2145' },
      ],
    });
  });

  it.each([
    [{ page: '-1' }, 'page must be a whole number of 0 or more.'],
    [{ page: 'x' }, 'page must be a whole number of 0 or more.'],
    [{ page: '1e30' }, 'page must be a whole number of 0 or more.'],
    [{ pageSize: '101' }, 'pageSize must be between 1 and 100.'],
    [{ pageSize: '0' }, 'pageSize must be between 1 and 100.'],
    [{ sorted: '[{"id":' }, 'The sorted parameter must be a JSON array of { id, desc }.'],
    [{ sorted: '{"id":"lastName"}' }, 'The sorted parameter must be a JSON array of { id, desc }.'],
    [{ sorted: '[{"id":"password"}]' }, 'The sorted parameter must be a JSON array of { id, desc }.'],
    [{ sorted: ['[]', '[]'] }, 'The sorted parameter must be a JSON array of { id, desc }.'],
    [{ filtered: 'nope' }, 'The filtered parameter must be a JSON array of { id, value }.'],
    [{ filtered: '[{"id":"ssn","value":"1"}]' }, 'The filtered parameter must be a JSON array of { id, value }.'],
    [{ filtered: '[{"id":"name","value":{"$ne":1}}]' }, 'The filtered parameter must be a JSON array of { id, value }.'],
  ])('%j -> 400 %s', (query, expected) => {
    expect(message(query)).toBe(expected);
  });
});
