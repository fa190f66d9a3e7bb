import { useCallback, useEffect } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import { useUrlParams } from '../../lib/use-url-params';
import { mayManageDiscovery, type Case, type User } from '@app/contract';
import { PageSpinner } from '../../components/PageSpinner';
import { ScrollableTabs } from '../../components/ScrollableTabs';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { usePageTitle } from '../../lib/a11y/page-title';
import { useAppContext } from '../../lib/app-context';
import { useAuth } from '../../lib/auth/auth-context';
import { CaseSelector } from '../case-selector/CaseSelector';
import { useCase } from '../cases/api';
import { DISCOVERY_TABS, paramsForTab, paramsWithRequest, tabFromParams, type DiscoveryTabId } from './discovery-url';
import { PrivilegeLogTab } from './privilege-log/PrivilegeLogTab';
import { ProductionsTab } from './productions/ProductionsTab';
import { IncomingTab } from './incoming/IncomingTab';
import { RequestsTab } from './requests/RequestsTab';
import { ReviewTab } from './review/ReviewTab';
import { PageHeader } from '../../components/PageHeader';

/**
 * /discovery (viewer and above): a case's discovery requests with their deadlines, the review
 * coding of its documents, the Bates-stamped productions and the privilege log. Paralegals and
 * above with edit access change them; everyone else follows read-only.
 */
export function DiscoveryScreen() {
  const { user } = useAuth();
  usePageTitle('Discovery Documents');
  if (!user) return <PageSpinner />;
  return (
    <Stack spacing={2.5}>
      <PageHeader
        title="Discovery Documents"
        subtitle="Requests and their response deadlines, document review, Bates-stamped productions and the privilege log of what was withheld."
      />
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Case
        </Typography>
        <CaseSelector mode="full" allowCreate={false} />
      </Box>
      <ChosenCase user={user} />
    </Stack>
  );
}

function ChosenCase({ user }: { user: User }) {
  const { selectedCaseId: chosen, setSelectedCaseId } = useAppContext();
  const [params, setParams] = useUrlParams();
  // `?case=` (a link from the dashboard or elsewhere) makes that case the app's chosen case; it then
  // leaves the address, so picking another case in the selector is not overridden by the link.
  const linkedCase = params.get('case');
  useEffect(() => {
    if (!linkedCase) return;
    setSelectedCaseId(linkedCase);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('case');
        return next;
      },
      { replace: true },
    );
  }, [linkedCase, setSelectedCaseId, setParams]);
  const selectedCaseId = linkedCase ?? chosen;
  const matter = useCase(selectedCaseId);
  if (!selectedCaseId) return <Typography color="text.secondary">Choose a case to see its discovery.</Typography>;
  if (matter.isPending) return <LoadingRows rows={4} label="Loading the case" />;
  if (matter.isError) return <LoadError error={matter.error} what="the case" onRetry={() => void matter.refetch()} />;
  // Another case starts with fresh tab state (selection, filters, open dialogs).
  return <DiscoveryTabs key={matter.data.id} matter={matter.data} canManage={mayManageDiscovery(user.role, matter.data.access_level)} />;
}

function DiscoveryTabs({ matter, canManage }: { matter: Case; canManage: boolean }) {
  const [params, setParams] = useUrlParams();
  const tab = tabFromParams(params);
  const update = useCallback((next: (current: URLSearchParams) => URLSearchParams) => setParams(next, { replace: true }), [setParams]);
  const goTo = useCallback((next: DiscoveryTabId, requestId?: string) => update((current) => paramsForTab(current, next, requestId)), [update]);

  return (
    <Box>
      <ScrollableTabs
        value={tab}
        onChange={(_e, next: DiscoveryTabId) => goTo(next)}
        aria-label="Discovery sections"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5, '& .MuiTab-root': { minWidth: 0, px: { xs: 1.25, sm: 2 } } }}
      >
        {DISCOVERY_TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`discovery-tab-${t.id}`} aria-controls={`discovery-panel-${t.id}`} />
        ))}
      </ScrollableTabs>
      <div role="tabpanel" id={`discovery-panel-${tab}`} aria-labelledby={`discovery-tab-${tab}`}>
        {tab === 'requests' ? (
          <RequestsTab
            matter={matter}
            canManage={canManage}
            openRequestId={params.get('request')}
            onOpenRequest={(id) => update((current) => paramsWithRequest(current, id))}
            onReview={(requestId) => goTo('review', requestId)}
          />
        ) : null}
        {tab === 'review' ? <ReviewTab matter={matter} canManage={canManage} initialRequestId={params.get('for')} /> : null}
        {tab === 'productions' ? <ProductionsTab matter={matter} canManage={canManage} /> : null}
        {tab === 'incoming' ? <IncomingTab matter={matter} canManage={canManage} /> : null}
        {tab === 'privilege-log' ? <PrivilegeLogTab matter={matter} canManage={canManage} /> : null}
      </div>
    </Box>
  );
}
