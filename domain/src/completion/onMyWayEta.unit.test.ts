import { describe, expect, it } from 'vitest';
import { onMyWayEta } from './onMyWayEta';

const TZ = 'America/Chicago';

describe('onMyWayEta: the En Route tap plus the drive, in the business\u2019s h:mm AM/PM (SCH-TZ)', () => {
  it.each<[string, string, number | null, string | null, string | null]>([
    ['5:35 PM CST plus a 25-minute drive: 6:00 PM, never 18:00', '2026-01-13T23:35:00Z', 25, '18:00', '6:00 PM'],
    ['9:50 AM CDT plus 17.6 minutes (rounded): 10:08 AM', '2026-07-01T14:50:00Z', 17.6, '10:30', '10:08 AM'],
    ['11:45 PM plus 30 minutes crosses midnight: 12:15 AM', '2026-01-14T05:45:00Z', 30, null, '12:15 AM'],
    ['no drive known: the appointment\u2019s start, 9:00 AM', '2026-01-13T14:30:00Z', null, '09:00:00', '9:00 AM'],
    ['no drive and no start: no ETA', '2026-01-13T14:30:00Z', null, null, null],
  ])('%s', (_name, at, minutes, start, then) => {
    expect(onMyWayEta(at, minutes, start, TZ)).toBe(then);
  });
});
