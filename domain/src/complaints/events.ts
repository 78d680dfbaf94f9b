import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';
import { storableId, storableText } from '../shared/storable';
import { COMPLAINT_MAX } from './messages';

/** A complaint against an employee by a customer (part 2 §2.7, §3 "Complaint"). */
export const complaintCreatedSchema = z.object({
  complaintId: storableId(),
  customerId: storableId(),
  employeeId: storableId(),
  complaint: storableText().min(1).max(COMPLAINT_MAX),
  isBlocking: z.boolean(),
  createdByUserId: storableId().nullable(),
  createdAt: storableText(),
});
/** Blocking on: the stylist is never offered for the customer (part 1 §5 scheduling). */
export const complaintBlockingSetSchema = z.object({
  complaintId: storableId(),
  customerId: storableId(),
  employeeId: storableId(),
  isBlocking: z.boolean(),
  setAt: storableText(),
});

export type ComplaintCreated = DomainEvent<'ComplaintCreated', z.infer<typeof complaintCreatedSchema>>;
export type ComplaintBlockingSet = DomainEvent<'ComplaintBlockingSet', z.infer<typeof complaintBlockingSetSchema>>;
export type ComplaintEvent = ComplaintCreated | ComplaintBlockingSet;

/** For the event-schema registry. */
export const COMPLAINT_EVENT_SCHEMAS = {
  ComplaintCreated: complaintCreatedSchema,
  ComplaintBlockingSet: complaintBlockingSetSchema,
} as const;

export const complaintStream = (complaintId: number): string => `Complaint-${complaintId}`;
