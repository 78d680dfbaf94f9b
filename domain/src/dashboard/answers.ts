import { z } from 'zod';

/**
 * GET /api/v4/dashboard/summary: the staff landing's counts, declared once (query-api builds it, the web
 * reads it). Each count is null when the actor may not see the list it counts (the landing then leaves
 * it out), so the summary tells nobody more than the lists would.
 */
export const dashboardSummarySchema = z.object({
  /** Customers (not deleted, not merged away): ViewCustomers. */
  customers: z.number().nullable(),
  /** Estimates saved today, the business's calendar day: ViewEstimates or ViewAppointments. */
  estimatesSavedToday: z.number().nullable(),
  /** Open complaints, the blocking ones: ViewComplaints. */
  openComplaints: z.number().nullable(),
  /** The business's date the counts are for (YYYY-MM-DD). */
  date: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
