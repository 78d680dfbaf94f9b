import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './importCircles';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('import circles', () => {
  it('finds a circle, and leaves a chain alone', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCircles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });

  it('there is none in the tree (every package, type-only imports included)', () => {
    expect(importCircles(importGraph(root))).toEqual([]);
  });
});
