import { useAuth } from '../../../lib/auth/auth-context';
import { caseLinkFor, type CaseLink } from '../../../lib/links';

/** The signed-in person's link to a case page (lib/links), or null where their role may not open it. */
export function useCaseLink(): CaseLink | null {
  const { user } = useAuth();
  return user ? caseLinkFor(user.role) : null;
}
