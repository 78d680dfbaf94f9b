import { describe, expect, it } from 'vitest';
import { moveOrder } from './api';

const at = (appointmentId: number, start: string, end: string) => ({ appointmentId, start, end });

describe("accepting 'Suggest order': the order of the moves", () => {
  it('moves only what changes, each when its new time is free of appointments still to move', () => {
    const current = [at(1, '09:00', '10:00'), at(2, '10:30', '11:30'), at(3, '12:00', '13:00')];
    const proposed = [at(3, '09:00', '10:00'), at(1, '10:30', '11:30'), at(2, '12:00', '13:00')];
    // 3 -> 9:00 overlaps 1, 1 -> 10:30 overlaps 2, 2 -> 12:00 overlaps 3: a cycle, so 3 (the proposal's first)
    // moves; then 2's new time is free, and 1 goes last.
    expect(moveOrder(proposed, current).map((p) => p.appointmentId)).toEqual([3, 2, 1]);
    // Without a cycle the free move goes first.
    const shifted = [at(1, '09:00', '10:00'), at(2, '10:15', '11:15')];
    const later = [at(2, '11:00', '12:00'), at(1, '10:00', '11:00')];
    expect(moveOrder(later, shifted).map((p) => p.appointmentId)).toEqual([2, 1]);
    expect(moveOrder([at(1, '09:00', '10:00')], [at(1, '09:00', '10:00')])).toEqual([]);
  });
});
