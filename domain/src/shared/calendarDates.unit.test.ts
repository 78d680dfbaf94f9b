import { describe, expect, it } from 'vitest';
import { parseDateOnly, wholeMonthsBetween } from './calendarDates';

describe('wholeMonthsBetween: calendar months, a missing day counting as the month\'s last day', () => {
  it.each([
    { from: '2024-01-15', asOf: '2024-01-15', then: 0 },
    { from: '2024-01-15', asOf: '2024-02-14', then: 0 },
    { from: '2024-01-15', asOf: '2024-02-15', then: 1 },
    { from: '2024-01-15', asOf: '2024-04-14', then: 2 },
    { from: '2024-01-15', asOf: '2024-04-15', then: 3 },
    { from: '2024-01-31', asOf: '2024-02-28', then: 0 }, // leap year: Feb 29 is the 1-month day
    { from: '2024-01-31', asOf: '2024-02-29', then: 1 },
    { from: '2023-01-31', asOf: '2023-02-28', then: 1 },
    { from: '2024-01-31', asOf: '2024-04-29', then: 2 },
    { from: '2024-01-31', asOf: '2024-04-30', then: 3 },
    { from: '2024-02-29', asOf: '2024-08-28', then: 5 },
    { from: '2024-02-29', asOf: '2024-08-29', then: 6 },
    { from: '2024-02-29', asOf: '2025-02-28', then: 12 },
    { from: '2023-11-30', asOf: '2024-02-28', then: 2 },
    { from: '2023-11-30', asOf: '2024-02-29', then: 3 },
    { from: '2023-12-20', asOf: '2024-06-19', then: 5 }, // across a year end
    { from: '2023-12-20', asOf: '2024-06-20', then: 6 },
    { from: '2024-07-01', asOf: '2024-06-15', then: 0 }, // a future date counts as 0
  ])('$from -> $asOf = $then', ({ from, asOf, then }) => {
    expect(wholeMonthsBetween(from, asOf)).toBe(then);
  });
});

describe('parseDateOnly', () => {
  it.each([
    { value: '2024-02-29', then: { year: 2024, month: 2, day: 29 } },
    { value: '2023-02-29', then: null },
    { value: '2024-04-31', then: null },
    { value: '2024-13-01', then: null },
    { value: '2024-00-10', then: null },
    { value: '02-29-2024', then: null },
    { value: '2024-2-9', then: null },
    { value: '2024-02-29T00:00:00Z', then: null },
    { value: '1900-02-29', then: null },
    { value: '2000-02-29', then: { year: 2000, month: 2, day: 29 } },
  ])('$value', ({ value, then }) => {
    expect(parseDateOnly(value)).toEqual(then);
  });
});
