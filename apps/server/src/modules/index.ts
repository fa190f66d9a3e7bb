import type { Module } from '../deps.js';
import { authModule } from './auth/module.js';
import { demoModule } from './demo/module.js';
import { auditModule } from './audit/module.js';
import { healthModule } from './health/module.js';
import { oidcModule } from './oidc/module.js';
import { twoFactorModule } from './two-factor/module.js';
import { settingsModule } from './settings/module.js';
import { organizationModule } from './organization/module.js';
import { teamModule } from './team/module.js';
import { casesModule } from './cases/module.js';
import { documentsModule } from './documents/module.js';
import { searchFollowsText, searchModule } from './search/module.js';
import { omnisearchModule } from './omnisearch/module.js';
import { embeddingsFollowText, semanticSearchModule } from './semantic-search/module.js';
import { analysisModule } from './analysis/module.js';
import { highlightsFollowPageText, highlightsModule } from './highlights/module.js';
import { maintenanceModule } from './maintenance/module.js';
import { transcriptionModule } from './transcription/module.js';
import { depositionModule } from './deposition/module.js';
import { discoveryModule } from './discovery/module.js';
import { redactionsModule } from './redactions/module.js';
import { dashboardFollowsText, dashboardModule } from './dashboard/module.js';
import { lawyerAnalysisFollowsText, lawyerAnalysisModule } from './lawyer-analysis/module.js';
import { costAnalyticsModule } from './cost-analytics/module.js';
import { batchModule } from './batch/module.js';
import { metricsModule } from './metrics/module.js';
import { retentionModule } from './retention/module.js';
import { collectionsFollowText, collectionsModule } from './collections/module.js';
import { custodiansFollowText, custodiansModule } from './custodians/module.js';
import { calendarModule } from './calendar/module.js';
import { conflictsModule } from './conflicts/module.js';
import { deadlinesModule } from './deadlines/module.js';

/** Every feature module, in registration order. */
export const modules: Module[] = [
  authModule,
  demoModule,
  auditModule,
  healthModule,
  oidcModule,
  twoFactorModule,
  settingsModule,
  organizationModule,
  teamModule,
  casesModule,
  conflictsModule,
  // The documents pipeline names no other module: what extends it is passed here. Steps in the
  // page transaction first; then, after the commit, who catches up on the new text in a job.
  documentsModule({ pagesReplaced: [highlightsFollowPageText], textChanged: [searchFollowsText, embeddingsFollowText, lawyerAnalysisFollowsText, dashboardFollowsText, collectionsFollowText, custodiansFollowText] }),
  searchModule,
  omnisearchModule,
  semanticSearchModule,
  analysisModule,
  highlightsModule,
  transcriptionModule({ pagesReplaced: [highlightsFollowPageText] }),
  depositionModule,
  discoveryModule,
  redactionsModule,
  dashboardModule,
  lawyerAnalysisModule,
  costAnalyticsModule,
  batchModule,
  metricsModule,
  maintenanceModule,
  retentionModule,
  collectionsModule,
  custodiansModule,
  deadlinesModule,
  calendarModule(),
];
