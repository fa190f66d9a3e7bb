/**
 * The sessions' work: each signed-in session loops until the deadline over one web server (session
 * i on server i mod n) — case lists, omnisearch, audited document searches, and for writers
 * audited case creates, case updates and uploads — while an auditor verifies the chain every
 * half second. Every request must answer its expected status; the latencies are kept per route.
 */
import type { AuditVerifyResponse } from '@app/contract';
import { call, textUpload, type Answer } from './http.js';
import { WORDS } from './seed.js';

export type Route = 'case list' | 'omnisearch' | 'document search' | 'case create' | 'case update' | 'upload';
const READS: readonly Route[] = ['case list', 'omnisearch', 'document search'];
/** What each audited route writes to the trail: one row of this action per successful request. */
export const AUDITED: Partial<Record<Route, string>> = {
  'document search': 'search_performed',
  'case create': 'case_created',
  'case update': 'case_updated',
  upload: 'document_uploaded',
};

export interface Session {
  token: string;
  base: string;
  writer: boolean;
}

export interface LoadResult {
  latencies: Map<Route, number[]>;
  errors: string[];
  verifications: AuditVerifyResponse[];
  uploadedIds: string[];
  elapsedSeconds: number;
}

export async function runLoad(sessions: readonly Session[], auditor: { token: string; bases: readonly string[] }, caseIds: readonly string[], seconds: number): Promise<LoadResult> {
  const latencies = new Map<Route, number[]>();
  const errors: string[] = [];
  const verifications: AuditVerifyResponse[] = [];
  const uploadedIds: string[] = [];
  const deadline = Date.now() + seconds * 1000;
  let serial = 0;

  const one = async (index: number, session: Session, mine: string[]) => {
    const n = serial++;
    const word = WORDS[n % WORDS.length] ?? 'lease';
    const roll = (n * 7919 + index * 104729) % 100;
    const route: Route = !session.writer || roll < 70 ? (READS[roll % READS.length] ?? 'case list') : roll < 80 ? 'case create' : roll < 95 ? 'case update' : 'upload';
    const { token, base } = session;
    const started = performance.now();
    let res: Answer;
    let expected = 200;
    if (route === 'case list') res = await call(base, token, 'GET', '/api/v1/cases?page=1&page_size=20&sort=updated_at&order=desc');
    else if (route === 'omnisearch') res = await call(base, token, 'GET', `/api/v1/search/omnisearch?q=${encodeURIComponent(word.slice(0, 3 + (n % 5)))}`);
    else if (route === 'document search') res = await call(base, token, 'GET', `/api/v1/search/documents?q=${encodeURIComponent(word)}&page=1&page_size=10`);
    else if (route === 'case create') {
      expected = 201;
      res = await call(base, token, 'POST', '/api/v1/cases/', { json: { name: `Load case ${index}-${n}`, docket_number: `LB-${index}-${n}`, client_name: 'Northwind Freight Inc.', case_type: 'Contract Dispute' } });
      const id = (res.json as { id?: unknown }).id;
      if (res.status === 201 && typeof id === 'string') mine.push(id);
    } else if (route === 'upload') {
      expected = 201;
      // Different text every time, so no upload is a duplicate of another; the worker processes it.
      const text = `Load memo ${index}-${n}: the ${word} clause of the lease, and the carrier's freight invoice.\n`;
      res = await call(base, token, 'POST', `/api/v1/documents/${caseIds[n % caseIds.length]}/ingest`, { form: textUpload(`load-${index}-${n}.txt`, text) });
      const id = (res.json as { documents?: { id: string }[] }).documents?.[0]?.id;
      if (res.status === 201 && id) uploadedIds.push(id);
    } else {
      const target = mine.length && n % 2 === 0 ? mine[n % mine.length] : caseIds[n % caseIds.length];
      // A description no request has written before: every update changes the case (one audit row).
      res = await call(base, token, 'PUT', `/api/v1/cases/${target}`, { json: { description: `Updated by session ${index}, request ${n}` } });
    }
    if (res.status !== expected) throw new Error(`${route} on ${base} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
    const list = latencies.get(route) ?? [];
    list.push(performance.now() - started);
    latencies.set(route, list);
  };

  const session = async (index: number, s: Session) => {
    const mine: string[] = [];
    while (Date.now() < deadline) {
      try {
        await one(index, s, mine);
      } catch (err) {
        errors.push(`session ${index}: ${(err as Error).name}: ${(err as Error).message}`);
      }
    }
  };

  const auditorLoop = async () => {
    while (Date.now() < deadline) {
      const base = auditor.bases[verifications.length % auditor.bases.length] ?? '';
      try {
        const res = await call(base, auditor.token, 'GET', '/api/v1/audit/verify');
        if (res.status !== 200) errors.push(`audit verify on ${base} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
        else verifications.push(res.json as AuditVerifyResponse);
      } catch (err) {
        errors.push(`audit verify on ${base}: ${(err as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  };

  const t0 = Date.now();
  await Promise.all([...sessions.map((s, i) => session(i, s)), auditorLoop()]);
  return { latencies, errors, verifications, uploadedIds, elapsedSeconds: (Date.now() - t0) / 1000 };
}

export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
