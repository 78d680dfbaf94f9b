import { describe, expect, it } from 'vitest';
import { allProjectors } from '@pawroute/projections';
import { chooseProjectors } from './rebuild';

describe('pawroute rebuild [projector ...]', () => {
  it('rebuilds every projector when none is named', () => {
    expect(chooseProjectors([]).map((p) => p.name)).toEqual(allProjectors.map((p) => p.name));
  });
  it('rebuilds only the named ones', () => {
    const name = allProjectors[0]!.name;
    expect(chooseProjectors([name]).map((p) => p.name)).toEqual([name]);
  });
  it('refuses an unknown name and lists the known ones', () => {
    expect(() => chooseProjectors(['nope'])).toThrow(/unknown projector nope; known: /);
  });
});
