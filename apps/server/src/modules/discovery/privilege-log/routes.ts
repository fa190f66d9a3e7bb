import type { App, AppDeps } from '../../../deps.js';

/** Placeholder until the privilege-log routes land (issue 17). */
export function privilegeLogRoutes(_app: App, _deps: AppDeps): void {}
