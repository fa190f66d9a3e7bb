import { DEFAULT_FIRM_TIME_ZONE, FALLBACK_ORGANIZATION, type Organization, type User } from '@app/contract';
import { api } from '../api-client';

/** The firm as the shell needs it; `isFallback` marks the demo organization stand-in. */
export type FirmSummary = Pick<Organization, 'id' | 'name' | 'domain' | 'subscription_type' | 'max_users' | 'max_cases' | 'time_zone'> & {
  isFallback: boolean;
};

export const fallbackOrganization: FirmSummary = { ...FALLBACK_ORGANIZATION, time_zone: DEFAULT_FIRM_TIME_ZONE, isFallback: true };

/** Load the user's firm; if that fails, use the fallback demo organization. */
export async function loadOrganization(user: User): Promise<FirmSummary | null> {
  if (!user.organization_id) return null;
  try {
    const org = await api.get<Organization>('/organization');
    return {
      id: org.id,
      name: org.name,
      domain: org.domain,
      subscription_type: org.subscription_type,
      max_users: org.max_users,
      max_cases: org.max_cases,
      time_zone: org.time_zone,
      isFallback: false,
    };
  } catch (error) {
    console.warn('Organization could not be loaded; using the fallback organization', error);
    return fallbackOrganization;
  }
}
