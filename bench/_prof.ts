import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../apps/server/src/config.js';
import { createServer } from '../apps/server/src/server.js';
import { sql } from 'drizzle-orm';

const dataDir = mkdtempSync(path.join(tmpdir(), 'prof-'));
const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'true', LOG_LEVEL: 'warn', JWT_SECRET: 'x'.repeat(40), LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
const server = await createServer(config, { workers: process.env.WORKERS !== '0' });
if (process.env.STOPQ === '1') await server.deps.jobs.stop();
const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'partner@demo.example', password: 'demo-partner' } });
const token = login.json().access_token as string;
const claims = (await server.deps.tokens.verify(token))!;
async function time(name: string, n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(name, ((performance.now() - t) / n).toFixed(3), 'ms');
}
const q = `select u.*, o.name, s.last_used_at from users u join organizations o on o.id = u.organization_id join sessions s on s.id = $1 and s.user_id = u.id and s.revoked_at is null where u.id = $2 limit 1`;
await time('inject /auth/me', 300, () => server.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } }));
await time('inject /health/', 300, () => server.app.inject({ method: 'GET', url: '/api/v1/health/' }));
await time('drizzle select 1', 300, () => server.deps.db.execute(sql`select 1`));
await time('executeSql select 1', 300, () => server.deps.database.executeSql('select 1'));
await time('executeSql join', 300, () => server.deps.database.executeSql(q, [claims.sid, claims.sub]));
await time('executeSql join no params (exec)', 300, () => server.deps.database.executeSql(q.replace('$1', `'${claims.sid}'`).replace('$2', `'${claims.sub}'`)));
const fresh = await PGlite.create();
await time('fresh pglite select 1', 300, () => fresh.query('select 1'));
await server.close();
process.exit(0);
