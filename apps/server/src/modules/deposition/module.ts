import type { AppDeps, Module } from '../../deps.js';
import { analysisSettled, recoverPendingAnalyses } from './run-assistant.js';
import { liveRoutes } from './live/routes.js';
import { depositionRoutes } from './routes.js';

/** The real-time deposition assistant: sessions, testimony, the assistant's runs, the live channel. */
export const depositionModule: Module = {
  name: 'deposition',
  routes: (app, deps) => {
    depositionRoutes(app, deps);
    // WebSocket GET …/sessions/:session_id/live (the live channel).
    liveRoutes(app, deps);
  },
  // Crash recovery: testimony stored but never analysed (the server stopped between the two).
  workers: async (deps: AppDeps) => {
    try {
      const pending = await recoverPendingAnalyses(deps);
      if (pending > 0) deps.log.info({ sessions: pending }, 'analysing deposition testimony left from before the restart');
    } catch (err) {
      deps.log.error({ err }, 'could not look for deposition testimony left unanalysed');
    }
  },
  // Runs in progress finish before the database closes.
  stop: (deps) => analysisSettled(deps),
};
