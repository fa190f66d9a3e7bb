import { FieldTemplate, FieldTemplateIdParam, FieldTemplateInput, FieldTemplateList, FieldTemplateListQuery } from '@app/contract';
import type { App, AppDeps } from '../../../../deps.js';
import { callerOf } from '../../../../platform/http/caller.js';
import { createFieldTemplate, deleteFieldTemplate, getFieldTemplate, listFieldTemplates, updateFieldTemplate } from './service.js';

const tags = ['discovery'];
const read = { permission: 'discovery:read' } as const;
const manage = { permission: 'discovery:manage' } as const;

/** The firm's DAT field templates, one per recipient's ESI protocol. */
export function fieldTemplateRoutes(app: App, deps: AppDeps): void {
  app.get('/discovery/field-templates', {
    config: read,
    schema: { tags, summary: "The firm's DAT field templates, a recipient's first when named", querystring: FieldTemplateListQuery, response: { 200: FieldTemplateList } },
    handler: (req) => listFieldTemplates(deps, callerOf(req), req.query.recipient),
  });
  app.post('/discovery/field-templates', {
    config: manage,
    schema: { tags, summary: 'Save the DAT fields for a recipient', body: FieldTemplateInput, response: { 201: FieldTemplate } },
    handler: async (req, reply) => reply.status(201).send(await createFieldTemplate(deps, callerOf(req), req.body)),
  });
  app.get('/discovery/field-templates/:template_id', {
    config: read,
    schema: { tags, summary: 'A field template', params: FieldTemplateIdParam, response: { 200: FieldTemplate } },
    handler: (req) => getFieldTemplate(deps, callerOf(req), req.params.template_id),
  });
  app.put('/discovery/field-templates/:template_id', {
    config: manage,
    schema: { tags, summary: 'Change a field template (productions already made keep their fields)', params: FieldTemplateIdParam, body: FieldTemplateInput, response: { 200: FieldTemplate } },
    handler: (req) => updateFieldTemplate(deps, callerOf(req), req.params.template_id, req.body),
  });
  app.delete('/discovery/field-templates/:template_id', {
    config: manage,
    schema: { tags, summary: 'Delete a field template (productions made with it keep their fields)', params: FieldTemplateIdParam, response: { 200: FieldTemplate } },
    handler: (req) => deleteFieldTemplate(deps, callerOf(req), req.params.template_id),
  });
}
