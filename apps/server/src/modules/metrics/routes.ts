import type { App, AppDeps } from '../../deps.js';

/** The feature's routes (written by its owner in issue 18). */
export function routes(_app: App, _deps: AppDeps): void {}
