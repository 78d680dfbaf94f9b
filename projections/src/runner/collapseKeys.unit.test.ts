import { describe, expect, it } from 'vitest';
import { changesPayload, MAX_NOTIFY_BYTES, type ChangesPayload } from './collapseKeys';

const parse = (payload: string) => JSON.parse(payload) as ChangesPayload;

describe('changesPayload', () => {
  it('lists every key once when they fit', () => {
    const payload = parse(
      changesPayload('customers', '7/42', [
        { scope: 'customers', id: 1, ownerUserId: 9 },
        { scope: 'customers', id: 1, ownerUserId: 9 },
        { scope: 'customers', id: 2 },
      ]),
    );
    expect(payload).toEqual({
      projector: 'customers',
      position: '7/42',
      keys: [{ scope: 'customers', id: 1, ownerUserId: 9 }, { scope: 'customers', id: 2 }],
    });
  });

  it('drops ids but keeps each owner when the ids do not fit', () => {
    const keys = Array.from({ length: 3_000 }, (_, i) => ({ scope: 'pets', id: i, ownerUserId: i % 3 === 0 ? 5 : null }));
    const payload = changesPayload('pets', '1/1', keys);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    expect(parse(payload).keys).toEqual([{ scope: 'pets', ownerUserId: 5 }, { scope: 'pets' }]);
  });

  it('falls back to one key per scope when even the owners do not fit', () => {
    const keys = Array.from({ length: 3_000 }, (_, i) => ({ scope: i % 2 ? 'pets' : 'customers', id: i, ownerUserId: i }));
    const payload = changesPayload('pets', '1/1', keys);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    expect(parse(payload).keys).toEqual([{ scope: 'customers' }, { scope: 'pets' }]);
  });

  it('stays under the limit with multi-byte text', () => {
    const keys = Array.from({ length: 2_000 }, (_, i) => ({ scope: 'customers', id: `ñandú-😀-${i}` }));
    expect(Buffer.byteLength(changesPayload('customers', null, keys))).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
  });
});
