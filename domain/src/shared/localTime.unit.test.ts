import { describe, expect, it } from 'vitest';
import { instantOfLocal, localWallClock } from './localTime';

/** What Intl says, formatted afresh for every instant (the kept offsets must agree with it). */
const formats = new Map<string, Intl.DateTimeFormat>();
function intlWallClock(instant: number, timeZone: string): string {
  if (!formats.has(timeZone)) {
    formats.set(timeZone, new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
  }
  const p = Object.fromEntries(formats.get(timeZone)!.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

// Zones with an hour's change, a half hour's (Lord Howe), a change at 00:01 local (St John's until 2011),
// a quarter-hour offset (Kathmandu) and none (UTC).
const ZONES = ['America/Chicago', 'Europe/London', 'Australia/Lord_Howe', 'America/St_Johns', 'Asia/Kathmandu', 'UTC'];

describe('localWallClock: the offsets kept per minute give what Intl gives', () => {
  it.each(ZONES)('%s, every 97 min 13 s through 2010 and 2026 and around their changes', (zone) => {
    const wrong: number[] = [];
    for (const year of [2010, 2026]) {
      const from = Date.UTC(year, 0, 1);
      const to = Date.UTC(year + 1, 0, 1);
      // A coarse walk of the year (odd step: instants inside minutes, never only at their starts) ...
      for (let t = from; t < to; t += 97 * 60_000 + 13_000) if (localWallClock(t, zone) !== intlWallClock(t, zone)) wrong.push(t);
    }
    expect(wrong.map((t) => new Date(t).toISOString())).toEqual([]);
  });

  it.each(ZONES)('%s, every 20 s across each change of 2026', (zone) => {
    // ... and every instant near where the offset moves, found by comparing hours apart.
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2027, 0, 1);
    const wrong: number[] = [];
    const offset = (t: number) => Date.parse(`${intlWallClock(t, zone)}:00Z`) - Math.floor(t / 60_000) * 60_000;
    for (let t = from; t < to; t += 3_600_000) {
      if (offset(t) === offset(t + 3_600_000)) continue;
      for (let s = t - 3_600_000; s < t + 2 * 3_600_000; s += 20_000) if (localWallClock(s, zone) !== intlWallClock(s, zone)) wrong.push(s);
    }
    expect(wrong.map((t) => new Date(t).toISOString())).toEqual([]);
  });
});

describe('instantOfLocal over a change', () => {
  it.each([
    // given a wall time in Chicago, when converted, then that instant (CDT starts 2026-03-08 02:00 → 03:00)
    ['2026-03-07', '10:00', '2026-03-07T16:00:00.000Z'],
    ['2026-03-08', '10:00', '2026-03-08T15:00:00.000Z'],
    ['2026-11-01', '00:30', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01', '10:00', '2026-11-01T16:00:00.000Z'],
  ])('%s %s in Chicago is %s', (date, time, iso) => {
    expect(new Date(instantOfLocal(date, time, 'America/Chicago')).toISOString()).toBe(iso);
  });

});
