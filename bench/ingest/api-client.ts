/**
 * The few API calls the ingest benchmark makes, over real HTTP (Node's fetch), as a browser would.
 */
import type { DocumentSummary, TokenResponse } from '@app/contract';

export interface Session {
  api: string;
  headers: Record<string, string>;
}

async function expectOk(res: Response, what: string): Promise<unknown> {
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A firm of the benchmark's own (the server runs without the demo firm): its administrator's token. */
export async function signUp(api: string): Promise<Session> {
  const body = {
    // Unique per run: on PostgreSQL (BENCH_DATABASE_URL) the database outlives the run.
    email: `bench-admin-${Date.now()}@ingest-bench.example`,
    password: 'Ingest-Bench-Passphrase-2026!',
    full_name: 'Ingest Benchmark',
    organization_name: 'Ingest Benchmark LLP',
    terms_accepted: true,
    privacy_accepted: true,
  };
  const res = await fetch(`${api}/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const { access_token: token } = (await expectOk(res, 'signup')) as TokenResponse;
  return { api, headers: { authorization: `Bearer ${token}` } };
}

export async function createCase(session: Session, name: string): Promise<string> {
  const res = await fetch(`${session.api}/cases/`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name, client_name: 'Benchmark Holdings Inc.', case_type: 'Commercial litigation' }),
  });
  const created = (await expectOk(res, 'create case')) as { id: string };
  return created.id;
}

/** One file through the multipart ingest route (POST /documents/{case_id}/ingest). */
export async function ingestFile(session: Session, caseId: string, filename: string, bytes: Uint8Array, type: string): Promise<DocumentSummary> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  const res = await fetch(`${session.api}/documents/${caseId}/ingest`, { method: 'POST', headers: session.headers, body: form });
  const { documents } = (await expectOk(res, `ingest ${filename}`)) as { documents: DocumentSummary[] };
  const [doc] = documents;
  if (!doc) throw new Error(`ingest ${filename}: no document in the response`);
  return doc;
}

export async function listCaseDocuments(session: Session, caseId: string): Promise<DocumentSummary[]> {
  const all: DocumentSummary[] = [];
  for (let page = 1; ; page += 1) {
    const res = await fetch(`${session.api}/documents/?case_id=${caseId}&page_size=100&page=${page}`, { headers: session.headers });
    const list = (await expectOk(res, 'list documents')) as { documents: DocumentSummary[]; total: number };
    all.push(...list.documents);
    if (all.length >= list.total || list.documents.length === 0) return all;
  }
}

const FINISHED = new Set(['processed', 'failed', 'unsupported']);

/**
 * Polls the case's documents until `expected` of them have finished processing, once a second (a
 * poll costs the server ~20 ms of CPU, about 2 % of the time being measured). The end time comes
 * from the documents' own processed_at, not from when the poll noticed.
 */
export async function waitUntilFinished(session: Session, caseId: string, expected: number, timeoutMs: number): Promise<DocumentSummary[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const docs = await listCaseDocuments(session, caseId);
    if (docs.length >= expected && docs.every((d) => FINISHED.has(d.status))) return docs;
    if (Date.now() > deadline) {
      const pending = docs.filter((d) => !FINISHED.has(d.status)).length;
      throw new Error(`${pending} of ${docs.length} documents still not processed after ${Math.round(timeoutMs / 1000)} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The last processed_at of the documents (server clock; same machine as the bench process). */
export function lastProcessedAt(docs: DocumentSummary[]): number {
  return Math.max(...docs.map((d) => (d.processed_at ? Date.parse(d.processed_at) : Number.NaN)));
}
