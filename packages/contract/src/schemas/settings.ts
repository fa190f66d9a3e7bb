import { z } from 'zod';
import { THEMES } from '../enums.js';
import { Timestamp } from './common.js';

/** An IANA zone name the runtime knows (e.g. "Europe/London"); checked per field so it reports beside other errors. */
export const Timezone = z.string().max(64).refine(isValidTimezone, 'Unknown time zone; use an IANA name such as Europe/London');

export const Preferences = z.object({
  theme: z.enum(THEMES),
  high_contrast: z.boolean(),
  reduced_motion: z.boolean(),
  timezone: Timezone,
  default_case_id: z.uuid().nullable(),
  language: z.string().max(16),
  date_format: z.enum(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD']),
});
export type Preferences = z.infer<typeof Preferences>;
export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'light',
  high_contrast: false,
  reduced_motion: false,
  timezone: 'UTC',
  default_case_id: null,
  language: 'en',
  date_format: 'MM/DD/YYYY',
};
export const UpdatePreferencesRequest = Preferences.partial();
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequest>;

function isValidTimezone(tz: string): boolean {
  if (tz.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const NotificationPreferences = z.object({
  email_case_updates: z.boolean(),
  email_document_processed: z.boolean(),
  email_deadline_reminders: z.boolean(),
  email_team_changes: z.boolean(),
  email_security_alerts: z.boolean(),
  in_app: z.boolean(),
  digest: z.enum(['none', 'daily', 'weekly']),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  email_case_updates: true,
  email_document_processed: true,
  email_deadline_reminders: true,
  email_team_changes: false,
  email_security_alerts: true,
  in_app: true,
  digest: 'daily',
};
export const UpdateNotificationsRequest = NotificationPreferences.partial();
export type UpdateNotificationsRequest = z.infer<typeof UpdateNotificationsRequest>;

export const ActiveSession = z.object({
  id: z.uuid(),
  device: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: Timestamp,
  last_used_at: Timestamp,
  expires_at: Timestamp,
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

export const SecuritySettings = z.object({
  /** True for password accounts: the web asks for the password when turning 2FA off. */
  has_password: z.boolean(),
  two_factor_enabled: z.boolean(),
  recovery_codes_remaining: z.number().int(),
  auth_provider: z.string(),
  password_changed_at: Timestamp.nullable(),
  sessions: z.array(ActiveSession),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;
export const SessionIdParam = z.object({ session_id: z.uuid() });
export const RevokeSessionsResponse = z.object({ revoked: z.number().int() });
