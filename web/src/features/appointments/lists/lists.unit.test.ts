import { describe, expect, it } from 'vitest';
import { refusalOf } from '../pictures/AppointmentPicturesModal';
import { ratingText, timeRange } from '../../../lib/listFormat';
import { tallWindowPageSize } from '../../../lib/useTallWindowPageSize';

describe('the appointment lists', () => {
  it('page service issues and standings by 25 on a window taller than 1000 px, else 10 (part 1 §9)', () => {
    expect(tallWindowPageSize(1001)).toBe(25);
    expect(tallWindowPageSize(1000)).toBe(10);
    expect(tallWindowPageSize(800)).toBe(10);
  });

  it('show the waiting list rating to 2 decimals (part 1 §9)', () => {
    expect(ratingText(4.666666)).toBe('4.67');
    expect(ratingText(5)).toBe('5.00');
    expect(ratingText(null)).toBe('Not rated');
  });

  it('show a time range, or the start alone', () => {
    expect(timeRange('9:00 AM', '10:30 AM')).toBe('9:00\u00a0AM\u00a0– 10:30\u00a0AM');
    expect(timeRange('9:00 AM', null)).toBe('9:00\u00a0AM');
    expect(timeRange(null, null)).toBe('');
  });

  it('refuse a picture that is not an image or is over 5 MB before sending it (part 1 §5)', () => {
    expect(refusalOf({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(refusalOf({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch(/5 MB/);
    expect(refusalOf({ type: 'application/pdf', size: 10 })).toMatch(/Only image files/);
  });
});
