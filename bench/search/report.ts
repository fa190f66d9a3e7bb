/**
 * Results tables (markdown, so they paste into docs/benchmarks.md), ratios against the baselines,
 * and the issue's goals as PASS/MISS.
 */
import type { CellResult } from './measure.js';
import { QUERIES, type QueryKey } from './queries.js';

export type EngineKey = 'ours_search' | 'ours_suggest' | 'omnisearch_http' | 'ilike' | 'naive_ranked' | 'fts5';

export const ENGINE_LABELS: Record<EngineKey, string> = {
  ours_search: 'ours: searchDocuments (ranked, top 20)',
  ours_suggest: 'ours: suggestDocuments (omnisearch engine)',
  omnisearch_http: 'GET /api/v1/search/omnisearch (app.inject)',
  ilike: 'naive ILIKE scan, limit 20',
  naive_ranked: 'naive ts_rank_cd over all matches, top 20',
  fts5: 'SQLite FTS5 bm25, top 20',
};

export interface Cell extends CellResult {
  backend: string;
  engine: EngineKey;
  query: QueryKey;
  concurrency: number;
  /** Results the engine returned for this query (checks the engines found something). */
  hits: number | null;
}

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0));
const triple = (c: Cell | undefined) => (!c ? '–' : c.error ? 'n/a' : `${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.p99)}`);

function find(cells: Cell[], backend: string, engine: EngineKey, query: QueryKey, concurrency: number): Cell | undefined {
  return cells.find((c) => c.backend === backend && c.engine === engine && c.query === query && c.concurrency === concurrency);
}

/** One table per backend and concurrency: queries down, engines across, p50/p95/p99 ms. */
export function latencyTable(cells: Cell[], backend: string, concurrency: number, engines: EngineKey[], matches: Partial<Record<QueryKey, number>>): string {
  const lines = [
    `| query | matching pages | ${engines.map((e) => ENGINE_LABELS[e]).join(' | ')} |`,
    `|---|---:|${engines.map(() => '---:').join('|')}|`,
  ];
  for (const q of QUERIES) {
    const row = engines.map((e) => {
      const cell = find(cells, e === 'fts5' ? 'sqlite' : backend, e, q.key, concurrency);
      const note = cell && !cell.error && cell.n < 50 ? ` (n=${cell.n})` : '';
      const hits = cell?.hits !== null && cell?.hits !== undefined ? ` [${cell.hits}]` : '';
      return `${triple(cell)}${hits}${note}`;
    });
    lines.push(`| ${q.label} | ${matches[q.key] ?? '–'} | ${row.join(' | ')} |`);
  }
  return lines.join('\n');
}

const times = (r: number) => (!Number.isFinite(r) ? '–' : r >= 10 ? `${r.toFixed(0)}×` : r >= 0.1 ? `${r.toFixed(2)}×` : `${r.toPrecision(1)}×`);
const ratio = (a: Cell | undefined, b: Cell | undefined, key: 'p50' | 'p95') => (!a || !b || a.error || b.error ? '–' : times(a[key] / b[key]));

/** ours ÷ baseline at p50 and p95, 1 client: below 1 means ours is faster. */
export function ratioTable(cells: Cell[], backend: string): string {
  const pairs: [EngineKey, EngineKey][] = [
    ['ours_search', 'fts5'],
    ['ours_search', 'naive_ranked'],
    ['ours_search', 'ilike'],
    ['ours_suggest', 'fts5'],
    ['ours_suggest', 'ilike'],
    ['omnisearch_http', 'fts5'],
  ];
  const short: Record<EngineKey, string> = { ours_search: 'search', ours_suggest: 'suggest', omnisearch_http: 'omnisearch', ilike: 'ILIKE', naive_ranked: 'ts_rank_cd', fts5: 'FTS5' };
  const lines = [`| query | ${pairs.map(([a, b]) => `${short[a]} ÷ ${short[b]} (p50, p95)`).join(' | ')} |`, `|---|${pairs.map(() => '---:').join('|')}|`];
  for (const q of QUERIES) {
    const row = pairs.map(([a, b]) => {
      const ca = find(cells, backend, a, q.key, 1);
      const cb = find(cells, b === 'fts5' ? 'sqlite' : backend, b, q.key, 1);
      return `${ratio(ca, cb, 'p50')}, ${ratio(ca, cb, 'p95')}`;
    });
    lines.push(`| ${q.label} | ${row.join(' | ')} |`);
  }
  return lines.join('\n');
}

export interface GoalResult {
  goal: string;
  backend: string;
  worstP95: number | null;
  limit: number;
  pass: boolean;
}

/** Goals are judged at 1 client on the worst query; 8-client numbers are reported beside them. */
export function goals(cells: Cell[], backends: string[]): GoalResult[] {
  const specs: { engine: EngineKey; backend: string; limit: number; goal: string }[] = [
    { engine: 'omnisearch_http', backend: 'pglite', limit: 30, goal: 'omnisearch p95 ≤ 30 ms on PGlite' },
    { engine: 'omnisearch_http', backend: 'postgres', limit: 15, goal: 'omnisearch p95 ≤ 15 ms on PostgreSQL' },
    { engine: 'ours_search', backend: 'pglite', limit: 60, goal: 'document search (ranked) p95 ≤ 60 ms on PGlite' },
  ];
  return specs
    .filter((s) => backends.includes(s.backend))
    .map((s) => {
      const relevant = QUERIES.map((q) => find(cells, s.backend, s.engine, q.key, 1));
      const measured = relevant.every((c) => c && !c.error);
      const worst = measured ? Math.max(...relevant.map((c) => c?.p95 ?? Number.POSITIVE_INFINITY)) : null;
      return { goal: s.goal, backend: s.backend, worstP95: worst, limit: s.limit, pass: worst !== null && worst <= s.limit };
    });
}

export function goalLines(results: GoalResult[]): string {
  return results
    .map((g) => `${g.pass ? 'PASS' : 'MISS'}  ${g.goal}: worst query p95 at 1 client = ${g.worstP95 === null ? 'not measured (engine not available)' : `${ms(g.worstP95)} ms`}`)
    .join('\n');
}
