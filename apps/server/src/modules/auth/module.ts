import type { Module } from '../../deps.js';
import { authRoutes } from './routes.js';
import { sendAccountMail } from './account-mail.js';

export const authModule: Module = {
  name: 'auth',
  routes: authRoutes,
  workers: async (deps) => {
    // Polled as often as the mail queue: a confirmation or reset link should not wait.
    await deps.jobs.work('auth.account_mail', (payload) => sendAccountMail(deps, payload), 0.5);
  },
};
