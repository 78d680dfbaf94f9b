import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { ComplaintEvent } from './events';
import { COMPLAINT_MAX, COMPLAINT_MESSAGES as M } from './messages';

/** The `Complaint-<id>` stream. */
export interface CreateComplaint {
  type: 'CreateComplaint';
  data: { complaintId: number; customerId: number; employeeId: number | null; complaint: string; isBlocking: boolean };
}
export interface SetComplaintBlocking {
  type: 'SetComplaintBlocking';
  data: { complaintId: number; isBlocking: boolean };
}
export type ComplaintCommand = CreateComplaint | SetComplaintBlocking;

export type ComplaintState =
  | { status: 'none' }
  | { status: 'open'; complaintId: number; customerId: number; employeeId: number; isBlocking: boolean };

export const initialComplaintState = (): ComplaintState => ({ status: 'none' });

/** Total: events this state does not read leave it unchanged. */
export function evolveComplaint(state: ComplaintState, anyEvent: DomainEvent): ComplaintState {
  const event = anyEvent as ComplaintEvent;
  switch (event.type) {
    case 'ComplaintCreated': {
      const { complaintId, customerId, employeeId, isBlocking } = event.data;
      return { status: 'open', complaintId, customerId, employeeId, isBlocking };
    }
    case 'ComplaintBlockingSet':
      return state.status === 'open' ? { ...state, isBlocking: event.data.isBlocking } : state;
    default:
      return state;
  }
}

export function decideComplaint(command: ComplaintCommand, state: ComplaintState, { now, actorUserId }: CommandContext): ComplaintEvent[] {
  switch (command.type) {
    case 'CreateComplaint': {
      if (state.status !== 'none') throw new DomainError(409, M.exists);
      const { complaintId, customerId, employeeId, isBlocking } = command.data;
      // Part 2 §5.7, in this order.
      if (employeeId === null) throw new DomainError(400, M.employeeRequired, { employeeId: M.employeeRequired });
      const complaint = command.data.complaint.trim();
      if (!complaint) throw new DomainError(400, M.explanationRequired, { complaint: M.explanationRequired });
      if (complaint.length > COMPLAINT_MAX) throw new DomainError(400, M.explanationTooLong, { complaint: M.explanationTooLong });
      return [{ type: 'ComplaintCreated', data: { complaintId, customerId, employeeId, complaint, isBlocking, createdByUserId: actorUserId, createdAt: now } }];
    }
    case 'SetComplaintBlocking': {
      if (state.status !== 'open') throw new DomainError(404, M.notFound);
      if (state.isBlocking === command.data.isBlocking) return [];
      const { complaintId, customerId, employeeId } = state;
      return [{ type: 'ComplaintBlockingSet', data: { complaintId, customerId, employeeId, isBlocking: command.data.isBlocking, setAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown complaint command ${JSON.stringify(unknown)}`);
    }
  }
}

export const complaintDecider: Decider<ComplaintCommand, ComplaintEvent, ComplaintState> = {
  initialState: initialComplaintState,
  evolve: evolveComplaint,
  decide: decideComplaint,
};
