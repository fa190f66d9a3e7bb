import { useCaseAnalysis, useEntities, useGaps, useTimeline } from '../api';
import type { CaseLink } from '../../../lib/links';
import type { Passage } from '../passage';
import { AnalysisFrame } from './AnalysisParts';
import { EntitiesView } from './EntitiesView';
import { GapsView } from './GapsView';
import { SummaryView } from './SummaryView';
import { TimelineView } from './TimelineView';

export type AnalysisView = 'summary' | 'timeline' | 'entities' | 'gaps';

/** One analysis of the chosen case; each is fetched only when its tab is open (they are audited reads). */
export function AnalysisPanel({ view, caseId, caseLink, onOpen }: { view: AnalysisView; caseId: string; caseLink: CaseLink | null; onOpen(p: Passage): void }) {
  const summary = useCaseAnalysis(caseId, view === 'summary');
  const timeline = useTimeline(caseId, view === 'timeline');
  const entities = useEntities(caseId, view === 'entities');
  const gaps = useGaps(caseId, view === 'gaps');
  switch (view) {
    case 'summary':
      return <AnalysisFrame query={summary} what="case summary">{(data) => <SummaryView analysis={data} />}</AnalysisFrame>;
    case 'timeline':
      return <AnalysisFrame query={timeline} what="timeline">{(data) => <TimelineView timeline={data} caseLink={caseLink} onOpen={onOpen} />}</AnalysisFrame>;
    case 'entities':
      return <AnalysisFrame query={entities} what="people, organisations and other names">{(data) => <EntitiesView data={data} onOpen={onOpen} />}</AnalysisFrame>;
    case 'gaps':
      return <AnalysisFrame query={gaps} what="gaps">{(data) => <GapsView data={data} onOpen={onOpen} />}</AnalysisFrame>;
  }
}
