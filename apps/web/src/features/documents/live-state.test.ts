import { describe, expect, it } from 'vitest';
import type { DocumentDetail, DocumentSummary } from '@app/contract';
import { needsFreshDetail, withLiveState } from './live-state';

const summary: DocumentSummary = {
  id: 'd1',
  organization_id: 'o',
  case_id: 'c',
  parent_id: null,
  filename: 'scan.pdf',
  extension: 'pdf',
  content_type: 'application/pdf',
  detected_type: 'pdf',
  size_bytes: 100,
  sha256: 'x',
  status: 'processing',
  failure_reason: null,
  duplicate_of: null,
  custodian_id: null,
  source_path: null,
  dedup_of: null,
  page_count: null,
  progress: 10,
  warnings: [],
  metadata: {},
  uploaded_by: null,
  created_at: '2025-01-01T10:00:00.000Z',
  updated_at: '2025-01-01T10:00:01.000Z',
  processed_at: null,
};
const detail: DocumentDetail = { ...summary, pages: [], children: [] };
const later = (patch: Partial<DocumentSummary>, seconds = 5): DocumentSummary => ({ ...summary, updated_at: `2025-01-01T10:00:0${seconds}.000Z`, ...patch });

describe('withLiveState', () => {
  it('shows the list’s newer progress without reading the detail again', () => {
    const shown = withLiveState(detail, later({ progress: 60 }));
    expect(shown.progress).toBe(60);
    expect(shown.pages).toBe(detail.pages);
  });

  it('ignores an older list entry or another document', () => {
    expect(withLiveState({ ...detail, progress: 50, updated_at: '2025-01-01T10:00:09.000Z' }, later({ progress: 20 }))).toMatchObject({ progress: 50 });
    expect(withLiveState(detail, later({ id: 'd2', progress: 90 }))).toBe(detail);
    expect(withLiveState(detail, undefined)).toBe(detail);
  });

  it('carries a failure and its reason', () => {
    expect(withLiveState(detail, later({ status: 'failed', failure_reason: 'The PDF is password-protected.' }))).toMatchObject({
      status: 'failed',
      failure_reason: 'The PDF is password-protected.',
    });
  });
});

describe('needsFreshDetail', () => {
  it('asks for the detail once processing has finished, not while it runs', () => {
    expect(needsFreshDetail(detail, later({ progress: 80 }))).toBe(false);
    expect(needsFreshDetail(detail, later({ status: 'processed', progress: 100 }))).toBe(true);
    expect(needsFreshDetail(detail, later({ status: 'failed' }))).toBe(true);
  });

  it('does not ask again once the detail has caught up', () => {
    const caughtUp = { ...detail, status: 'processed' as const, updated_at: '2025-01-01T10:00:05.000Z' };
    expect(needsFreshDetail(caughtUp, later({ status: 'processed' }))).toBe(false);
    expect(needsFreshDetail(undefined, later({ status: 'processed' }))).toBe(false);
  });
});
