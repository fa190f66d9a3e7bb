import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseReviewState, ReviewDocument, ReviewListResponse } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { ScopeListing } from './ScopeListing';

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
  near_duplicate_group_count: 0,
  boilerplate_lines: [],
  duration_ms: 10,
  can_manage: false,
};
const doc = (id: string, subject: string, filename: string): ReviewDocument => ({
  id,
  parent_id: null,
  filename,
  status: 'processed',
  created_at: '2026-01-02T00:00:00.000Z',
  is_email: true,
  from: 'Jeff Dasovich <jeff@enron.example>',
  to: ['Sue <sue@enron.example>'],
  cc: [],
  subject,
  sent_at: '2001-10-22T15:00:00.000Z',
  thread_id: FIRST,
  thread_position: 0,
  inclusive: id === REPLY,
  inclusive_reason: null,
  near_duplicate_pivot_id: null,
  near_duplicate_similarity: null,
  custodian_id: null,
  source_path: null,
  children: [],
});
const LIST: ReviewListResponse = { documents: [doc(FIRST, 'Capacity', 'capacity.eml'), doc(REPLY, 'RE: Capacity', 're-capacity.eml')], total: 2, page: 1, page_size: 100, review };

let asked: URL | null = null;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked = new URL(input, 'http://localhost');
      return new Response(JSON.stringify(LIST), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a thread listed on /search before any words', () => {
  it("lists the thread's messages from the case's review list, oldest first, each opening the viewer", async () => {
    const onOpen = vi.fn();
    renderWithSession(<ScopeListing caseId={CASE} threadId={FIRST} groupId="" onOpen={onOpen} />, { auth: fakeAuth({ user: makeUser('viewer') }) });
    expect(await screen.findByText('2 messages in this e-mail thread')).toBeInTheDocument();
    expect(asked?.pathname).toBe(`/api/v1/cases/${CASE}/review/documents`);
    expect(asked?.searchParams.get('thread_id')).toBe(FIRST);
    expect(asked?.searchParams.get('sort')).toBe('sent');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // The sender by name, not address.
    expect(screen.getAllByText(/^Jeff Dasovich · /)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /^RE: Capacity/ }));
    expect(onOpen).toHaveBeenCalledWith(REPLY);
  });
});
