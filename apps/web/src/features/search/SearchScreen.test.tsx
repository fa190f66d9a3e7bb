import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { DocumentSearchResponse, Role } from '@app/contract';
import { AppContextProvider } from '../../lib/app-context';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { SearchScreen } from './SearchScreen';

// The viewer has its own tests; here only whether the screen opens it, and where.
vi.mock('../documents/DocumentViewer', () => ({
  DocumentViewer: ({ documentId, focus }: { documentId: string | null; focus?: { page: number; start: number; end: number } }) => (
    <div role="dialog" aria-label="Document viewer">{`${documentId} page ${focus?.page} ${focus?.start}-${focus?.end}`}</div>
  ),
}));

configure({ defaultHidden: true });

const CASE = '6f1c1d7e-1111-4a2b-9c3d-000000000001';
const DOC = '6f1c1d7e-1111-4a2b-9c3d-0000000000d1';

const RESPONSE: DocumentSearchResponse = {
  mode: 'keyword',
  total: 1,
  total_is_estimate: false,
  page: 1,
  page_size: 20,
  hits: [
    {
      document_id: DOC,
      case_id: CASE,
      case_name: 'Northwind Freight v. Castellan Logistics',
      filename: 'Complaint.pdf',
      detected_type: 'pdf',
      status: 'processed',
      created_at: '2024-01-10T00:00:00.000Z',
      document_date: '2023-12-01T00:00:00.000Z',
      author: 'Marcus Hale',
      score: 3.2,
      snippets: [{ page_number: 2, start: 40, end: 120, text: 'a Notice of Termination', html: 'a <mark>Notice</mark> of <mark>Termination</mark> &lt;b&gt;' }],
    },
  ],
  facets: {
    case: [{ value: CASE, label: 'Northwind Freight v. Castellan Logistics', count: 1 }],
    file_type: [{ value: 'pdf', label: 'PDF', count: 1 }],
    status: [{ value: 'processed', label: 'Processed', count: 1 }],
    year: [{ value: '2023', label: '2023', count: 1 }],
    custodian: [],
  },
  terms: ['notice', 'termination'],
  embedding_engine: null,
  took_ms: 12,
  warnings: [],
};

let searches: URL[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  searches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith('/search/documents')) {
        searches.push(url);
        return json(200, RESPONSE);
      }
      if (url.pathname.endsWith('/cases/')) return json(200, { cases: [], total: 0, page: 1, page_size: 100 });
      return json(404, { detail: 'Not found', code: 'not_found' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAs(role: Role, path: string) {
  renderWithSession(
    <AppContextProvider>
      <Routes>
        <Route path="/search" element={<SearchScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </AppContextProvider>,
    { auth: fakeAuth({ user: makeUser(role) }), path },
  );
  return userEvent.setup();
}

const where = () => screen.getByTestId('where').textContent ?? '';

describe('SearchScreen', { timeout: 60_000 }, () => {
  it('searches on Enter, keeps the search in the URL and shows highlighted passages', async () => {
    const user = renderAs('partner', '/search?case=all');
    expect(screen.getByText('Search the documents of your cases')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search documents'), 'notice NEAR/5 termination{Enter}');
    expect(await screen.findByRole('article', { name: 'Complaint.pdf' })).toBeInTheDocument();
    expect(where()).toBe('/search?q=notice+NEAR%2F5+termination&case=all');
    expect(searches.at(-1)?.searchParams.get('q')).toBe('notice NEAR/5 termination');
    expect(searches.at(-1)?.searchParams.has('case_id')).toBe(false);
    const passage = screen.getByTestId('search-snippet');
    expect(passage.querySelectorAll('mark')).toHaveLength(2);
    expect(passage.querySelector('b')).toBeNull();
    expect(passage).toHaveTextContent('a Notice of Termination <b>');
  });

  it('applies a facet value as a filter and searches again with it', async () => {
    const user = renderAs('partner', '/search?q=notice&case=all&page=2');
    const facets = await screen.findByRole('list', { name: 'Type facet' });
    await user.click(within(facets).getByRole('button', { name: 'PDF: 1 document' }));
    await waitFor(() => expect(searches.at(-1)?.searchParams.getAll('file_type')).toEqual(['pdf']));
    expect(where()).toBe('/search?q=notice&case=all&type=pdf');
    expect(searches.at(-1)?.searchParams.get('page')).toBe('1');
    expect(within(facets).getByRole('button', { name: 'PDF: 1 document (applied)' })).toBeDisabled();
  });

  it('opens the case page at the passage for a partner', async () => {
    const user = renderAs('partner', '/search?q=notice&case=all');
    await user.click(await screen.findByTestId('search-snippet'));
    expect(where()).toBe(`/cases/${CASE}?document=${DOC}&page=2&start=40&end=120`);
  });

  it('opens the viewer in place for a paralegal, who may not open the case page', async () => {
    const user = renderAs('paralegal', '/search?q=notice&case=all');
    await user.click(await screen.findByTestId('search-snippet'));
    expect(screen.getByRole('dialog', { name: 'Document viewer' })).toHaveTextContent(`${DOC} page 2 40-120`);
    expect(where()).toBe('/search?q=notice&case=all');
  });

  it('opens a linked document (`?case=&document=`) in the viewer, for a viewer the case page refuses', async () => {
    renderAs('viewer', `/search?case=${CASE}&document=${DOC}`);
    expect(await screen.findByRole('dialog', { name: 'Document viewer' })).toHaveTextContent(`${DOC} page 1`);
  });
});
