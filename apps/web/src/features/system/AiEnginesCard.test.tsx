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
  });

  it('shows a configured model and pgvector without warnings', async () => {
    serve({
      text: { provider: 'openai-compatible', model: 'gpt-4o-mini', description: 'gpt-4o-mini through an OpenAI-compatible endpoint.' },
      embeddings: { engine: 'openai-compatible:text-embedding-3-small', dimensions: 1536, description: 'Model embeddings.', vector_index: 'pgvector', pending_chunks: 0, embedded_chunks: 12 },
      warnings: [],
    });
    expect(await screen.findByText('gpt-4o-mini · openai-compatible')).toBeInTheDocument();
    expect(screen.getByText('pgvector')).toBeInTheDocument();
    expect(screen.getByText('12 passages embedded, none waiting')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
