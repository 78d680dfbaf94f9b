import { describe, expect, it } from 'vitest';
import { statusOptions } from './statusOptions';

describe('status dropdown options', () => {
  it('offers the statuses a scheduled appointment can reach', () => {
    expect(statusOptions('scheduled', { canStart: true }).map((o) => o.label)).toEqual([
      'Confirmed',
      'Rescheduled',
      'Cancelled',
      'In Progress',
      'Service Issue',
      'Standing Request',
    ]);
  });

  it('leaves out In Progress for a user who may not start it', () => {
    expect(statusOptions('confirmed', { canStart: false }).map((o) => o.action)).toEqual([
      'reschedule',
      'cancel',
      'createServiceIssue',
      'requestStanding',
    ]);
  });

  it('offers only resolving for a service issue and nothing for a completed one', () => {
    expect(statusOptions('serviceIssue', { canStart: true })).toEqual([{ action: 'resolveServiceIssue', label: 'Resolve Service Issue' }]);
    expect(statusOptions('completed', { canStart: true })).toEqual([]);
    expect(statusOptions('cancelled', { canStart: true })).toEqual([]);
  });
});
