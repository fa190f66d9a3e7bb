import { describe, expect, it } from 'vitest';
import { namedCaseId } from './case-of-row.js';

const CASE = '3f2b8c1e-7d4a-4e0b-9a51-2c6d8e9f0a1b';
const OTHER = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

describe('the case an audit row names', () => {
  it('is the case itself, details.case_id, or a search filter, in that order', () => {
    expect(namedCaseId({ resourceType: 'case', resourceId: CASE.toUpperCase() })).toBe(CASE);
    expect(namedCaseId({ resourceType: 'case', resourceId: CASE, details: { case_id: OTHER } })).toBe(CASE);
    expect(namedCaseId({ resourceType: 'document', resourceId: OTHER, details: { case_id: CASE } })).toBe(CASE);
    expect(namedCaseId({ resourceType: 'search', details: { query: 'x', filters: { case_id: CASE } } })).toBe(CASE);
    expect(namedCaseId({ resourceType: 'user', resourceId: OTHER, caseId: CASE })).toBe(CASE);
  });

  it('is nothing for firm-level rows and for ids that are not case ids', () => {
    expect(namedCaseId({ resourceType: 'authentication', resourceId: OTHER })).toBeNull();
    expect(namedCaseId({ resourceType: 'case', resourceId: 'c-1' })).toBeNull();
    expect(namedCaseId({ resourceType: 'system', details: { case_id: 42, filters: ['case_id'] } })).toBeNull();
    expect(namedCaseId({ resourceType: 'case', resourceId: CASE, caseId: null })).toBeNull();
  });
});
