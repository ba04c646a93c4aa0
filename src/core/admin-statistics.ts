import { z } from 'zod';

/** The admin dashboard's figures (GET /api/admin/statistics). */
export const adminStatisticsSchema = z.object({
  totalApplications: z.number(),
  pendingApplications: z.number(),
  processingApplications: z.number(),
  approvedApplications: z.number(),
  /** Families with some travellers granted and some refused. */
  partlyApprovedApplications: z.number(),
  rejectedApplications: z.number(),
  totalUsers: z.number(),
  /** Percentage of applications with a decision (approved, partly approved or rejected), one decimal. */
  applicationCompletionRate: z.number(),
  /** From 'submitted' to approval or rejection over the latest 1,000 decisions; 'N/A' when none; e.g. '1.5 days'. */
  averageProcessingTime: z.string(),
  averageProcessingHours: z.number().nullable(),
  /** Percentage change of the last 30 UTC days (today included) against the 30 before; null when the earlier period had none. */
  applicationsChange: z.number().nullable(),
  usersChange: z.number().nullable(),
  applicationsByCountry: z.array(z.object({ country: z.string(), count: z.number() })),
  recentActivity: z.array(
    z.object({
      type: z.enum([
        'application_submitted',
        'application_approved',
        'application_partly_approved',
        'application_rejected',
        'user_registered',
        'support_request',
      ]),
      date: z.string(),
      user: z.string(),
      reference: z.string().nullable(),
    }),
  ),
  applicationTrend: z.array(z.object({ date: z.string(), count: z.number() })),
  /**
   * Revenue by fee period (issue #35): each fee change that has started, newest first (at most 12),
   * with what the applications paid under it paid; `until` is the next change's start, null for the
   * one in force. `governmentFeesPence` is the part passed on to the Home Office.
   */
  revenueByFeePeriod: z.array(
    z.object({
      effectiveFrom: z.string(),
      until: z.string().nullable(),
      pricePence: z.number(),
      governmentFeePence: z.number(),
      applications: z.number(),
      travellers: z.number(),
      revenuePence: z.number(),
      governmentFeesPence: z.number(),
    }),
  ),
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;

/** '1.5 days' from 36 hours; under a day in hours. 'N/A' when there is no figure. */
export function formatProcessingTime(hours: number | null): string {
  if (hours === null) return 'N/A';
  if (hours < 24) return `${Math.round(hours * 10) / 10} hours`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}
