import { describe, expect, it } from 'vitest';
import { mergeProblem } from './MergePage';

const a = { ID: 1, name: 'A', detail: '' };
const b = { ID: 2, name: 'B', detail: '' };

describe('mergeProblem (part 2 §5.7)', () => {
  it.each([
    [null, null, 'A primary and duplicate profile must be selected'],
    [a, null, 'A primary and duplicate profile must be selected'],
    [null, b, 'A primary and duplicate profile must be selected'],
    [a, a, 'Cannot merge a profile with itself. Please select another profile.'],
    [a, b, null],
  ])('%j + %j -> %j', (primary, duplicate, problem) => {
    expect(mergeProblem(primary, duplicate)).toBe(problem);
  });
});
