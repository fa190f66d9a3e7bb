import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_DAT_FIELDS, type CreateProductionRequest, type DatFieldName, type FieldTemplate, type FieldTemplateInput, type FieldTemplateList } from '@app/contract';
import type { AppDeps } from '../../../../deps.js';
import type { DbOrTx, Tx } from '../../../../db/client.js';
import { productionFieldTemplates, users, type ProductionFieldTemplateRow } from '../../../../db/schema/index.js';
import { appendAudit } from '../../../../platform/audit/audit-log.js';
import { conflict, fieldError, notFound } from '../../../../platform/http/errors.js';
import type { Caller } from '../../../../platform/http/caller.js';

/*
 * Field templates: a recipient's DAT fields, saved once and chosen again for each production to
 * them. They belong to the firm (the same opposing counsel or regulator gets productions in many
 * matters); another firm's template is a 404. Every change is audited as a firm setting.
 */

const present = (row: ProductionFieldTemplateRow, creator: string | null): FieldTemplate => ({
  id: row.id,
  name: row.name,
  recipient: row.recipient,
  fields: row.fields,
  created_by: creator,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const select = (db: DbOrTx) =>
  db
    .select({ row: productionFieldTemplates, creator: users.fullName })
    .from(productionFieldTemplates)
    .leftJoin(users, eq(users.id, productionFieldTemplates.createdBy));

const ofFirm = (caller: Caller, id: string) => and(eq(productionFieldTemplates.id, id), eq(productionFieldTemplates.organizationId, caller.organizationId));

/** A recipient's templates first when one is named, then the rest, by recipient and name. */
export async function listFieldTemplates(deps: AppDeps, caller: Caller, recipient: string | undefined): Promise<FieldTemplateList> {
  const byName = [asc(sql`lower(${productionFieldTemplates.recipient})`), asc(sql`lower(${productionFieldTemplates.name})`)];
  const order = recipient ? [sql`case when lower(${productionFieldTemplates.recipient}) = lower(${recipient}) then 0 else 1 end`, ...byName] : byName;
  const rows = await select(deps.db)
    .where(eq(productionFieldTemplates.organizationId, caller.organizationId))
    .orderBy(...order);
  return { templates: rows.map((r) => present(r.row, r.creator)) };
}

export async function getFieldTemplate(deps: AppDeps, caller: Caller, id: string): Promise<FieldTemplate> {
  const [found] = await select(deps.db).where(ofFirm(caller, id));
  if (!found) throw notFound('Field template');
  return present(found.row, found.creator);
}

/** Two templates of one recipient with one name would be chosen by mistake: a 409 naming it. */
async function assertNameFree(tx: Tx, caller: Caller, input: FieldTemplateInput, except: string | null): Promise<void> {
  const [clash] = await tx
    .select({ id: productionFieldTemplates.id })
    .from(productionFieldTemplates)
    .where(
      and(
        eq(productionFieldTemplates.organizationId, caller.organizationId),
        sql`lower(${productionFieldTemplates.recipient}) = lower(${input.recipient})`,
        sql`lower(${productionFieldTemplates.name}) = lower(${input.name})`,
      ),
    );
  if (clash && clash.id !== except) throw conflict(`${input.recipient} already has a field template called "${input.name}".`, 'field_template_exists');
}

const auditDetails = (change: string, row: ProductionFieldTemplateRow) => ({ change, template_id: row.id, name: row.name, recipient: row.recipient, fields: row.fields });

export async function createFieldTemplate(deps: AppDeps, caller: Caller, input: FieldTemplateInput): Promise<FieldTemplate> {
  const row = await deps.db.transaction(async (tx) => {
    await assertNameFree(tx, caller, input, null);
    const [made] = await tx
      .insert(productionFieldTemplates)
      .values({ organizationId: caller.organizationId, name: input.name, recipient: input.recipient, fields: input.fields, createdBy: caller.userId })
      .returning();
    if (!made) throw new Error('field template insert returned no row');
    await appendAudit(tx, caller.actor, { action: 'organization_settings_changed', resourceType: 'organization', resourceId: caller.organizationId, resourceName: made.name, details: auditDetails('field_template_created', made) });
    return made;
  });
  return present(row, caller.name);
}

export async function updateFieldTemplate(deps: AppDeps, caller: Caller, id: string, input: FieldTemplateInput): Promise<FieldTemplate> {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(productionFieldTemplates).where(ofFirm(caller, id)).for('no key update');
    if (!current) throw notFound('Field template');
    await assertNameFree(tx, caller, input, id);
    const [changed] = await tx
      .update(productionFieldTemplates)
      .set({ name: input.name, recipient: input.recipient, fields: input.fields, updatedAt: new Date() })
      .where(ofFirm(caller, id))
      .returning();
    await appendAudit(tx, caller.actor, {
      action: 'organization_settings_changed',
      resourceType: 'organization',
      resourceId: caller.organizationId,
      resourceName: changed!.name,
      details: { ...auditDetails('field_template_updated', changed!), previous_fields: current.fields },
    });
  });
  return getFieldTemplate(deps, caller, id);
}

/** Productions made with it keep their fields (they were copied into the production when it was made). */
export async function deleteFieldTemplate(deps: AppDeps, caller: Caller, id: string): Promise<FieldTemplate> {
  const shown = await getFieldTemplate(deps, caller, id);
  await deps.db.transaction(async (tx) => {
    const [gone] = await tx.delete(productionFieldTemplates).where(ofFirm(caller, id)).returning();
    if (!gone) throw notFound('Field template');
    await appendAudit(tx, caller.actor, { action: 'organization_settings_changed', resourceType: 'organization', resourceId: caller.organizationId, resourceName: gone.name, details: auditDetails('field_template_deleted', gone) });
  });
  return shown;
}

/**
 * The DAT fields a new production carries: those it names, else its template's (copied, so a
 * later change of the template never changes a production already made), else the default list.
 * A template of another firm, or one deleted, is a 400 on the field.
 */
export async function fieldsForProduction(tx: Tx, caller: Caller, input: Pick<CreateProductionRequest, 'fields' | 'field_template_id'>): Promise<DatFieldName[]> {
  if (input.fields) return input.fields;
  if (!input.field_template_id) return [...DEFAULT_DAT_FIELDS];
  const [template] = await tx.select({ fields: productionFieldTemplates.fields }).from(productionFieldTemplates).where(ofFirm(caller, input.field_template_id));
  if (!template) throw fieldError('field_template_id', 'No such field template in this firm (it may have been deleted). Choose another.');
  return template.fields;
}
