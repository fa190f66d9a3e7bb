// Runs the integration suite on embedded PGlite, then on PostgreSQL when TEST_DATABASE_URL is set
// (CI sets it, so both engines are proven on every change).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const runs = [{ name: 'PGlite', env: { TEST_DB_DRIVER: 'pglite' } }];
if (process.env.TEST_DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { TEST_DB_DRIVER: 'postgres' } });
else console.warn('TEST_DATABASE_URL is not set: integration tests run on PGlite only.');

for (const run of runs) {
  console.warn(`\n=== integration tests on ${run.name} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
