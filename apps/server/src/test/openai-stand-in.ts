import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';

/** One request the stand-in received, for assertions. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface ChatRequestView {
  model: string;
  /** Every message's text, system first (OpenAI messages or Anthropic system + messages). */
  texts: string[];
}

export interface StandInOptions {
  /** The assistant's reply; default echoes a fixed sentence naming the model. */
  reply?: (request: ChatRequestView) => string;
  /** Answer every request with this HTTP status and an error body (to test fallbacks). */
  failWith?: number;
  /** Embedding size when the request does not ask for `dimensions`. */
  embeddingDimensions?: number;
  /** Wait this long before answering (to test a caller's timeout). */
  delayMs?: number;
}

export interface OpenAiStandIn {
  /** e.g. http://127.0.0.1:41234/v1 — use as AI_BASE_URL / EMBEDDINGS_BASE_URL. */
  baseUrl: string;
  port: number;
  requests: RecordedRequest[];
  /** Change behaviour between tests. */
  options: StandInOptions;
  close(): Promise<void>;
}

/** Rough token count, the same on both sides of a test: about four characters a token. */
export const standInTokens = (text: string): number => Math.max(1, Math.ceil(text.length / 4));

/**
 * Deterministic vector for a text: words hashed into buckets, L2-normalised, so texts sharing
 * words are near each other and tests can reason about nearest neighbours.
 */
export function standInEmbedding(text: string, dimensions: number): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const h = createHash('sha1').update(word).digest();
    const bucket = h.readUInt32BE(0) % dimensions;
    v[bucket] = (v[bucket] ?? 0) + ((h[4] ?? 0) & 1 ? 1 : -1);
  }
  const norm = Math.hypot(...v);
  if (norm === 0) {
    v[0] = 1;
    return v;
  }
  return v.map((x) => x / norm);
}

/**
 * A real HTTP server on a free port that speaks enough of the OpenAI (chat completions, embeddings)
 * and Anthropic (messages) wire protocols for the `ai` SDK adapters, with usage in every answer.
 */
export async function startOpenAiStandIn(options: StandInOptions = {}): Promise<OpenAiStandIn> {
  const requests: RecordedRequest[] = [];
  const state: StandInOptions = { ...options };

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      sendJson(res, 500, { error: { message: err instanceof Error ? err.message : String(err), type: 'server_error' } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    let body: unknown = null;
    try {
      body = raw ? (JSON.parse(raw) as unknown) : null;
    } catch {
      sendJson(res, 400, { error: { message: 'invalid JSON', type: 'invalid_request_error' } });
      return;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));

    if (state.failWith) {
      sendJson(res, state.failWith, { error: { message: `stand-in configured to fail with ${state.failWith}`, type: 'server_error' } });
      return;
    }
    if (req.method !== 'POST') {
      sendJson(res, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
      return;
    }
    const b = (body ?? {}) as Record<string, unknown>;
    if (path.endsWith('/chat/completions')) return chat(res, b);
    if (path.endsWith('/embeddings')) return embeddings(res, b);
    if (path.endsWith('/messages')) return messages(res, b);
    sendJson(res, 404, { error: { message: `no route ${path}`, type: 'invalid_request_error' } });
  }

  function replyFor(view: ChatRequestView): string {
    return state.reply ? state.reply(view) : `Stand-in reply from ${view.model}.`;
  }

  function chat(res: ServerResponse, b: Record<string, unknown>): void {
    const model = String(b.model ?? 'unknown');
    const texts = (Array.isArray(b.messages) ? b.messages : []).map((m) => contentText((m as { content?: unknown }).content));
    const text = replyFor({ model, texts });
    const usage = { prompt_tokens: standInTokens(texts.join('\n')), completion_tokens: standInTokens(text) };
    const full = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (b.stream === true) {
      startSse(res);
      const base = { id, object: 'chat.completion.chunk', created, model };
      sse(res, { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
      for (const piece of text.match(/.{1,16}/gs) ?? []) sse(res, { ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
      sse(res, { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
      sse(res, { ...base, choices: [], usage: full });
      res.end('data: [DONE]\n\n');
      return;
    }
    sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: full,
    });
  }

  function embeddings(res: ServerResponse, b: Record<string, unknown>): void {
    const model = String(b.model ?? 'unknown');
    const inputs = Array.isArray(b.input) ? b.input.map(String) : [String(b.input ?? '')];
    const dims = typeof b.dimensions === 'number' ? b.dimensions : (state.embeddingDimensions ?? 64);
    const tokens = inputs.reduce((n, t) => n + standInTokens(t), 0);
    sendJson(res, 200, {
      object: 'list',
      model,
      data: inputs.map((t, index) => ({ object: 'embedding', index, embedding: standInEmbedding(t, dims) })),
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    });
  }

  function messages(res: ServerResponse, b: Record<string, unknown>): void {
    const model = String(b.model ?? 'unknown');
    const system = Array.isArray(b.system) ? b.system.map((s) => contentText(s)).join('\n') : contentText(b.system);
    const texts = [system, ...(Array.isArray(b.messages) ? b.messages : []).map((m) => contentText((m as { content?: unknown }).content))].filter(Boolean);
    const text = replyFor({ model, texts });
    const usage = { input_tokens: standInTokens(texts.join('\n')), output_tokens: standInTokens(text) };
    const id = `msg_${requests.length}`;
    if (b.stream === true) {
      startSse(res);
      const event = (type: string, data: object) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
      event('message_start', {
        message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, usage: { input_tokens: usage.input_tokens, output_tokens: 0 } },
      });
      event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
      for (const piece of text.match(/.{1,16}/gs) ?? []) event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: piece } });
      event('content_block_stop', { index: 0 });
      event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: usage.output_tokens } });
      event('message_stop', {});
      res.end();
      return;
    }
    sendJson(res, 200, {
      id,
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage,
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    options: state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Text of an OpenAI or Anthropic message content (a string or an array of parts). */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => contentText(p)).join('');
  if (content && typeof content === 'object' && 'text' in content) return String((content as { text: unknown }).text);
  return '';
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function startSse(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
}

function sse(res: ServerResponse, data: object): void {
  res.write(`data: ${JSON.stringify(data)}\n\n`);
}
