import { describe, expect, it } from 'vitest';
import type { OmnisearchResult } from '@app/contract';
import { sampleResults } from './samples';
import { resultTarget } from './targets';

const base = { title: 't', subtitle: 's', relevance: 50 };
const r = (type: OmnisearchResult['type'], id: string, caseId: string | null): OmnisearchResult => ({ ...base, type, id, caseId });

describe('omnisearch result targets (spec §2)', () => {
  it('sends each type where the spec says', () => {
    expect(resultTarget(r('case', 'c1', 'c1'))).toBe('/cases/c1');
    expect(resultTarget(r('document', 'd1', 'c1'))).toBe('/cases/c1?document=d1');
    expect(resultTarget(r('person', 'u1', null))).toBe('/team?person=u1');
    expect(resultTarget(r('event', 'e1', 'c1'))).toBe('/cases/c1?event=e1');
  });

  it('opens a transcript document on /transcription for those who may open it, at the words searched for', () => {
    const transcript = { ...r('document', 'd2', 'c1'), title: 'Deposition of Dr. Liu — transcript.txt' };
    expect(resultTarget(transcript, { transcripts: true, q: 'invoice date' })).toBe('/transcription?document=d2&q=invoice+date');
    expect(resultTarget(transcript, { transcripts: false, q: 'invoice' })).toBe('/cases/c1?document=d2');
    expect(resultTarget(r('document', 'd1', 'c1'), { transcripts: true, q: 'x' })).toBe('/cases/c1?document=d1');
  });

  it('opens a case party (a person with a case) on the case’s Parties tab', () => {
    expect(resultTarget(r('person', 'c1:party:2', 'c1'))).toBe('/cases/c1?tab=parties');
  });
});

describe('sample results (spec §8)', () => {
  it('are four, filtered by the query and by the restricted case', () => {
    expect(sampleResults('', null)).toHaveLength(4);
    expect(sampleResults('JOHN SMITH', null).map((s) => s.type)).toEqual(['person']);
    expect(sampleResults('deposition', null).map((s) => s.type)).toEqual(['event']);
    expect(sampleResults('smith', 'sample-case-1').map((s) => s.type)).toEqual(['case', 'document']);
    expect(sampleResults('smith', 'another-case')).toEqual([]);
  });
});
