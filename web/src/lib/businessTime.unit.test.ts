import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@pawroute/domain';
import { businessTimeZone, businessWallClock, setBusinessTimeZone } from './businessTime';

/** Rule "the business time zone is a setting": the web's now follows the server's zone, not the browser's. */
describe('the business wall clock', () => {
  it('starts at the default zone and takes the server\'s (a bad zone is ignored)', () => {
    expect(businessTimeZone()).toBe(DEFAULT_BUSINESS_TIME_ZONE);
    expect(setBusinessTimeZone('Not/AZone')).toBe(false);
    expect(setBusinessTimeZone('Pacific/Kiritimati')).toBe(true);
    expect(businessTimeZone()).toBe('Pacific/Kiritimati');
  });
  it('reads the business wall clock as UTC fields (the calendar draws business times in UTC)', () => {
    setBusinessTimeZone('America/Chicago');
    // 03:00 UTC on 28 Nov is 9:00 PM on 27 Nov in Chicago: the now line belongs at 21:00, not 3:00.
    expect(businessWallClock(new Date('2026-11-28T03:00:00Z')).toISOString()).toBe('2026-11-27T21:00:00.000Z');
    setBusinessTimeZone('Pacific/Kiritimati');
    expect(businessWallClock(new Date('2026-11-28T03:00:00Z')).toISOString()).toBe('2026-11-28T17:00:00.000Z');
  });
});
