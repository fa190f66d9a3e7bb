import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentAnalysis, DocumentDetail, Role } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { DocumentAnalysisPanel } from './DocumentAnalysisPanel';

const DOC_ID = '33333333-3333-4333-8333-333333333333';
const PAGE_TEXT = 'The claim is plausible under Twombly, 550 U.S. 544 (2007).';
const doc = (status: DocumentDetail['status']) =>
  ({ id: DOC_ID, filename: 'memo.txt', status, pages: [{ page_number: 1, text: PAGE_TEXT, ocr: false }] }) as unknown as DocumentDetail;
const ANALYSIS: DocumentAnalysis = {
  document_id: DOC_ID,
  engine: 'local',
  summary: 'The claim is plausible under Twombly.',
  document_type: 'motion',
  type_confidence: 0.8,
  entities: [{ type: 'person', value: 'Rachel Voss', normalized: null, count: 2, sources: [] }],
  key_dates: [],
  amounts: [],
  citations: [{ value: '550 U.S. 544', kind: 'case', page_number: 1, quote: PAGE_TEXT }],
  generated_at: '2026-11-25T10:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
beforeEach(() => {
  fetchMock = vi.fn(async () => json(ANALYSIS));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function setup(role: Role, status: DocumentDetail['status'] = 'processed') {
  const onJump = vi.fn();
  renderWithSession(<DocumentAnalysisPanel doc={doc(status)} onJump={onJump} />, { auth: fakeAuth({ user: makeUser(role) }) });
  return { onJump, events: userEvent.setup() };
}

describe('DocumentAnalysisPanel', { timeout: 60_000 }, () => {
  it('shows a viewer the analysis, without the Analyse button, and a citation opens its passage', async () => {
    const { onJump, events } = setup('viewer');
    expect(await screen.findByText('The claim is plausible under Twombly.')).toBeInTheDocument();
    expect(screen.getByText('Motion (80% confidence)')).toBeInTheDocument();
    expect(screen.getByText('Offline analysis (rule-based)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'People (1)' })).getByText('Rachel Voss ×2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Analyse/ })).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/analysis/document/${DOC_ID}`);
    await events.click(screen.getByRole('button', { name: 'Page 1: go to 550 U.S. 544' }));
    const start = PAGE_TEXT.indexOf('550');
    expect(onJump).toHaveBeenCalledWith({ page: 1, start, end: start + 12 });
  });

  it('says "Not analysed yet" for a document still processing, without asking the server', () => {
    setup('partner', 'processing');
    expect(screen.getByText('Not analysed yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Analyse/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failed read with a retry', async () => {
    fetchMock.mockImplementation(async () => json({ detail: 'Analysis is down', code: 'internal_error' }, 500));
    setup('viewer');
    expect(await screen.findByText(/Failed to load the analysis/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lets a paralegal analyse again, ignoring the stored result', async () => {
    const { events } = setup('paralegal');
    await events.click(await screen.findByRole('button', { name: 'Analyse again' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toContain(`/documents/${DOC_ID}/analyze`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ force: true });
  });
});
