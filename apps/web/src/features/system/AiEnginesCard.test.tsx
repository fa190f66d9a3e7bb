import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AiEnginesStatus } from '@app/contract';
import { AiEnginesCard } from './AiEnginesCard';

const WARNING = 'pgvector is not installed on this PostgreSQL server: semantic search uses an exact scan';

function serve(status: AiEnginesStatus) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/search/engines')
        ? new Response(JSON.stringify(status), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ detail: 'not found', code: 'not_found' }), { status: 404, headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AiEnginesCard />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

const NO_SPEECH = {
  engine: 'none',
  model: null,
  description: 'No speech-to-text engine is configured.',
  available: false,
  problem: 'Set TRANSCRIPTION_ENGINE to openai-compatible or whisper-cpp to transcribe audio and video.',
  accuracy: null,
} as const;

describe('AiEnginesCard', () => {
  it('names the engines, says what the offline embedder is and shows the exact-scan warning', async () => {
    serve({
      text: { provider: 'local', model: 'local', description: 'Rule-based and extractive analysis, offline.' },
      embeddings: {
        engine: 'local-hash-v1',
        dimensions: 512,
        description: 'Lexical hashing, no language model: finds passages sharing words and word pieces, not synonyms.',
        vector_index: 'exact',
        pending_chunks: 25,
        embedded_chunks: 75,
      },
      transcription: NO_SPEECH,
      warnings: [WARNING],
    });
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    const embeddings = screen.getByRole('article', { name: 'Semantic search embeddings' });
    expect(embeddings).toHaveTextContent('local-hash-v1 · 512 dimensions');
    expect(embeddings).toHaveTextContent('Exact scan');
    expect(embeddings).toHaveTextContent('not synonyms');
    expect(embeddings).toHaveTextContent('75 passages embedded, 25 waiting');
    expect(screen.getByRole('progressbar', { name: 'Embedding progress' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('article', { name: 'Language model' })).toHaveTextContent('Local (offline)');
    const speech = screen.getByRole('article', { name: 'Speech to text' });
    expect(speech).toHaveTextContent('None configured');
    expect(speech).toHaveTextContent('Not configured');
    expect(speech).toHaveTextContent('TRANSCRIPTION_ENGINE');
  });

  it('says why a configured speech engine cannot run', async () => {
    serve({
      text: { provider: 'local', model: 'local', description: 'Offline.' },
      embeddings: { engine: 'local-hash-v1', dimensions: 512, description: 'Hashing.', vector_index: 'exact', pending_chunks: 0, embedded_chunks: 0 },
      transcription: {
        engine: 'whisper-cpp',
        model: 'ggml-base.en.bin',
        description: 'whisper.cpp in this server process.',
        available: false,
        problem: 'The model file /models/ggml-base.en.bin does not exist.',
        accuracy: null,
      },
      warnings: [],
    });
    const speech = await screen.findByRole('article', { name: 'Speech to text' });
    expect(speech).toHaveTextContent('ggml-base.en.bin · whisper-cpp');
    expect(speech).toHaveTextContent('Unavailable');
    expect(speech).toHaveTextContent('does not exist');
  });

  it('shows a configured model and pgvector without warnings', async () => {
    serve({
      text: { provider: 'openai-compatible', model: 'gpt-4o-mini', description: 'gpt-4o-mini through an OpenAI-compatible endpoint.' },
      embeddings: { engine: 'openai-compatible:text-embedding-3-small', dimensions: 1536, description: 'Model embeddings.', vector_index: 'pgvector', pending_chunks: 0, embedded_chunks: 12 },
      transcription: { engine: 'openai-compatible', model: 'whisper-1', description: 'whisper-1 through a Whisper-compatible server.', available: true, problem: null, accuracy: null },
      warnings: [],
    });
    expect(await screen.findByText('gpt-4o-mini · openai-compatible')).toBeInTheDocument();
    expect(screen.getByText('pgvector')).toBeInTheDocument();
    expect(screen.getByText('12 passages embedded, none waiting')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the offline recogniser and says what accuracy to expect from it', async () => {
    serve({
      text: { provider: 'local', model: 'local', description: 'Offline.' },
      embeddings: { engine: 'local-hash-v1', dimensions: 512, description: 'Hashing.', vector_index: 'exact', pending_chunks: 0, embedded_chunks: 0 },
      transcription: {
        engine: 'pocketsphinx',
        model: 'en-us',
        description: 'Offline recogniser (PocketSphinx) on this server: /usr/bin/pocketsphinx_continuous, model /usr/share/pocketsphinx/model/en-us/en-us',
        available: true,
        problem: null,
        accuracy: 'A rough draft: expect about 1 word in 3 wrong. Not a certified transcript: check it against the recording.',
      },
      warnings: [],
    });
    const speech = await screen.findByRole('article', { name: 'Speech to text' });
    expect(speech).toHaveTextContent('en-us · pocketsphinx');
    expect(speech).toHaveTextContent('Ready');
    expect(speech).toHaveTextContent('What to expect: A rough draft: expect about 1 word in 3 wrong');
  });
});
