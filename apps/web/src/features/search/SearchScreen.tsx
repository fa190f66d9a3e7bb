import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUrlParams } from '../../lib/use-url-params';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FilterList from '@mui/icons-material/FilterList';
import type { DocumentSearchHit, SearchSnippet, User } from '@app/contract';
import { EmptyState } from '../../components/QueryStates';
import { PageSpinner } from '../../components/PageSpinner';
import { useBelow } from '../../components/use-below';
import { usePageTitle } from '../../lib/a11y/page-title';
import { useAppContext } from '../../lib/app-context';
import { useAuth } from '../../lib/auth/auth-context';
import { notify } from '../../lib/toast';
import { DocumentViewer } from '../documents/DocumentViewer';
import { caseLinkFor, transcriptLinkFor } from '../../lib/links';
import { isTranscriptDocument } from '../../lib/transcript-links';
import { AnalysisPanel } from './analysis/AnalysisPanel';
import { useDocumentSearch, type SearchCall } from './api';
import { CasePicker } from './CasePicker';
import { FacetGroups } from './FacetGroups';
import { ModeSwitch } from './ModeSwitch';
import { passageTarget, type Passage } from './passage';
import { SearchBar } from './SearchBar';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import {
  activeFilterCount,
  applyFacet,
  CASE_BOUND_FILTERS,
  clearFilters,
  effectiveCase,
  facetActive,
  filtersPayload,
  readSearchState,
  withChange,
  writeSearchState,
  type SearchState,
  type SearchView,
} from './search-url';
import { PageHeader } from '../../components/PageHeader';

const VIEWS: { id: SearchView; label: string }[] = [
  { id: 'documents', label: 'Documents' },
  { id: 'summary', label: 'Summary' },
  { id: 'timeline', label: 'Timeline' },
  { id: 'entities', label: 'Entities' },
  { id: 'gaps', label: 'Gaps' },
];

/** /search (every signed-in role): document search, and the chosen case's timeline, entities, gaps and summary. */
export function SearchScreen() {
  const { user } = useAuth();
  usePageTitle('Search & Analysis');
  if (!user) return <PageSpinner />;
  return <SearchScreenFor user={user} />;
}

function SearchScreenFor({ user }: { user: User }) {
  const [params, setParams] = useUrlParams();
  const navigate = useNavigate();
  const { selectedCaseId, setSelectedCaseId } = useAppContext();
  const phone = useBelow('md');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const state = readSearchState(params);
  // `?case=&document=` opens that document in the viewer here: the link for roles the case page refuses (lib/links).
  const [viewing, setViewing] = useState<Passage | null>(() => linkedDocument(params));
  const caseId = effectiveCase(state, selectedCaseId);
  // Each change applies to the address as last written (useUrlParams), not as this render saw it: a
  // query and then a file type chosen before the page redraws both stay.
  const update = (change: (current: SearchState) => SearchState, replace = false) =>
    setParams((current) => writeSearchState(change(readSearchState(current))), { replace });

  // A link naming a case makes it the app's chosen case (the top bar agrees with the page); once
  // someone then picks another case in the top bar, the page follows that choice instead.
  const linkedCase = state.caseChoice && state.caseChoice !== 'all' ? state.caseChoice : null;
  useEffect(() => {
    if (linkedCase) setSelectedCaseId(linkedCase);
  }, [linkedCase, setSelectedCaseId]);
  const lastSelected = useRef(selectedCaseId);
  useEffect(() => {
    if (lastSelected.current === selectedCaseId) return;
    lastSelected.current = selectedCaseId;
    if (linkedCase && selectedCaseId !== linkedCase) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (selectedCaseId) next.set('case', selectedCaseId);
          else next.delete('case');
          next.delete('page');
          // A custodian, thread or group belongs to the case left behind.
          for (const key of ['custodian', 'thread', 'group']) next.delete(key);
          return next;
        },
        { replace: true },
      );
    }
  }, [selectedCaseId, linkedCase, setParams]);

  // A viewer's "Search this thread" (or group) link lands here with the viewer of /search still
  // open over the page: a new thread or group closes it, so the filtered search is what is seen.
  const scope = `${state.threadId}|${state.groupId}`;
  const lastScope = useRef(scope);
  useEffect(() => {
    if (lastScope.current === scope) return;
    lastScope.current = scope;
    setViewing(null);
  }, [scope]);

  const call: SearchCall | null = state.q ? { q: state.q, mode: state.mode, sort: state.sort, page: state.page, filters: filtersPayload(state, caseId) } : null;
  const search = useDocumentSearch(call);

  const openPassage = (p: Passage) => {
    const target = passageTarget(user.role, p);
    if (target.kind === 'page') void navigate(target.href);
    else setViewing(target.passage);
  };
  const openHit = (hit: DocumentSearchHit, snippet: SearchSnippet | null) => {
    // A transcript opens on /transcription at the moment the words are said (for those who may open it).
    const transcript = isTranscriptDocument(hit) ? transcriptLinkFor(user.role) : null;
    if (transcript) {
      void navigate(transcript(hit.document_id, snippet?.page_number ?? null, state.q));
      return;
    }
    openPassage({ caseId: hit.case_id, documentId: hit.document_id, page: snippet?.page_number ?? 1, start: snippet?.start, end: snippet?.end });
  };

  const chooseCase = (choice: string) => {
    if (choice !== 'all') setSelectedCaseId(choice);
    update((s) => withChange(s, { caseChoice: choice, ...(choice === caseId ? {} : CASE_BOUND_FILTERS) }));
  };
  // A submitted search names its case in the URL, so the link means the same to whoever opens it.
  const submit = (q: string) => update((s) => withChange(s, { q, caseChoice: s.caseChoice ?? caseId }));

  const filterCount = activeFilterCount(state);
  const sidePanel = (
    <Stack spacing={3}>
      <SearchFilters
        state={state}
        caseId={caseId}
        facetTypes={search.data?.facets.file_type.map((f) => f.value) ?? []}
        // Applied to the URL as it is now, not as this render saw it: two quick changes (a custodian,
        // then a folder) both stay.
        onChange={(patch) => setParams((current) => writeSearchState(withChange(readSearchState(current), patch)))}
        onClear={() => update(clearFilters)}
      />
      {search.data && state.q ? (
        <>
          <Divider />
          <FacetGroups
            facets={search.data.facets}
            isActive={(facet, value) => facetActive(state, facet, value, caseId)}
            onApply={(facet, value) => {
              if (facet === 'case') setSelectedCaseId(value);
              update((s) => applyFacet(facet === 'case' && value !== caseId ? { ...s, ...CASE_BOUND_FILTERS } : s, facet, value));
            }}
          />
        </>
      ) : null}
    </Stack>
  );

  return (
    <Stack spacing={2.5}>
      <PageHeader title="Search & Analysis" subtitle="Find passages across your cases' documents, and see a case's timeline, people and missing pieces." />

      <CasePicker caseId={caseId} onChange={chooseCase} />

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={state.view}
          onChange={(_e, view: SearchView) => update((s) => ({ ...s, view }))}
          variant={phone ? 'scrollable' : 'standard'}
          scrollButtons={phone ? true : false}
          allowScrollButtonsMobile
          aria-label="Search and analysis views"
        >
          {VIEWS.map((v) => (
            <Tab key={v.id} value={v.id} label={v.label} id={`search-tab-${v.id}`} aria-controls={`search-panel-${v.id}`} />
          ))}
        </Tabs>
      </Box>

      <Box role="tabpanel" id={`search-panel-${state.view}`} aria-labelledby={`search-tab-${state.view}`}>
        {state.view === 'documents' ? (
          <Stack spacing={2}>
            <SearchBar query={state.q} onSubmit={submit} />
            <ModeSwitch mode={state.mode} onChange={(mode) => update((s) => withChange(s, { mode }))} engineFromResults={search.data?.embedding_engine ?? null} />
            {phone ? (
              <Box>
                <Button
                  variant="outlined"
                  onClick={() => setFiltersOpen((o) => !o)}
                  aria-expanded={filtersOpen}
                  aria-controls="search-filter-panel"
                  startIcon={
                    <Badge badgeContent={filterCount} color="primary">
                      <FilterList />
                    </Badge>
                  }
                >
                  {filtersOpen ? 'Hide filters' : 'Filters'}
                </Button>
                <Collapse in={filtersOpen} id="search-filter-panel">
                  <Paper variant="outlined" sx={{ p: 2, mt: 1.5 }}>
                    {sidePanel}
                  </Paper>
                </Collapse>
              </Box>
            ) : null}
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }, alignItems: 'start' }}>
              {!phone ? <Box sx={{ position: 'sticky', top: 86 }}>{sidePanel}</Box> : null}
              <SearchResults
                state={state}
                query={search}
                onSort={(sort) => update((s) => withChange(s, { sort }))}
                onPage={(page) => {
                  update((s) => ({ ...s, page }));
                  window.scrollTo?.({ top: 0 });
                }}
                onOpen={openHit}
                caseId={caseId}
                onOpenDocument={(documentId) => caseId && openPassage({ caseId, documentId, page: 1 })}
              />
            </Box>
          </Stack>
        ) : caseId ? (
          <AnalysisPanel view={state.view} caseId={caseId} caseLink={caseLinkFor(user.role)} onOpen={openPassage} />
        ) : (
          <EmptyState title="Choose a case">The timeline, entities, gaps and summary belong to one case: choose it in the Case list above.</EmptyState>
        )}
      </Box>

      {viewing ? (
        <DocumentViewer
          documentId={viewing.documentId}
          caseId={viewing.caseId}
          canDelete={false}
          canReprocess={false}
          known={[]}
          focus={{ page: viewing.page, start: viewing.start ?? 0, end: viewing.end ?? 0 }}
          onOpen={(id) => setViewing({ caseId: viewing.caseId, documentId: id, page: 1 })}
          onClose={() => {
            setViewing(null);
            if (params.has('document')) setParams((current) => withoutDocument(current), { replace: true });
          }}
          onMissing={() => {
            setViewing(null);
            notify.error('That document is no longer available.');
          }}
        />
      ) : null}
    </Stack>
  );
}

function linkedDocument(params: URLSearchParams): Passage | null {
  const caseId = params.get('case');
  const documentId = params.get('document');
  return caseId && documentId && caseId !== 'all' ? { caseId, documentId, page: 1 } : null;
}

function withoutDocument(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('document');
  return next;
}
