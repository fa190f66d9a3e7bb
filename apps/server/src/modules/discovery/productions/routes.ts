import type { App, AppDeps } from '../../../deps.js';

/** Placeholder until the production routes land (issue 17). */
export function productionRoutes(_app: App, _deps: AppDeps): void {}
export async function productionWorkers(_deps: AppDeps): Promise<void> {}
export async function productionsSettled(_deps: AppDeps): Promise<void> {}
