import type { App, AppDeps } from '../../../deps.js';

/** Placeholder until the requests routes land (issue 17). */
export function requestRoutes(_app: App, _deps: AppDeps): void {}
