import { z } from 'zod';

/** A matter's conflict clearance: pending until someone records a decision (or the check found nothing). */
export const CLEARANCE_STATUSES = ['pending', 'cleared', 'waived', 'declined'] as const;
export const ClearanceStatusSchema = z.enum(CLEARANCE_STATUSES);
export type ClearanceStatus = z.infer<typeof ClearanceStatusSchema>;
export const CLEARANCE_STATUS_LABELS: Record<ClearanceStatus, string> = {
  pending: 'Conflict check pending',
  cleared: 'Cleared',
  waived: 'Waived',
  declined: 'Declined',
};
