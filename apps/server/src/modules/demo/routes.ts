import { DemoAccountsResponse } from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { notFound } from '../../platform/http/errors.js';
import { DEMO_ORGANIZATION_NAME, demoAccounts } from './accounts.js';

// Listed with the sign-in endpoints: the sign-in page offers these accounts.
const tags = ['auth'];

export function demoRoutes(app: App, deps: AppDeps): void {
  app.get('/auth/demo-accounts', {
    config: { permission: 'public' },
    schema: { tags, summary: 'Built-in demo credentials (demo mode only)', response: { 200: DemoAccountsResponse } },
    handler: async () => {
      if (!deps.config.demo) throw notFound('Demo mode is off; demo accounts');
      return { organization: DEMO_ORGANIZATION_NAME, accounts: demoAccounts() };
    },
  });
}
