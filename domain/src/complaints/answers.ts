import { z } from 'zod';
/** One row of the complaints table (part 2 §2.7, §3). */
export interface ComplaintView {
  ID: number;
  complaint: string;
  DateAdded: string;
  isBlocking: boolean;
  employeeId: number;
  customerId: number;
  Employee: { ID: number; isTerminated: boolean; User: { ID: number | null; firstName: string; lastName: string } };
  Customer: { ID: number; User: { ID: number | null; firstName: string; lastName: string } };
}

export interface FindComplaintsResponse {
  complaints: ComplaintView[];
}

/** POST /api/v4/complaints/create and setBlocking: the complaint written. */
export interface ComplaintWritten {
  complaintId: number;
}

/** The complaints' writes. */
export const complaintWrittenAnswerSchema = z.object({ ID: z.number(), complaintId: z.number() });
export type ComplaintWrittenAnswer = z.infer<typeof complaintWrittenAnswerSchema>;
export const complaintBlockingAnswerSchema = z.object({ complaintId: z.number(), isBlocking: z.boolean() });
export type ComplaintBlockingAnswer = z.infer<typeof complaintBlockingAnswerSchema>;
