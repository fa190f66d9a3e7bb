import type { ErrorGroup, LlmResponse, MetricsSummary, QueuesResponse, RouteFigures } from '@app/contract';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const ms = (seconds: number | null) => (seconds === null ? '—' : `${Math.round(seconds * 1000)} ms`);
const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;

function table(caption: string, head: string[], rows: (string | number)[][]): string {
  const body = rows.length
    ? rows.map((r) => `<tr>${r.map((c) => `<td>${escape(String(c))}</td>`).join('')}</tr>`).join('')
    : `<tr><td colspan="${head.length}">None</td></tr>`;
  return `<table><caption>${escape(caption)}</caption><thead><tr>${head.map((h) => `<th scope="col">${escape(h)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * The system status as one HTML file with inline styles only: it can be saved, mailed or opened
 * offline, and it runs no script (the app's content security policy allows inline styles).
 */
export function dashboardHtml(data: {
  summary: MetricsSummary;
  routes: RouteFigures[];
  queues: QueuesResponse['queues'];
  llm: LlmResponse['models'];
  errors: ErrorGroup[];
}): string {
  const s = data.summary;
  const tiles: [string, string][] = [
    ['Status', s.status],
    ['Requests', String(s.requests)],
    ['Error rate', pct(s.error_rate)],
    ['Latency p95', ms(s.p95_seconds)],
    ['LLM calls', String(s.llm_calls)],
    ['Jobs waiting', String(s.queue_waiting)],
    ['Failed jobs', String(s.queue_failed)],
    ['Error groups', String(s.error_groups)],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>System status ${escape(s.generated_at)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1a2027}h1{color:#0d2a5c}
.tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px;margin:16px 0}
.tile{border:1px solid #d0d7de;border-radius:8px;padding:12px}.tile b{display:block;font-size:1.4em}
table{border-collapse:collapse;width:100%;margin:24px 0}caption{text-align:left;font-weight:700;font-size:1.1em;padding:4px 0}
th,td{border-bottom:1px solid #d0d7de;padding:6px 8px;text-align:left;font-variant-numeric:tabular-nums}
</style></head><body>
<h1>System status</h1>
<p>Generated ${escape(s.generated_at)}${s.process ? ` · version ${escape(s.process.version)}` : ` · your firm's figures`} · counting since ${escape(s.counting_since)}</p>
<div class="tiles">${tiles.map(([k, v]) => `<div class="tile">${escape(k)}<b>${escape(v)}</b></div>`).join('')}</div>
${table('Queues', ['Queue', 'Waiting', 'Active', 'Failed', 'Oldest waiting (s)'], data.queues.map((q) => [q.name, q.waiting, q.active, q.failed, q.oldest_waiting_seconds ?? '—']))}
${table('API routes (slowest p95 first)', ['Route', 'Requests', 'p50', 'p95', 'p99', 'Error rate'], data.routes.map((r) => [`${r.method} ${r.route}`, r.requests, ms(r.p50_seconds), ms(r.p95_seconds), ms(r.p99_seconds), pct(r.error_rate)]))}
${table('Language models', ['Provider', 'Model', 'Kind', 'Calls', 'Errors', 'Tokens in', 'Tokens out', 'p95 (ms)'], data.llm.map((m) => [m.provider, m.model, m.kind, m.calls, m.errors, m.input_tokens, m.output_tokens, m.latency_ms_p95 ?? '—']))}
${table('Errors by fingerprint', ['Fingerprint', 'Type', 'Message', 'Count', 'Last seen'], data.errors.map((e) => [e.fingerprint, e.type, e.message, e.count, e.last_seen]))}
</body></html>`;
}
