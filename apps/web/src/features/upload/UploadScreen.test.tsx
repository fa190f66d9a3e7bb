import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Case } from '@app/contract';
import { AppContextProvider, useAppContext } from '../../lib/app-context';
import { namedCase } from '../../test/factories';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { UploadScreen } from './UploadScreen';
import { registryKey } from './resume-registry';

const CASE_ID = '11111111-1111-4111-8111-111111111111';

const makeCase = (extra: Partial<Case> = {}): Case =>
  namedCase(CASE_ID, 'Rivera v. Harbor Hotels Group', { client_name: 'Ana Rivera', docket_number: '1:24-cv-0142', ...extra });

let theCase: Case;
const fetchMock = vi.fn(async (url: string) => {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url.includes(`/cases/${CASE_ID}`)) return json(theCase);
  if (url.includes('/cases/')) return json({ cases: [theCase], total: 1, page: 1, page_size: 100 });
  return json({ detail: 'not found', code: 'not_found' }, 404);
});

beforeEach(() => {
  theCase = makeCase();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function SelectedCase() {
  const { selectedCaseId } = useAppContext();
  return <output aria-label="selected case">{selectedCaseId ?? 'none'}</output>;
}

// Each test is its own person: the upload queue lives per person, outside React.
let n = 0;
const nextUserId = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;
function setup(path = '/upload', userId = nextUserId()) {
  const user = makeUser('paralegal', { id: userId });
  renderWithSession(
    <AppContextProvider>
      <UploadScreen />
      <SelectedCase />
    </AppContextProvider>,
    { auth: fakeAuth({ user }), path },
  );
  return { user, events: userEvent.setup() };
}

const chooseFiles = () => screen.getByRole('button', { name: 'Choose files' });
const fileInput = () => screen.getByLabelText('Files to upload');

describe('UploadScreen', () => {
  it('keeps the drop zone closed until a case is chosen, and says why', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Document Upload' })).toBeInTheDocument();
    expect(screen.getByText('Choose a case first: every document is filed under a case.')).toBeInTheDocument();
    expect(chooseFiles()).toBeDisabled();
    expect(fileInput()).toBeDisabled();
  });

  it('takes the case from ?case= and names it as the destination', async () => {
    setup(`/upload?case=${CASE_ID}`);
    expect(await screen.findByText('They will be added to Rivera v. Harbor Hotels Group.')).toBeInTheDocument();
    expect(chooseFiles()).toBeEnabled();
    expect(screen.getByRole('status', { name: 'selected case' })).toHaveTextContent(CASE_ID);
  });

  it('refuses a read-only case', async () => {
    theCase = makeCase({ access_level: 'read' });
    setup(`/upload?case=${CASE_ID}`);
    expect(await screen.findByText('You have read-only access to this case, so you cannot add documents to it.')).toBeInTheDocument();
    expect(chooseFiles()).toBeDisabled();
  });

  it('refuses an empty file with a row that says why', async () => {
    const { events } = setup(`/upload?case=${CASE_ID}`);
    await waitFor(() => expect(chooseFiles()).toBeEnabled());
    await events.upload(fileInput(), new File([], 'blank.pdf', { type: 'application/pdf' }));
    const row = screen.getByRole('listitem', { name: 'blank.pdf' });
    expect(within(row).getByText('Not uploaded')).toBeInTheDocument();
    expect(within(row).getByText('"blank.pdf" is empty (0 bytes); there is nothing to upload.')).toBeInTheDocument();
    expect(screen.getByTestId('upload-counts')).toHaveTextContent('0 of 0 uploaded, 0 processed');
    await events.click(within(row).getByRole('button', { name: 'Remove from list blank.pdf' }));
    expect(screen.queryByRole('listitem', { name: 'blank.pdf' })).not.toBeInTheDocument();
  });

  it('offers to resume uploads remembered from an earlier visit', async () => {
    const id = nextUserId();
    localStorage.setItem(
      registryKey(id),
      JSON.stringify([{ caseId: CASE_ID, uploadId: 'u-1', name: 'Deposition.pdf', size: 10, lastModified: 1, savedAt: Date.now() }]),
    );
    const { events } = setup(`/upload?case=${CASE_ID}`, id);
    const offer = await screen.findByText('Unfinished uploads from an earlier visit');
    await waitFor(() =>
      expect(offer.parentElement).toHaveTextContent('Choose these files again for Rivera v. Harbor Hotels Group and they continue where they stopped: Deposition.pdf.'),
    );
    await events.click(screen.getByRole('button', { name: 'Forget them' }));
    expect(screen.queryByText('Unfinished uploads from an earlier visit')).not.toBeInTheDocument();
    expect(localStorage.getItem(registryKey(id))).toBeNull();
  });
});
