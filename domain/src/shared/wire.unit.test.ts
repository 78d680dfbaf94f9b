import { describe, expect, it } from 'vitest';
import { fromSpecDate, fromSpecTime, toSpecDate, toSpecTime, fromSpecOrIsoDate } from './wire';

describe('appointment wire formats (part 1 §3: MM-DD-YYYY, h:mm A)', () => {
  it.each([
    ['03-08-2026', '2026-03-08'],
    ['12-31-2027', '2027-12-31'],
    ['02-29-2028', '2028-02-29'],
    ['02-30-2026', null],
    ['13-01-2026', null],
    ['2026-03-08', null],
    ['', null],
    [null, null],
  ])('date %s reads as %s', (given, expected) => {
    expect(fromSpecDate(given)).toBe(expected);
  });

  it.each([
    ['9:30 AM', '09:30'],
    ['12:00 AM', '00:00'],
    ['12:15 PM', '12:15'],
    ['11:59 pm', '23:59'],
    ['1:05PM', '13:05'],
    ['17:45', '17:45'],
    ['13:00 PM', null],
    ['0:30 AM', null],
    ['9:60 AM', null],
    ['noon', null],
  ])('time %s reads as %s', (given, expected) => {
    expect(fromSpecTime(given)).toBe(expected);
  });

  it('writes back what it reads', () => {
    expect(toSpecDate('2026-03-08')).toBe('03-08-2026');
    expect(toSpecTime('00:00')).toBe('12:00 AM');
    expect(toSpecTime('12:30')).toBe('12:30 PM');
    expect(toSpecTime('09:05')).toBe('9:05 AM');
    expect(toSpecTime('23:59')).toBe('11:59 PM');
    for (const t of ['00:00', '06:45', '12:00', '13:30', '23:59']) expect(fromSpecTime(toSpecTime(t))).toBe(t);
  });
});

describe('fromSpecOrIsoDate: the API date or a date input, one rule', () => {
  it.each([
    ['12-07-2026', '2026-12-07'],
    ['2026-12-07', '2026-12-07'],
    [' 2026-12-07 ', '2026-12-07'],
    ['2026-02-30', null],
    ['02-30-2026', null],
    ['12/07/2026', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (given, expected) => {
    expect(fromSpecOrIsoDate(given)).toBe(expected);
  });
});
