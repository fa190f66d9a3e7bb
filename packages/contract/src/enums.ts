/** Enumerations shared by server and web (entity fields and states). */
export const SUBSCRIPTION_STATUSES = ['active', 'trial', 'past_due', 'canceled', 'suspended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Who in a firm must sign in with a second factor (ASVS 4.3.1): a firm setting, enforced at sign-in. */
export const TWO_FACTOR_REQUIREMENTS = ['none', 'admins', 'everyone'] as const;
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS)[number];

export const SUBSCRIPTION_TYPES = ['trial', 'starter', 'professional', 'enterprise'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'canceled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const AUDIT_OUTCOMES = ['success', 'failure', 'partial', 'blocked', 'error'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RESOURCE_TYPES = [
  'authentication',
  'case',
  'document',
  'user',
  'organization',
  'search',
  'report',
  'system',
  'audit',
  'billing',
  'integration',
  'backup',
  'compliance',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const AUDIT_ACTIONS = [
  'login',
  'logout',
  'login_failed',
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'permission_granted',
  'permission_denied',
  'case_created',
  'case_viewed',
  'case_updated',
  'case_deleted',
  'case_archived',
  'case_assigned',
  'case_unassigned',
  'case_status_changed',
  'document_uploaded',
  'document_viewed',
  'document_downloaded',
  'document_updated',
  'document_deleted',
  'document_shared',
  'document_unshared',
  'document_encrypted',
  'document_decrypted',
  'search_performed',
  'search_export',
  'report_generated',
  'analytics_viewed',
  'user_created',
  'user_updated',
  'user_deleted',
  'user_invited',
  'user_activated',
  'user_deactivated',
  'role_changed',
  'organization_settings_changed',
  'organization_security_changed',
  'organization_billing_changed',
  'integration_added',
  'integration_removed',
  'backup_created',
  'data_export',
  'data_import',
  'system_config_changed',
  'security_alert',
  'audit_log_viewed',
  'compliance_report_generated',
  'data_retention_policy_applied',
  'gdpr_request_processed',
  // Product extensions beyond the original audit actions: distinct actions an auditor needs to tell apart.
  'invitation_canceled',
  'password_reset_requested',
  'session_revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUTH_PROVIDERS = ['email', 'google'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/** Case states, with their display colours. */
export const CASE_STATUSES = ['active', 'pending', 'on_hold', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type CasePriority = (typeof CASE_PRIORITIES)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
