import type { AuditAction, RiskLevel } from './enums.js';

/**
 * Risk rules: failed login medium; case deletion high; document delete/share medium;
 * user deleted / role changed high; other user actions medium; the rest low.
 */
export function riskLevelFor(action: AuditAction): RiskLevel {
  switch (action) {
    case 'login_failed':
      return 'medium';
    case 'case_deleted':
      return 'high';
    case 'document_deleted':
    case 'document_shared':
      return 'medium';
    case 'user_deleted':
    case 'role_changed':
      return 'high';
    default:
      return action.startsWith('user_') ? 'medium' : 'low';
  }
}

/** Which compliance regimes an event is evidence for (shown and filterable in the audit trail). */
export function complianceTagsFor(action: AuditAction): string[] {
  const tags = new Set<string>(['SOC2']);
  if (action.startsWith('document_') || action.startsWith('case_')) tags.add('privilege');
  if (action.startsWith('user_') || action === 'data_export' || action === 'gdpr_request_processed') {
    tags.add('GDPR');
  }
  if (action.startsWith('login') || action.includes('password') || action.includes('two_factor')) {
    tags.add('access-control');
  }
  return [...tags];
}
