import type { AuditCheckpointRow, AuditRow } from '../../db/schema/index.js';

/** What the `data_retention_policy_applied` row written with a checkpoint says about it. */
export interface CheckpointDetails {
  policy: 'audit_retention';
  checkpoint_sequence: number;
  checkpoint_hash: string;
  rows_removed: number;
}

export const checkpointDetails = (checkpoint: Pick<AuditCheckpointRow, 'sequence' | 'hash' | 'rowsRemoved'>): CheckpointDetails => ({
  policy: 'audit_retention',
  checkpoint_sequence: checkpoint.sequence,
  checkpoint_hash: checkpoint.hash,
  rows_removed: checkpoint.rowsRemoved,
});

/** True when `row` is the retention row that records this checkpoint (its hash protects the claim). */
export function attestsCheckpoint(row: AuditRow, checkpoint: Pick<AuditCheckpointRow, 'sequence' | 'hash'>): boolean {
  if (row.action !== 'data_retention_policy_applied') return false;
  const details = row.details;
  return (
    details.policy === 'audit_retention' &&
    details.checkpoint_sequence === checkpoint.sequence &&
    details.checkpoint_hash === checkpoint.hash
  );
}
