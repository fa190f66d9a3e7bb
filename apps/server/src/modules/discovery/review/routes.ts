import type { App, AppDeps } from '../../../deps.js';

/** Placeholder until the review routes land (issue 17). */
export function reviewRoutes(_app: App, _deps: AppDeps): void {}
