import { describe, expect, it } from 'vitest';
import { stampPart } from './readModelStamp';

describe('stampPart: the part of a scope stamp that some of its projectors make', () => {
  const stamp = 'complaints:1:0/5,customers:4:0/900,employees:2:0/40,exceptions:1:-|16384,16390,-';
  it.each([
    [['employees'], 'employees:2:0/40|16384,16390,-'],
    [['customers', 'employees'], 'customers:4:0/900,employees:2:0/40|16384,16390,-'],
    [['exceptions'], 'exceptions:1:-|16384,16390,-'],
    [['nobody'], '|16384,16390,-'],
  ])('given the projectors %j, the part is %s', (projectors, part) => {
    expect(stampPart(stamp, projectors)).toBe(part);
  });
  it('moves when its own projector moves, not when another does', () => {
    const moved = stamp.replace('customers:4:0/900', 'customers:4:0/901');
    expect(stampPart(moved, ['employees'])).toBe(stampPart(stamp, ['employees']));
    expect(stampPart(moved, ['customers'])).not.toBe(stampPart(stamp, ['customers']));
  });
  it('an empty stamp (nothing projected yet) has an empty part', () => {
    expect(stampPart('', ['employees'])).toBe('|');
  });
});
