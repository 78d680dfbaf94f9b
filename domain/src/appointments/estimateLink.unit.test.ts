import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { SAMPLE_EVENT_DATA, sampleEvent } from '../testing/sampleEvents';
import { checkStream, CONTEXT } from '../testing/streamCheck';
import { decideEstimateLink, estimateLinkDecider, estimateReadOnlyMessage, evolveEstimateLink, type LinkEstimateAppointment } from './estimateLink';

/** An estimate's appointment on `Estimate-<id>`: one live appointment per estimate, decided under concurrency. */
const estimateId = SAMPLE_EVENT_DATA.EstimateSaved.estimateId;
const link = (appointmentId: number, goneAppointmentIds: number[] = []): LinkEstimateAppointment => ({
  type: 'LinkEstimateAppointment',
  data: { estimateId, appointmentId, goneAppointmentIds },
});
const decide = (events: DomainEvent[], command: LinkEstimateAppointment) =>
  estimateLinkDecider.decide(command, events.reduce(evolveEstimateLink, estimateLinkDecider.initialState()), CONTEXT);
const linked = (appointmentId: number): DomainEvent => ({ type: 'EstimateAppointmentLinked', data: { estimateId, appointmentId, linkedAt: CONTEXT.now } });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? [error.statusCode, error.message] : error;
  }
  return 'decided';
};

describe('EstimateAppointmentLinked', () => {
  const saved: DomainEvent = sampleEvent('EstimateSaved');

  it('links the first appointment of a saved estimate; none without a saved estimate', () => {
    expect(decide([saved], link(10))).toEqual([linked(10)]);
    expect(refusal(() => decide([], link(10)))).toEqual([404, 'Estimate not found.']);
  });

  it('refuses a second live appointment, also one linked by a concurrent create after this one read the stream', () => {
    expect(refusal(() => decide([saved, linked(10)], link(11)))).toEqual([409, 'This estimate already has an appointment.']);
    // The caller found 10 deleted: 11 may be linked; a repeat of 11 writes nothing.
    expect(decide([saved, linked(10)], link(11, [10]))).toEqual([linked(11)]);
    expect(decide([saved, linked(10), linked(11)], link(11, [10]))).toEqual([]);
  });

  it('says which terminal status froze the estimate', () => {
    expect(estimateReadOnlyMessage('serviceIssue')).toBe('This estimate is read-only: its appointment is Service Issue.');
    expect(estimateReadOnlyMessage('completed')).toBe('This estimate is read-only: its appointment is Completed.');
  });

  it('the Estimate stream with any event still answers', () => {
    const { decided, refused } = checkStream({
      initialState: estimateLinkDecider.initialState,
      evolve: evolveEstimateLink,
      decide: decideEstimateLink,
      events: [saved, linked(1)],
      commands: [link(2), link(2, [1]), link(1)],
    });
    expect(decided).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
