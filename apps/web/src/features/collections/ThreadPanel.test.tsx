import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CaseReviewState, DocumentNearDuplicatesResponse, DocumentThreadResponse } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { NearDuplicatesPanel } from './NearDuplicatesPanel';
import { ThreadPanel } from './ThreadPanel';

const CASE = '6f1c1d7e-1111-4a2b-9c3d-000000000001';
const FIRST = '6f1c1d7e-1111-4a2b-9c3d-0000000000d1';
const REPLY = '6f1c1d7e-1111-4a2b-9c3d-0000000000d2';
const review: CaseReviewState = {
  case_id: CASE,
  near_duplicate_threshold: 0.9,
  status: 'idle',
  computed_at: '2026-01-01T00:00:00.000Z',
  failure_reason: null,
  document_count: 2,
  email_count: 2,
  thread_count: 1,
  near_duplicate_group_count: 1,
  boilerplate_lines: [],
  duration_ms: 10,
  can_manage: false,
};
const email = { is_email: true, from: 'Jeff <jeff@enron.example>', to: ['Sue <sue@enron.example>'], cc: [], sent_at: '2001-10-22T15:00:00.000Z' };
const THREAD: DocumentThreadResponse = {
  document_id: REPLY,
  thread_id: FIRST,
  review,
  messages: [
    { document_id: FIRST, filename: 'capacity.eml', ...email, subject: 'Capacity', position: 0, depth: 0, parent_id: null, inclusive: false, inclusive_reason: 'contained', contained_in: REPLY },
    { document_id: REPLY, filename: 're-capacity.eml', ...email, subject: 'RE: Capacity', position: 1, depth: 1, parent_id: FIRST, inclusive: true, inclusive_reason: 'last-in-branch', contained_in: null },
  ],
};
const GROUP: DocumentNearDuplicatesResponse = {
  document_id: REPLY,
  pivot_id: FIRST,
  review,
  members: [
    { document_id: FIRST, filename: 'draft-1.txt', similarity: 1, is_pivot: true },
    { document_id: REPLY, filename: 'draft-2.txt', similarity: 0.95, is_pivot: false },
  ],
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => (new URL(input, 'http://localhost').pathname.endsWith('/thread') ? json(THREAD) : json(GROUP))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the viewer’s thread and near-duplicate panels open /search on their documents', () => {
  it('links the thread to /search with that case and thread', async () => {
    renderWithSession(<ThreadPanel documentId={REPLY} caseId={CASE} onOpen={() => undefined} />, { auth: fakeAuth({ user: makeUser('viewer') }) });
    const link = await screen.findByRole('link', { name: 'Search this thread' });
    expect(link).toHaveAttribute('href', `/search?case=${CASE}&thread=${FIRST}`);
  });

  it('links the group (named by its pivot) to /search with that case and group', async () => {
    renderWithSession(<NearDuplicatesPanel documentId={REPLY} caseId={CASE} onOpen={() => undefined} />, { auth: fakeAuth({ user: makeUser('paralegal') }) });
    const link = await screen.findByRole('link', { name: 'Search this group' });
    expect(link).toHaveAttribute('href', `/search?case=${CASE}&group=${FIRST}`);
  });
});
