import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './urlListState';

const defaults = { name: '', sort: 'lastName', desc: false, page: 1 };

describe('list state in the URL', () => {
  it.each([
    ['', defaults],
    ['name=ada&sort=email&desc=1&page=3', { name: 'ada', sort: 'email', desc: true, page: 3 }],
    ['page=x&desc=0', defaults],
  ])('reads %s', (query, expected) => {
    expect(readListState(new URLSearchParams(query), defaults)).toEqual(expected);
  });

  it('writes only what differs from the defaults and keeps unrelated parameters', () => {
    const written = writeListState(new URLSearchParams('tab=2&page=4'), { ...defaults, name: 'ada lovelace', desc: true }, defaults);
    expect(written.toString()).toBe('tab=2&name=ada+lovelace&desc=1');
  });
});
