import { describe, expect, it } from 'vitest';
import { isNewProfile } from './NewProfileBanner';

const now = Date.parse('2026-03-31T12:00:00.000Z');

describe('isNewProfile: the welcome banner shows for profiles made in the last 30 days', () => {
  it.each([
    ['2026-03-31T11:00:00.000Z', true],
    ['2026-03-02T12:00:01.000Z', true],
    ['2026-03-01T12:00:00.000Z', false],
    ['not a date', false],
  ])('%s -> %s', (createdAt, shown) => {
    expect(isNewProfile(createdAt, now)).toBe(shown);
  });
});
