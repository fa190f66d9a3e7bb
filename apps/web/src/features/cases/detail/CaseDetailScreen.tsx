import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import { useParams } from 'react-router';
import { useUrlParams } from '../../../lib/use-url-params';
import type { Case } from '@app/contract';
import { ApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/a11y/page-title';
import { notify } from '../../../lib/toast';
import { PageSpinner } from '../../../components/PageSpinner';
import { ScrollableTabs } from '../../../components/ScrollableTabs';
import { LoadError } from '../../../components/QueryStates';
import { useCase, useCaseEvents } from '../api';
import { CaseFormDialog } from '../CaseFormDialog';
import { caseCapabilities } from './case-capabilities';
import { CASE_TABS, paramsForTab, paramsWithDocument, paramsWithEvent, paramsWithPassage, passageFromValues, resolveTab, type CaseTabId } from './case-url';
import { HighlightsTab } from '../../highlights/HighlightsTab';
import { LawyerAnalysisTab } from '../../lawyer-analysis/LawyerAnalysisTab';
import { CustodiansTab } from '../../custodians/CustodiansTab';
import { CullingReportTab } from '../../custodians/CullingReportTab';
import { DeadlinesTab } from '../../deadlines/DeadlinesTab';
import { CaseCalendarTab } from '../../calendar/CaseCalendarTab';
import { CaseHeader } from './CaseHeader';
import { CaseNotFound } from './CaseNotFound';
import { DocumentsTab } from './DocumentsTab';
import { EventsTab } from './EventsTab';
import { OverviewTab } from './OverviewTab';
import { PartiesTab } from './PartiesTab';
import { TeamTab } from './TeamTab';

/** An id the API will not show this person (unknown, another firm's, not assigned, malformed). */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /cases/{caseId}: one matter, tab by tab. The tab, the open document (?document=) and the linked
 * event (?event=) live in the URL, so links from omnisearch, a reload and Back all land here.
 */
export function CaseDetailScreen() {
  const { caseId = '' } = useParams();
  const matter = useCase(caseId || null);
  if (matter.isPending) return <PageSpinner label="Loading case..." />;
  if (matter.isError && !matter.data) {
    if (isNotFound(matter.error)) return <CaseNotFound />;
    return <LoadError error={matter.error} what="the case" onRetry={() => void matter.refetch()} />;
  }
  // A different case in the same route starts with fresh tab state (filters, dialogs).
  return <CaseDetail key={matter.data.id} matter={matter.data} />;
}

function CaseDetail({ matter }: { matter: Case }) {
  const { user } = useAuth();
  const { selectedCaseId, setSelectedCaseId } = useAppContext();
  const [params, setParams] = useUrlParams();
  const [editing, setEditing] = useState(false);
  const eventsQuery = useCaseEvents(matter.id);
  usePageTitle(matter.name);

  const tab = resolveTab(params);
  const documentId = params.get('document');
  // Memoised on the raw values: a new object each render would re-open the viewer at the passage.
  const [passagePage, passageStart, passageEnd] = [params.get('page'), params.get('start'), params.get('end')];
  const focus = useMemo(() => passageFromValues(passagePage, passageStart, passageEnd), [passagePage, passageStart, passageEnd]);
  const eventId = params.get('event');
  const can = caseCapabilities(user?.role ?? 'viewer', matter.access_level);

  // Tabs and the viewer replace the entry rather than stacking one per click: Back leaves the case.
  const update = useCallback((next: (current: URLSearchParams) => URLSearchParams) => setParams(next, { replace: true }), [setParams]);
  const onMissingDocument = useCallback(() => {
    notify.error('Document not found');
    update((current) => paramsWithDocument(current, null));
  }, [update]);
  const onMissingEvent = useCallback(() => {
    notify.error('Event not found');
    update((current) => paramsWithEvent(current, null));
  }, [update]);

  const events = {
    data: eventsQuery.data?.events,
    isPending: eventsQuery.isPending,
    error: eventsQuery.error,
    refetch: () => void eventsQuery.refetch(),
    updatedAt: eventsQuery.dataUpdatedAt,
  };
  const selectThisCase = () => setSelectedCaseId(matter.id);

  return (
    <Stack spacing={3}>
      <CaseHeader
        matter={matter}
        can={can}
        isActiveCase={selectedCaseId === matter.id}
        onEdit={() => setEditing(true)}
        onSetActive={() => {
          selectThisCase();
          notify.success(`${matter.name} is now your active case`);
        }}
        onBeforeUpload={selectThisCase}
      />
      {matter.archived_at ? <Alert severity="info">This case is archived. It stays readable, and a partner can restore it from Case Management.</Alert> : null}

      <Box>
        <ScrollableTabs
          value={tab}
          onChange={(_e, next: CaseTabId) => update((current) => paramsForTab(current, next))}
          aria-label="Case sections"
          // Tighter tabs on phones; the seven do not all fit a 390-pixel screen, so the row scrolls (arrows, or a swipe; the selected tab is kept in view).
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, '& .MuiTab-root': { minWidth: 0, px: { xs: 1, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}
        >
          {CASE_TABS.map((t) => (
            <Tab
              key={t.id}
              value={t.id}
              label={t.id === 'documents' ? `${t.label} (${matter.document_count})` : t.label}
              id={`case-tab-${t.id}`}
              aria-controls={`case-panel-${t.id}`}
            />
          ))}
        </ScrollableTabs>
        <div role="tabpanel" id={`case-panel-${tab}`} aria-labelledby={`case-tab-${tab}`}>
          {tab === 'overview' ? <OverviewTab matter={matter} events={events} /> : null}
          {tab === 'parties' ? <PartiesTab matter={matter} canEdit={can.editCase} onEdit={() => setEditing(true)} /> : null}
          {tab === 'events' ? (
            <EventsTab
              caseId={matter.id}
              events={events}
              canEdit={can.editEvents}
              focusEventId={eventId}
              onFocusEvent={(id) => update((current) => paramsWithEvent(current, id))}
              onMissingEvent={onMissingEvent}
            />
          ) : null}
          {tab === 'deadlines' ? <DeadlinesTab caseId={matter.id} /> : null}
          {tab === 'calendar' ? <CaseCalendarTab caseId={matter.id} /> : null}
          {tab === 'team' ? <TeamTab caseId={matter.id} caseName={matter.name} /> : null}
          {tab === 'documents' ? (
            <DocumentsTab
              caseId={matter.id}
              can={can}
              documentId={documentId}
              focus={focus}
              onOpenDocument={(id) => update((current) => paramsWithDocument(current, id))}
              onMissingDocument={onMissingDocument}
              onBeforeUpload={selectThisCase}
            />
          ) : null}
          {tab === 'highlights' ? (
            <HighlightsTab caseId={matter.id} onOpenPassage={(id, passage) => update((current) => paramsWithPassage(current, id, passage))} />
          ) : null}
          {tab === 'lawyer-analysis' ? <LawyerAnalysisTab caseId={matter.id} /> : null}
          {tab === 'custodians' ? <CustodiansTab caseId={matter.id} /> : null}
          {tab === 'culling' ? <CullingReportTab caseId={matter.id} /> : null}
        </div>
      </Box>

      {editing ? <CaseFormDialog open initial={matter} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} /> : null}
    </Stack>
  );
}
