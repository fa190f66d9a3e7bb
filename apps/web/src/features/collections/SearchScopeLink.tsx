import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { collectionSearchLink, type CollectionScope } from './search-link';

/** "Search this thread" / "Search this group": /search with that filter set, drawn only for roles that may open /search. */
export function SearchScopeLink({ caseId, scope, children }: { caseId: string; scope: CollectionScope; children: string }) {
  const { user } = useAuth();
  const href = user ? collectionSearchLink(user.role, caseId, scope) : null;
  if (!href) return null;
  return (
    <Button component={RouterLink} to={href} size="small" startIcon={<SearchIcon />} sx={{ alignSelf: 'flex-start' }}>
      {children}
    </Button>
  );
}
