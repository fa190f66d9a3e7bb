import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './server';

/**
 * Builds the web app into a private temporary folder. Other people working in the same tree
 * rebuild apps/web/dist whenever they like; a test server serving that folder would lose its
 * chunks mid-run. Set E2E_WEB_DIST_DIR to serve an existing build instead.
 */
export function buildWebAppForTests(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ldd-e2e-web-'));
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(REPO_ROOT, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status})`);
  return outDir;
}
