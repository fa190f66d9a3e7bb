import { and, eq } from 'drizzle-orm';
import {
  AddModelPriceRequest,
  Budget,
  BudgetAlert,
  BudgetAlertIdParam,
  BudgetAlertList,
  BudgetAlertsQuery,
  BudgetIdParam,
  BudgetList,
  CostPeriodQuery,
  CostReport,
  CostUserParam,
  ModelPriceEntry,
  ModelPriceList,
  ModelUsageResponse,
  SetBudgetRequest,
} from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { App, AppDeps } from '../../deps.js';
import { users } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { sendAttachment } from '../../platform/http/attachment.js';
import { callerOf, type Caller } from '../../platform/http/caller.js';
import { notFound } from '../../platform/http/errors.js';
import { acknowledgeAlert, listAlerts } from './alerts.js';
import { deleteBudget, listBudgets, setBudget } from './budgets.js';
import { modelsUsage } from './models.js';
import { addPrice, listPrices, modelsInUse } from './prices.js';
import { costReport, reportCsv, reportFileName, type ReportScope } from './report.js';

const tags = ['cost-analytics'];
const view = { permission: 'costs:view' } as const;
const manage = { permission: 'costs:manage' } as const;
const everyone = { permission: 'authenticated' } as const;
const base = '/cost-analytics';

/** A user of the caller's firm (another firm's id is 404, as if it did not exist). */
async function firmUser(deps: AppDeps, caller: Caller, userId: string) {
  const [user] = await deps.db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, caller.organizationId)));
  if (!user) throw notFound('User');
  return user;
}

/** Reading the firm's or a colleague's spending is privileged: audited as analytics_viewed. */
async function auditedReport(deps: AppDeps, caller: Caller, scope: ReportScope, name: string, query: CostPeriodQuery) {
  const report = await costReport(deps.db, scope, query);
  await recordAudit(deps.db, caller.actor, {
    action: 'analytics_viewed',
    resourceType: 'billing',
    resourceId: scope.userId,
    resourceName: name,
    details: { from: report.from, to: report.to, group_by: report.group_by },
  });
  return report;
}

/** The CSV download of a report's chart, audited as data_export when it is not the caller's own. */
async function sendCsv(deps: AppDeps, caller: Caller, reply: FastifyReply, scope: ReportScope, who: string, name: string, query: CostPeriodQuery) {
  const report = await costReport(deps.db, scope, query);
  if (scope.userId !== caller.userId) {
    await recordAudit(deps.db, caller.actor, {
      action: 'data_export',
      resourceType: 'billing',
      resourceId: scope.userId,
      resourceName: name,
      details: { format: 'csv', from: report.from, to: report.to, interval: report.interval },
    });
  }
  return sendAttachment(reply, { body: reportCsv(report), contentType: 'text/csv; charset=utf-8', filename: reportFileName(report, who) });
}

/** Cost analytics over HTTP: partners and above read, administrators set budgets and prices. */
export function routes(app: App, deps: AppDeps): void {
  app.get(`${base}/organization/summary`, {
    config: view,
    schema: { tags, summary: "The firm's AI costs over a period: totals, a chart over time and a grouping (audited)", querystring: CostPeriodQuery, response: { 200: CostReport } },
    handler: (req) => {
      const caller = callerOf(req);
      return auditedReport(deps, caller, { organizationId: caller.organizationId, userId: null }, 'Firm AI costs', req.query);
    },
  });
  app.get(`${base}/organization/export`, {
    config: view,
    schema: { tags, summary: "The firm's AI costs chart as CSV, one row per day or month (audited)", querystring: CostPeriodQuery },
    handler: (req, reply) => {
      const caller = callerOf(req);
      return sendCsv(deps, caller, reply, { organizationId: caller.organizationId, userId: null }, 'firm', 'Firm AI costs', req.query);
    },
  });
  app.get(`${base}/user/:user_id`, {
    config: view,
    schema: { tags, summary: "One user's AI costs over a period (audited)", params: CostUserParam, querystring: CostPeriodQuery, response: { 200: CostReport } },
    handler: async (req) => {
      const caller = callerOf(req);
      const user = await firmUser(deps, caller, req.params.user_id);
      return auditedReport(deps, caller, { organizationId: caller.organizationId, userId: user.id }, `AI costs of ${user.fullName}`, req.query);
    },
  });
  app.get(`${base}/user/:user_id/export`, {
    config: view,
    schema: { tags, summary: "One user's AI costs chart as CSV (audited)", params: CostUserParam, querystring: CostPeriodQuery },
    handler: async (req, reply) => {
      const caller = callerOf(req);
      const user = await firmUser(deps, caller, req.params.user_id);
      return sendCsv(deps, caller, reply, { organizationId: caller.organizationId, userId: user.id }, 'user', `AI costs of ${user.fullName}`, req.query);
    },
  });
  app.get(`${base}/my-usage`, {
    config: everyone,
    schema: { tags, summary: "The caller's own AI usage and cost over a period", querystring: CostPeriodQuery, response: { 200: CostReport } },
    handler: (req) => {
      const caller = callerOf(req);
      return costReport(deps.db, { organizationId: caller.organizationId, userId: caller.userId }, req.query);
    },
  });
  app.get(`${base}/my-usage/export`, {
    config: everyone,
    schema: { tags, summary: "The caller's own AI usage chart as CSV", querystring: CostPeriodQuery },
    handler: (req, reply) => {
      const caller = callerOf(req);
      return sendCsv(deps, caller, reply, { organizationId: caller.organizationId, userId: caller.userId }, 'my-usage', 'My AI usage', req.query);
    },
  });
  app.get(`${base}/models/usage`, {
    config: view,
    schema: { tags, summary: 'Calls, tokens and cost per model over a period, with the price that applies now', querystring: CostPeriodQuery, response: { 200: ModelUsageResponse } },
    handler: (req) => modelsUsage(deps.db, callerOf(req), req.query),
  });
  app.get(`${base}/alerts`, {
    config: view,
    schema: { tags, summary: 'Budget alerts (50, 80 and 100 % of a monthly limit), newest first', querystring: BudgetAlertsQuery, response: { 200: BudgetAlertList } },
    handler: (req) => listAlerts(deps.db, callerOf(req), req.query.period),
  });
  app.post(`${base}/alerts/:alert_id/acknowledge`, {
    config: view,
    schema: { tags, summary: 'Mark a budget alert as seen', params: BudgetAlertIdParam, response: { 200: BudgetAlert } },
    handler: (req) => acknowledgeAlert(deps.db, callerOf(req), req.params.alert_id),
  });
  app.get(`${base}/budgets`, {
    config: view,
    schema: { tags, summary: "The firm's monthly budget and users' budgets, with this month's spending", response: { 200: BudgetList } },
    handler: (req) => listBudgets(deps.db, callerOf(req)),
  });
  app.put(`${base}/budgets`, {
    config: manage,
    schema: { tags, summary: "Set the firm's monthly budget (no user_id) or a user's (audited)", body: SetBudgetRequest, response: { 200: Budget } },
    handler: (req) => setBudget(deps, callerOf(req), req.body),
  });
  app.delete(`${base}/budgets/:budget_id`, {
    config: manage,
    schema: { tags, summary: 'Remove a budget (audited)', params: BudgetIdParam, response: { 200: Budget } },
    handler: (req) => deleteBudget(deps, callerOf(req), req.params.budget_id),
  });
  app.get(`${base}/prices`, {
    config: view,
    schema: { tags, summary: "The price table: the firm's prices with their history, and the published ones", response: { 200: ModelPriceList } },
    handler: (req) => listPrices(deps.db, callerOf(req), modelsInUse(deps)),
  });
  app.post(`${base}/prices`, {
    config: manage,
    schema: { tags, summary: 'Add a price for a model from a date on; recorded costs never change (audited)', body: AddModelPriceRequest, response: { 201: ModelPriceEntry } },
    handler: async (req, reply) => reply.status(201).send(await addPrice(deps, callerOf(req), req.body)),
  });
}
