import { and, eq } from 'drizzle-orm';
import type { Role } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { caseEvents, caseMembers, cases, users } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { syncLegacyParties } from '../conflicts/intake.js';
import { demoEmail } from './accounts.js';
import { DEMO_MATTERS } from './matters.js';
import { seedActor } from './seed-actor.js';

/** Realistic matters for the demo firm. Idempotent: a matter already there (by name) is left alone. */
export async function seedDemoCases(deps: AppDeps, organizationId: string): Promise<number> {
  const people = await deps.db.select().from(users).where(eq(users.organizationId, organizationId));
  const byRole = (role: Role) => people.find((p) => p.email === demoEmail(role));
  let created = 0;
  for (const m of DEMO_MATTERS) {
    const [exists] = await deps.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.organizationId, organizationId), eq(cases.name, m.name)));
    if (exists) continue;
    await deps.db.transaction(async (tx) => {
      const creator = byRole('partner');
      const [row] = await tx
        .insert(cases)
        .values({
          organizationId,
          name: m.name,
          clientName: m.clientName,
          caseType: m.caseType,
          docketNumber: m.docketNumber,
          status: m.status,
          priority: m.priority,
          attorneyName: m.attorneyName,
          opposingParty: m.opposingParty || null,
          opposingCounsel: m.opposingCounsel || null,
          court: m.court || null,
          judge: m.judge || null,
          jurisdiction: m.jurisdiction,
          description: m.description,
          tags: m.tags,
          parties: m.parties,
          openedAt: m.openedAt,
          closedAt: m.status === 'closed' ? new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10) : null,
          createdBy: creator?.id ?? null,
        })
        .returning();
      if (!row) throw new Error('demo case insert failed');
      // The demo's matters were cleared before they were opened: their parties go in, no check runs.
      await syncLegacyParties(tx, row, creator?.id ?? null);
      for (const t of m.team) {
        const user = byRole(t.role);
        if (user) await tx.insert(caseMembers).values({ organizationId, caseId: row.id, userId: user.id, accessLevel: t.level, grantedBy: creator?.id ?? null });
      }
      for (const e of m.events) {
        const startsAt = new Date(Date.now() + e.inDays * 86_400_000);
        startsAt.setUTCHours(14, 0, 0, 0);
        await tx.insert(caseEvents).values({
          organizationId,
          caseId: row.id,
          eventType: e.type,
          title: e.title,
          description: e.description ?? null,
          startsAt,
          allDay: e.type === 'deadline',
          location: e.location ?? null,
          status: e.inDays < 0 ? 'completed' : 'scheduled',
          createdBy: creator?.id ?? null,
        });
      }
      await appendAudit(tx, seedActor(organizationId), {
        action: 'case_created',
        resourceType: 'case',
        resourceId: row.id,
        resourceName: row.name,
        details: { via: 'demo_seed' },
      });
    });
    created += 1;
  }
  return created;
}
