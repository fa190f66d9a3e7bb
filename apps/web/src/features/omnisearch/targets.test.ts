import { describe, expect, it } from 'vitest';
import { mayOpenPage, ROLES, type OmnisearchResult } from '@app/contract';
import { pageOfPath } from '../../lib/links';
import { sampleResults } from './samples';
import { resultTarget } from './targets';

const base = { title: 't', subtitle: 's', relevance: 50 };
const r = (type: OmnisearchResult['type'], id: string, caseId: string | null): OmnisearchResult => ({ ...base, type, id, caseId });

describe('omnisearch result targets', () => {
  it('sends each type where the spec says, for a role that opens the case page', () => {
    expect(resultTarget('associate', r('case', 'c1', 'c1'))).toBe('/cases/c1');
    expect(resultTarget('associate', r('document', 'd1', 'c1'))).toBe('/cases/c1?document=d1');
    expect(resultTarget('associate', r('person', 'u1', null))).toBe('/team?person=u1');
    expect(resultTarget('associate', r('event', 'e1', 'c1'))).toBe('/cases/c1?event=e1');
  });

  it('sends viewers and paralegals, whom the case page refuses, to the same item on Search & Analysis', () => {
    for (const role of ['viewer', 'paralegal'] as const) {
      expect(resultTarget(role, r('case', 'c1', 'c1'))).toBe('/search?case=c1');
      expect(resultTarget(role, r('document', 'd1', 'c1'))).toBe('/search?case=c1&document=d1');
      expect(resultTarget(role, r('event', 'e1', 'c1'))).toBe('/search?case=c1&view=timeline');
      expect(resultTarget(role, r('person', 'c1:party:2', 'c1'))).toBe('/search?case=c1');
      // /team is for associates and above: a member is searched for by name instead.
      expect(resultTarget(role, { ...r('person', 'u1', null), title: 'Dana Reyes' })).toBe('/search?q=Dana+Reyes');
    }
  });

  it('opens a transcript document on /transcription for those who may open it, at the words searched for', () => {
    const transcript = { ...r('document', 'd2', 'c1'), title: 'Deposition of Dr. Liu.m4a — transcript.txt', transcript: true };
    expect(resultTarget('paralegal', transcript, { transcripts: true, q: 'invoice date' })).toBe('/transcription?document=d2&q=invoice+date');
    expect(resultTarget('associate', transcript, { transcripts: false, q: 'invoice' })).toBe('/cases/c1?document=d2');
    // A viewer's transcript hit used to land on the case page's Access Denied.
    expect(resultTarget('viewer', transcript, { transcripts: false, q: 'invoice' })).toBe('/search?case=c1&document=d2');
    expect(resultTarget('associate', r('document', 'd1', 'c1'), { transcripts: true, q: 'x' })).toBe('/cases/c1?document=d1');
    // The server's field decides, not the name: a document that only looks like a transcript is a document.
    const namedLikeOne = { ...r('document', 'd3', 'c1'), title: 'Call with Dr. Liu — transcript.txt' };
    expect(resultTarget('associate', namedLikeOne, { transcripts: true, q: 'x' })).toBe('/cases/c1?document=d3');
  });

  it('opens a case party (a person with a case) on the case’s Parties tab', () => {
    expect(resultTarget('partner', r('person', 'c1:party:2', 'c1'))).toBe('/cases/c1?tab=parties');
  });

  it('never leads a role to a page its guard refuses', () => {
    const results = [r('case', 'c1', 'c1'), r('document', 'd1', 'c1'), r('event', 'e1', 'c1'), r('person', 'u1', null), r('person', 'c1:party:2', 'c1')];
    for (const role of ROLES) {
      for (const result of results) {
        const page = pageOfPath(resultTarget(role, result));
        expect(page && mayOpenPage(role, page), `${role} ${result.type}`).toBe(true);
      }
    }
  });
});

describe('sample results', () => {
  it('are four, filtered by the query and by the restricted case', () => {
    expect(sampleResults('', null)).toHaveLength(4);
    expect(sampleResults('JOHN SMITH', null).map((s) => s.type)).toEqual(['person']);
    expect(sampleResults('deposition', null).map((s) => s.type)).toEqual(['event']);
    expect(sampleResults('smith', 'sample-case-1').map((s) => s.type)).toEqual(['case', 'document']);
    expect(sampleResults('smith', 'another-case')).toEqual([]);
  });
});
