import { and, eq } from 'drizzle-orm';
import type { CaseParty, Role } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { caseEvents, caseMembers, cases, users } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { demoEmail } from './accounts.js';

interface DemoMatter {
  name: string;
  clientName: string;
  caseType: string;
  docketNumber: string;
  status: 'active' | 'pending' | 'on_hold' | 'closed';
  priority: 'critical' | 'high' | 'medium' | 'low';
  attorneyName: string;
  opposingParty: string;
  opposingCounsel: string;
  court: string;
  judge: string;
  jurisdiction: string;
  description: string;
  tags: string[];
  parties: CaseParty[];
  openedAt: string;
  /** Who besides partners works on it (associates and below see only these). */
  team: { role: Role; level: 'read' | 'edit' | 'manage' }[];
  /** Days from today, so the timeline always has something coming up. */
  events: { type: string; title: string; inDays: number; location?: string; description?: string }[];
}

const MATTERS: DemoMatter[] = [
  {
    name: 'Northwind Freight v. Castellan Logistics',
    clientName: 'Northwind Freight Inc.',
    caseType: 'Breach of Contract',
    docketNumber: '1:24-cv-01187-JMF',
    status: 'active',
    priority: 'high',
    attorneyName: 'Daniel Lane',
    opposingParty: 'Castellan Logistics LLC',
    opposingCounsel: 'Whitcombe & Ames LLP',
    court: 'U.S. District Court, Southern District of New York',
    judge: 'Hon. Jesse M. Furman',
    jurisdiction: 'Federal',
    description:
      'Northwind alleges Castellan breached the 2021 Master Logistics Services Agreement by diverting cold-chain capacity to a competitor during peak season, causing $4.2M in spoiled freight and lost contracts.',
    tags: ['breach of contract', 'logistics', 'damages'],
    parties: [
      { name: 'Northwind Freight Inc.', role: 'plaintiff', counsel: 'Harper & Lane LLP' },
      { name: 'Castellan Logistics LLC', role: 'defendant', counsel: 'Whitcombe & Ames LLP' },
      { name: 'Dr. Anita Marsh', role: 'expert', counsel: null, contact: 'Supply-chain damages expert' },
    ],
    openedAt: '2024-02-12',
    team: [
      { role: 'associate', level: 'manage' },
      { role: 'paralegal', level: 'edit' },
      { role: 'viewer', level: 'read' },
    ],
    events: [
      { type: 'deposition', title: 'Deposition of Castellan COO Raymond Voss', inDays: 9, location: 'Harper & Lane, 32nd floor' },
      { type: 'deadline', title: 'Fact discovery closes', inDays: 21 },
      { type: 'hearing', title: 'Hearing on motion to compel production', inDays: 34, location: 'Courtroom 1105, 40 Centre Street' },
      { type: 'filing', title: 'Answer and counterclaim filed by Castellan', inDays: -120 },
    ],
  },
  {
    name: 'Rivera v. Harbor Hotels Group',
    clientName: 'Luis Rivera',
    caseType: 'Employment',
    docketNumber: 'MID-L-004512-24',
    status: 'active',
    priority: 'critical',
    attorneyName: 'Priya Natarajan',
    opposingParty: 'Harbor Hotels Group, Inc.',
    opposingCounsel: 'Fenwick Dorsey LLP',
    court: 'Superior Court of New Jersey, Middlesex County',
    judge: 'Hon. Claire Odum',
    jurisdiction: 'New Jersey',
    description:
      'Wrongful termination and retaliation under the New Jersey Conscientious Employee Protection Act after the client reported wage-and-hour violations at two hotel properties.',
    tags: ['employment', 'retaliation', 'CEPA'],
    parties: [
      { name: 'Luis Rivera', role: 'plaintiff', counsel: 'Harper & Lane LLP' },
      { name: 'Harbor Hotels Group, Inc.', role: 'defendant', counsel: 'Fenwick Dorsey LLP' },
      { name: 'Janet Kowalski', role: 'witness', counsel: null, contact: 'Former HR manager' },
    ],
    openedAt: '2024-06-03',
    team: [
      { role: 'associate', level: 'manage' },
      { role: 'paralegal', level: 'edit' },
    ],
    events: [
      { type: 'deadline', title: 'Responses to second set of interrogatories due', inDays: 5 },
      { type: 'deposition', title: 'Deposition of Janet Kowalski', inDays: 16, location: 'Remote (Zoom)' },
      { type: 'meeting', title: 'Mediation session', inDays: 45, location: 'JAMS, Newark' },
    ],
  },
  {
    name: 'In re Meridian Pharmaceuticals FDA Warning Letter',
    clientName: 'Meridian Pharmaceuticals Corp.',
    caseType: 'Regulatory',
    docketNumber: 'FDA-WL-320-24-118',
    status: 'pending',
    priority: 'high',
    attorneyName: 'Margaret Harper',
    opposingParty: 'U.S. Food and Drug Administration',
    opposingCounsel: 'FDA Office of Chief Counsel',
    court: 'FDA Center for Drug Evaluation and Research',
    judge: '',
    jurisdiction: 'Federal',
    description: 'Response to a warning letter citing data-integrity lapses at the Raleigh manufacturing site; remediation plan and regulatory correspondence.',
    tags: ['regulatory', 'FDA', 'compliance'],
    parties: [
      { name: 'Meridian Pharmaceuticals Corp.', role: 'respondent', counsel: 'Harper & Lane LLP' },
      { name: 'U.S. Food and Drug Administration', role: 'regulator', counsel: null },
    ],
    openedAt: '2024-09-18',
    team: [{ role: 'paralegal', level: 'edit' }],
    events: [
      { type: 'deadline', title: '15-business-day response to warning letter', inDays: 12 },
      { type: 'meeting', title: 'Regulatory meeting with CDER compliance staff', inDays: 40, location: 'Silver Spring, MD' },
    ],
  },
  {
    name: 'Okafor v. Metro Transit Authority',
    clientName: 'Grace Okafor',
    caseType: 'Personal Injury',
    docketNumber: '2024-CV-33817',
    status: 'active',
    priority: 'medium',
    attorneyName: 'Priya Natarajan',
    opposingParty: 'Metro Transit Authority',
    opposingCounsel: 'Office of General Counsel, MTA',
    court: 'Supreme Court of the State of New York, Kings County',
    judge: 'Hon. Robert Lindqvist',
    jurisdiction: 'New York',
    description: 'Client injured when a bus door closed on her arm at the Atlantic Terminal stop; claims for negligence and failure to maintain door sensors.',
    tags: ['personal injury', 'negligence'],
    parties: [
      { name: 'Grace Okafor', role: 'plaintiff', counsel: 'Harper & Lane LLP' },
      { name: 'Metro Transit Authority', role: 'defendant', counsel: 'Office of General Counsel, MTA' },
    ],
    openedAt: '2024-04-22',
    team: [{ role: 'associate', level: 'edit' }],
    events: [
      { type: 'hearing', title: 'Preliminary conference', inDays: 27, location: '360 Adams Street, Brooklyn' },
      { type: 'filing', title: 'Bill of particulars served', inDays: -30 },
    ],
  },
  {
    name: 'Sterling Capital Partners Acquisition of Bayview Software',
    clientName: 'Sterling Capital Partners LP',
    caseType: 'Corporate Transaction',
    docketNumber: 'HL-M&A-2024-031',
    status: 'on_hold',
    priority: 'medium',
    attorneyName: 'Daniel Lane',
    opposingParty: 'Bayview Software, Inc.',
    opposingCounsel: 'Kessler Grant LLP',
    court: '',
    judge: '',
    jurisdiction: 'Delaware',
    description: 'Due diligence and purchase agreement negotiation; paused pending the target\u2019s restatement of FY2023 revenue.',
    tags: ['M&A', 'due diligence'],
    parties: [
      { name: 'Sterling Capital Partners LP', role: 'other', counsel: 'Harper & Lane LLP' },
      { name: 'Bayview Software, Inc.', role: 'other', counsel: 'Kessler Grant LLP' },
    ],
    openedAt: '2024-07-09',
    team: [],
    events: [{ type: 'meeting', title: 'Diligence call with Bayview CFO', inDays: 60 }],
  },
  {
    name: 'Estate of Whitfield',
    clientName: 'Catherine Whitfield',
    caseType: 'Probate',
    docketNumber: '2023-1442/A',
    status: 'closed',
    priority: 'low',
    attorneyName: 'Margaret Harper',
    opposingParty: '',
    opposingCounsel: '',
    court: 'Surrogate\u2019s Court, New York County',
    judge: 'Hon. Nora Anderson',
    jurisdiction: 'New York',
    description: 'Administration of the estate of Harold Whitfield; final accounting approved.',
    tags: ['probate', 'estate'],
    parties: [{ name: 'Catherine Whitfield', role: 'petitioner', counsel: 'Harper & Lane LLP' }],
    openedAt: '2023-03-01',
    team: [],
    events: [{ type: 'filing', title: 'Final accounting decree entered', inDays: -60 }],
  },
];

const SEED_ACTOR = { userId: null, userEmail: null, userName: 'System', sessionId: null, ipAddress: null, userAgent: 'demo-seed' };

/** Realistic matters for the demo firm. Idempotent: a matter already there (by name) is left alone. */
export async function seedDemoCases(deps: AppDeps, organizationId: string): Promise<number> {
  const people = await deps.db.select().from(users).where(eq(users.organizationId, organizationId));
  const byRole = (role: Role) => people.find((p) => p.email === demoEmail(role));
  let created = 0;
  for (const m of MATTERS) {
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
      await appendAudit(tx, { organizationId, ...SEED_ACTOR }, {
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
