import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { DocumentDetail, DocumentSummary } from '@app/contract';
import { DocumentAnalysisPanel } from './DocumentAnalysisPanel';
import { DocumentDetailsPanel } from './DocumentDetailsPanel';
import { NearDuplicatesPanel } from '../collections/NearDuplicatesPanel';
import { ThreadPanel } from '../collections/ThreadPanel';
import { RedactionPanel } from '../redactions/RedactionPanel';
import type { PageJump } from './document-analysis';

export type SideTab = 'details' | 'analysis' | 'thread' | 'near-duplicates' | 'redactions';
const TABS: { value: SideTab; label: string }[] = [
  { value: 'details', label: 'Details' },
  { value: 'analysis', label: 'Analysis' },
  { value: 'thread', label: 'Thread' },
  { value: 'near-duplicates', label: 'Near-dups' },
  { value: 'redactions', label: 'Redactions' },
];

/** Beside the text (below it on phones): the file's details, or its analysis. The open tab is the viewer's (the Redactions tab shows the page view in place of the text). */
export function ViewerSidePanel({ doc, known, onOpen, onJump, tab, setTab }: { doc: DocumentDetail; known: readonly DocumentSummary[]; onOpen(id: string): void; onJump(jump: PageJump): void; tab: SideTab; setTab(tab: SideTab): void }) {
  const id = (value: SideTab, part: 'tab' | 'panel') => `document-viewer-${value}-${part}`;
  // The thread tab belongs to e-mail; every document may have near-duplicates.
  const tabs = TABS.filter((t) => t.value !== 'thread' || Boolean(doc.metadata.email));
  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs value={tab} onChange={(_e, next: SideTab) => setTab(next)} variant="scrollable" aria-label="About this document" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}>
        {tabs.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={id(t.value, 'tab')} aria-controls={id(t.value, 'panel')} sx={{ minHeight: 40 }} />
        ))}
      </Tabs>
      {/* Both panels exist for the tabs' aria-controls; only the open one has content (the analysis is read when opened). */}
      {tabs.map((t) => (
        <Box key={t.value} role="tabpanel" id={id(t.value, 'panel')} aria-labelledby={id(t.value, 'tab')} hidden={tab !== t.value}>
          {tab !== t.value ? null : t.value === 'details' ? (
            <DocumentDetailsPanel doc={doc} known={known} onOpen={onOpen} />
          ) : t.value === 'analysis' ? (
            <DocumentAnalysisPanel doc={doc} onJump={onJump} />
          ) : t.value === 'redactions' ? (
            <RedactionPanel doc={doc} />
          ) : t.value === 'thread' ? (
            <ThreadPanel documentId={doc.id} caseId={doc.case_id} onOpen={onOpen} />
          ) : (
            <NearDuplicatesPanel documentId={doc.id} caseId={doc.case_id} onOpen={onOpen} />
          )}
        </Box>
      ))}
    </Box>
  );
}
