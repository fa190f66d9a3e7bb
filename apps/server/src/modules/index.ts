import type { Module } from '../deps.js';
import { authModule } from './auth/module.js';
import { auditModule } from './audit/module.js';
import { healthModule } from './health/module.js';
import { oidcModule } from './oidc/module.js';
import { twoFactorModule } from './two-factor/module.js';
import { settingsModule } from './settings/module.js';
import { organizationModule } from './organization/module.js';
import { teamModule } from './team/module.js';
import { casesModule } from './cases/module.js';
import { documentsModule } from './documents/module.js';

/** Every feature module, in registration order. */
export const modules: Module[] = [authModule, auditModule, healthModule, oidcModule, twoFactorModule, settingsModule, organizationModule, teamModule, casesModule, documentsModule];
