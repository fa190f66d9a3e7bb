import { eq } from 'drizzle-orm';
import { ROLES, ROLE_INFO } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { organizations, users } from '../../db/schema/index.js';
import { hash } from '@node-rs/argon2';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { seedDemoCases } from './seed-cases.js';
import { seedDemoDocuments } from './seed-documents.js';
import { seedDemoTranscripts } from './seed-transcripts.js';
import { seedDemoDiscovery } from './seed-discovery.js';
import { DEMO_ORGANIZATION_NAME, DEMO_PEOPLE, demoEmail, demoPassword } from './accounts.js';
import { seedActor } from './seed-actor.js';

/**
 * First start in demo mode: Harper & Lane LLP with one person per role. Idempotent: an existing
 * demo firm is left alone. Demo passwords are deliberately simple and documented, so they skip
 * the strength check that real accounts get.
 */
export async function seedDemoFirm(deps: AppDeps): Promise<{ created: boolean; organizationId: string }> {
  const firm = await seedDemoPeople(deps);
  // Matters and their documents are seeded on every start (idempotent), so a data dir from
  // before they existed gets them too.
  await seedDemoCases(deps, firm.organizationId);
  await seedDemoDocuments(deps, firm.organizationId);
  // After the documents: the transcript import reads a seeded document (never fails start-up).
  await seedDemoTranscripts(deps, firm.organizationId);
  // After the documents: the review codes seeded documents (never fails start-up).
  await seedDemoDiscovery(deps, firm.organizationId);
  return firm;
}

async function seedDemoPeople(deps: AppDeps): Promise<{ created: boolean; organizationId: string }> {
  const [existing] = await deps.db.select({ id: users.organizationId }).from(users).where(eq(users.email, demoEmail('admin')));
  if (existing) return { created: false, organizationId: existing.id };
  const hashes = await Promise.all(ROLES.map((role) => hash(demoPassword(role), { algorithm: 2 })));
  return deps.db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({
        name: DEMO_ORGANIZATION_NAME,
        domain: 'demo.example',
        subscriptionType: 'professional',
        subscriptionStatus: 'active',
        maxUsers: 25,
        maxCases: 100,
        address: '1200 Avenue of the Americas, New York, NY 10036',
        phone: '+1 212 555 0148',
        website: 'https://harperlane.example',
      })
      .returning();
    if (!org) throw new Error('demo organization insert failed');
    for (const [i, role] of ROLES.entries()) {
      const person = DEMO_PEOPLE[role];
      const [user] = await tx
        .insert(users)
        .values({
          organizationId: org.id,
          email: demoEmail(role),
          passwordHash: hashes[i] ?? null,
          fullName: person.fullName,
          role,
          orgRole: ROLE_INFO[role].organizationRole,
          title: person.title,
          barNumber: person.barNumber,
          isVerified: true,
          phone: `+1 212 555 01${60 + i}`,
          termsAcceptedAt: new Date(),
          passwordChangedAt: new Date(),
        })
        .returning();
      if (!user) throw new Error('demo user insert failed');
      await appendAudit(
        tx,
        seedActor(org.id),
        { action: 'user_created', resourceType: 'user', resourceId: user.id, resourceName: user.email, details: { via: 'demo_seed', role } },
      );
    }
    return { created: true, organizationId: org.id };
  });
}
