import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';
import { buildWebAppForTests } from './web-build';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    webDistDir: string;
  }
}

/**
 * Builds the web app once, then starts one shared server for the e2e files (each test uses its
 * own browser context, so its own session). Files that need a differently configured server call
 * startServer() themselves; it serves the same build (E2E_WEB_DIST_DIR, set here).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A server already running (E2E_BASE_URL, serving a current build) saves the build and the
  // minutes of seeding while one file is written; the full run always starts its own.
  const running = process.env.E2E_BASE_URL;
  if (running) {
    project.provide('baseUrl', running);
    project.provide('dataDir', process.env.E2E_DATA_DIR ?? '');
    project.provide('webDistDir', process.env.E2E_WEB_DIST_DIR ?? '');
    return async () => {};
  }
  const given = process.env.E2E_WEB_DIST_DIR;
  const webDistDir = given ?? buildWebAppForTests();
  process.env.E2E_WEB_DIST_DIR = webDistDir;
  const server = await startServer({ webDistDir });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('webDistDir', webDistDir);
  return async () => {
    await server.stop();
    if (!given) rmSync(webDistDir, { recursive: true, force: true });
  };
}
