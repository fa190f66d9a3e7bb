import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustodianListResponse, DocumentSummary } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { useSelection } from '../../components/use-selection';
import { DocumentTable } from '../documents/DocumentTable';
import { orderFamilies } from '../documents/document-format';
import { CustodySelectionBar } from './CustodySelectionBar';
import { useMayAssignCustody } from './api';

const CASE = '6f1c1d7e-1111-4a2b-9c3d-000000000001';
const SUE = '6f1c1d7e-1111-4a2b-9c3d-0000000000c1';
const doc = (n: number): DocumentSummary => ({
  id: `6f1c1d7e-1111-4a2b-9c3d-00000000000${n}`,
  organization_id: '00000000-0000-4000-8000-0000000000aa',
  case_id: CASE,
  parent_id: null,
  filename: `letter-${n}.pdf`,
  extension: 'pdf',
  content_type: 'application/pdf',
  detected_type: 'pdf',
  size_bytes: 1000,
  sha256: 'a'.repeat(64),
  status: 'processed',
  failure_reason: null,
  duplicate_of: null,
  page_count: 1,
  progress: 100,
  warnings: [],
  metadata: {},
  uploaded_by: null,
  custodian_id: null,
  source_path: null,
  dedup_of: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  processed_at: '2026-01-01T00:00:00.000Z',
});
const DOCS = [doc(2), doc(3), doc(4)];

let canManage: boolean;
let patches: unknown[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  canManage = true;
  patches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith(`/cases/${CASE}/custodians`)) {
        const body: CustodianListResponse = {
          custodians: [{ id: SUE, case_id: CASE, name: 'Sue Mara', kind: 'person', email: null, notes: null, created_by: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', document_count: 0 }],
          can_manage: canManage,
          dedup_scope: 'case',
        };
        return json(200, body);
      }
      if (url.pathname.endsWith(`/cases/${CASE}/documents/custody`) && init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return json(200, { updated: 2, family_members_updated: 0 });
      }
      return json(404, { detail: 'Not found', code: 'not_found' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The case's Files list as DocumentsTab draws it: boxes and the bar only for those who may assign custody. */
function FilesList({ onOpen }: { onOpen(id: string): void }) {
  const selection = useSelection();
  const may = useMayAssignCustody(CASE);
  return (
    <>
      {may ? <CustodySelectionBar caseId={CASE} selectedIds={[...selection.selected]} onClear={selection.clear} /> : null}
      <DocumentTable rows={orderFamilies(DOCS)} onOpen={(d) => onOpen(d.id)} selection={may ? selection : null} />
    </>
  );
}

function renderList(onOpen = vi.fn()) {
  renderWithSession(<FilesList onOpen={onOpen} />, { auth: fakeAuth({ user: makeUser('paralegal') }) });
  return { user: userEvent.setup(), onOpen };
}

describe('custodian and folder for documents chosen in a case list', { timeout: 60_000 }, () => {
  it('selects rows without opening them and sets their custodian through the review queue’s dialog', async () => {
    const { user, onOpen } = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select letter-2.pdf' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select letter-3.pdf' }));
    expect(onOpen).not.toHaveBeenCalled();
    const bar = screen.getByRole('region', { name: 'Selected documents' });
    expect(bar).toHaveTextContent('2 selected documents');
    await user.click(within(bar).getByRole('button', { name: 'Custodian…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custodian and folder' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Custodian' }));
    await user.click(await screen.findByRole('option', { name: 'Sue Mara' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(patches).toEqual([{ document_ids: [DOCS[0]!.id, DOCS[1]!.id], custodian_id: SUE }]));
    // Done: the selection is cleared, so the bar goes.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected documents' })).toBeNull());
  });

  it('selects a whole page with one box', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select every document on this page' }));
    expect(screen.getByRole('region', { name: 'Selected documents' })).toHaveTextContent('3 selected documents');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected documents' })).toBeNull();
  });

  it('offers no selection to those the custodian policy does not let assign custody', async () => {
    canManage = false;
    renderList();
    await screen.findByText('letter-2.pdf');
    // Once the custodians' answer (can_manage false) is in, there are still no boxes.
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/custodians'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
