import type { Invitation, InvitationStatus } from '@app/contract';
import type { InvitationRow } from '../../db/schema/index.js';

/** "expired" is not stored: it is a pending invitation whose link has run out. */
export function invitationStatus(row: InvitationRow, now = new Date()): InvitationStatus {
  if (row.status === 'pending' && row.expiresAt <= now) return 'expired';
  return row.status;
}

export function presentInvitation(row: InvitationRow, invitedByName: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    org_role: row.orgRole,
    status: invitationStatus(row),
    invited_by: invitedByName,
    expires_at: row.expiresAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
