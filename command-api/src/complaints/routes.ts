import {
  COMPLAINT_MESSAGES,
  complaintDecider,
  complaintStream,
  createComplaintSchema,
  customerStream,
  DomainError,
  setComplaintBlockingSchema,
  complaintBlockingAnswerSchema,
  complaintWrittenAnswerSchema,
} from '@pawroute/domain';
import { commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { assertEmployeeExists } from '../employees';

/** Complaints (part 2 §2.7, §5.7, §7.7): New Complaint from a customer profile, and the blocking toggle. */
export async function complaintsCommands(app: FastifyInstance): Promise<void> {
  // The spec shows no path for creating a complaint; this one follows complaints/findAll.
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/complaints/create',
    name: 'CreateComplaint',
    answer: complaintWrittenAnswerSchema,
    schema: createComplaintSchema,
    permission: 'CreateComplaints',
    async handle({ customerId, employeeId, complaint, isBlocking }, ctx) {
      const customer = await ctx.services.store.readStream(customerStream(customerId), { maxCount: 1 });
      if (customer.length === 0) throw new DomainError(404, COMPLAINT_MESSAGES.customerNotFound);
      await assertEmployeeExists(ctx, employeeId);
      const complaintId = await ctx.nextId('complaint');
      await ctx.execute(complaintStream(complaintId), complaintDecider, {
        type: 'CreateComplaint',
        data: { complaintId, customerId, employeeId, complaint, isBlocking },
      });
      return { ID: complaintId, complaintId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/complaints/setBlocking',
    name: 'SetComplaintBlocking',
    answer: complaintBlockingAnswerSchema,
    schema: setComplaintBlockingSchema,
    permission: 'EditComplaints',
    async handle({ complaintId, isBlocking }, ctx) {
      await ctx.execute(complaintStream(complaintId), complaintDecider, { type: 'SetComplaintBlocking', data: { complaintId, isBlocking } });
      return { complaintId, isBlocking };
    },
  });
}
