import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Role, TranscriptionEngineInfo } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { useTranscriptionEngine } from './api';
import { EngineNotice } from './EngineNotice';

function Notice() {
  return <EngineNotice query={useTranscriptionEngine()} />;
}

/** The notice as `role` sees it, the server answering GET /transcription/engine with `engine`. */
function show(role: Role, engine: TranscriptionEngineInfo) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(engine), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  renderWithSession(<Notice />, { auth: fakeAuth({ user: makeUser(role) }) });
}

afterEach(() => vi.unstubAllGlobals());

const NOT_SET_UP: TranscriptionEngineInfo = {
  engine: 'none',
  description: 'No speech-to-text engine',
  model: null,
  available: false,
  problem: "Transcription isn't set up — ask your administrator.",
  accuracy: null,
};

describe('EngineNotice', () => {
  it('tells a paralegal to ask the administrator, in a few lines, without any setting', async () => {
    show('paralegal', NOT_SET_UP);
    const notice = await screen.findByTestId('transcription-engine');
    expect(notice).toHaveTextContent("Transcription isn't set up");
    expect(notice).toHaveTextContent('ask your administrator');
    expect(notice).toHaveTextContent("Importing a court reporter's transcript (.txt or .pdf) still works.");
    expect(notice.textContent).not.toMatch(/TRANSCRIPTION_|System page/);
  });

  it('sends the administrator to the system page for the setup', async () => {
    show('admin', { ...NOT_SET_UP, problem: 'No speech-to-text engine is configured … set TRANSCRIPTION_ENGINE=openai-compatible …' });
    const notice = await screen.findByTestId('transcription-engine');
    expect(notice).toHaveTextContent("Transcription isn't set up");
    expect(screen.getByRole('link', { name: 'System page' })).toHaveAttribute('href', '/admin/system');
    expect(notice.textContent).not.toMatch(/TRANSCRIPTION_/);
  });

  it('names the running engine and what accuracy to expect from it', async () => {
    show('paralegal', {
      engine: 'pocketsphinx',
      description: 'Offline recogniser (PocketSphinx), US English',
      model: 'en-us',
      available: true,
      problem: null,
      accuracy: 'A rough draft: expect about 1 word in 3 wrong (more on names, accents and poor audio). Not a certified transcript: check it against the recording.',
    });
    const notice = await screen.findByTestId('transcription-engine');
    expect(notice).toHaveTextContent('Engine: Offline recogniser (PocketSphinx), US English');
    expect(notice.textContent).not.toContain('(model en-us)');
    expect(screen.getByTestId('transcription-accuracy')).toHaveTextContent('expect about 1 word in 3 wrong');
    expect(screen.getByTestId('transcription-accuracy')).toHaveTextContent('Not a certified transcript');
  });

  it('says an engine that cannot run is not working', async () => {
    show('associate', { ...NOT_SET_UP, engine: 'whisper-cpp', problem: "Transcription isn't working on this server right now — ask your administrator." });
    expect(await screen.findByText("Transcription isn't working right now")).toBeInTheDocument();
  });
});
