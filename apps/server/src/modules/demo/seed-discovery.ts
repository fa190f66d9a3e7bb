import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CodingChange, CreateDiscoveryRequestRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { cases, discoveryRequests, documentCodings, documents } from '../../db/schema/index.js';
import { createRequest } from '../discovery/requests/requests.js';
import { codeDocument } from '../discovery/review/coding.js';
import { NORTHWIND } from './corpus/northwind.js';
import { demoCaller } from './seed-transcripts.js';

/*
 * The demo's discovery, in Northwind v. Castellan: Castellan's first requests for
 * production, received by e-mail 26 days ago (so the response is due within DUE_SOON_DAYS and the
 * requests table warns), and a review under way — the contract and the termination notice
 * responsive and designated confidential, the damages schedule Attorneys' Eyes Only, public filings
 * not responsive, and the client's e-mail to counsel responsive but withheld as attorney-client
 * privileged (PRIV-0001 on the privilege log). No production: making one is the user's to try.
 * Everything goes through the discovery services as the team would do it (the deadline lands on
 * the case's calendar, the coding is audited), acting as the demo associate and paralegal.
 */

export const DEMO_REQUEST_TITLE = "Castellan's First Requests for Production";
/**
 * Days before today the requests were served: 30 days to respond leaves 4, and the court-rule
 * roll past a weekend and a Monday (or Friday) holiday leaves 7 at most, within DUE_SOON_DAYS.
 */
const SERVED_DAYS_AGO = 26;

const ITEMS = [
  'All documents and communications concerning the negotiation, execution, performance or amendment of the Master Logistics Services Agreement dated March 15, 2021 (the "MLSA"), including all schedules and rate sheets.',
  "All documents concerning any notice of breach Northwind sent to Castellan, including the notice dated October 11, 2023, and all documents evidencing its delivery under Section 20.1 of the MLSA.",
  'All documents concerning Castellan\'s Notice of Termination dated November 3, 2023, including documents sufficient to show when and how Northwind received it.',
  "All documents supporting or refuting Northwind's claim for damages of $4,213,560.00, including spoilage logs, shipper claims, credits issued and any calculation of lost profits.",
  'All communications between Northwind and Tidewater Freight Co., and all documents concerning the Tidewater rate confirmation referenced in Northwind\'s notice of breach.',
  "All documents concerning Castellan invoices CL-23-088 through CL-23-097 (totaling $612,480.00) and Northwind's dispute of those invoices under Section 7.4 of the MLSA.",
];

type Role = 'associate' | 'paralegal';

/** The coding of the review so far, by file name: who coded it and what they decided. */
const CODING: { filename: string; by: Role; change: (requestId: string) => CodingChange }[] = [
  { filename: 'Master Logistics Services Agreement (executed 2021-03-15).docx', by: 'paralegal', change: (r) => ({ responsiveness: { [r]: 'responsive' }, confidentiality: 'confidential', notes: 'Rate schedules (Schedule B) are commercially sensitive.' }) },
  { filename: 'Castellan Notice of Termination 2023-11-03 (scan).pdf', by: 'paralegal', change: (r) => ({ responsiveness: { [r]: 'responsive' } }) },
  { filename: 'Exhibit 12 - Damages Schedule (Marsh).csv', by: 'paralegal', change: (r) => ({ responsiveness: { [r]: 'responsive' }, confidentiality: 'highly_confidential_aeo', notes: "Customer-level claim values: Attorneys' Eyes Only under the protective order." }) },
  {
    filename: 'FW Notice of Termination - MLSA dated March 15 2021.eml',
    by: 'associate',
    change: (r) => ({
      responsiveness: { [r]: 'responsive' },
      privilege: 'attorney_client',
      privilege_basis: "Confidential communication from Northwind's Director of Customer Operations to outside litigation counsel (Harper & Lane LLP) requesting legal advice regarding Castellan's notice of termination.",
      notes: 'Withhold; the attachments (the notice of breach and the spoilage log) are produced on their own.',
    }),
  },
  { filename: 'SDNY docket report 1-24-cv-01187.html', by: 'paralegal', change: (r) => ({ responsiveness: { [r]: 'not_responsive' }, notes: 'Public docket.' }) },
  { filename: '2024-06-03 Memorandum of Law ISO Motion to Dismiss Counterclaim Two.pdf', by: 'paralegal', change: (r) => ({ responsiveness: { [r]: 'not_responsive' }, notes: 'Filed brief.' }) },
];

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The request set, created once: one the team deleted since stays deleted (its row is still there). */
async function requestId(deps: AppDeps, organizationId: string, caseId: string): Promise<string | null> {
  const [existing] = await deps.db
    .select({ id: discoveryRequests.id, deletedAt: discoveryRequests.deletedAt })
    .from(discoveryRequests)
    .where(and(eq(discoveryRequests.caseId, caseId), eq(discoveryRequests.title, DEMO_REQUEST_TITLE)));
  if (existing) return existing.deletedAt ? null : existing.id;
  const caller = await demoCaller(deps, organizationId, 'associate');
  if (!caller) return null;
  const input: CreateDiscoveryRequestRequest = {
    case_id: caseId,
    direction: 'received',
    request_type: 'production',
    title: DEMO_REQUEST_TITLE,
    set_number: 1,
    propounding_party: 'Castellan Logistics LLC',
    responding_party: 'Northwind Freight Inc.',
    served_date: isoDaysAgo(SERVED_DAYS_AGO),
    service_method: 'email',
    response_days: 30,
    notes: 'Served by e-mail by Jonathan Pierce (Whitcombe & Ames LLP). Responses and objections due 30 days after service (Fed. R. Civ. P. 34(b)(2)(A)).',
    items: ITEMS.map((text) => ({ text })),
  };
  return (await createRequest(deps, caller, input)).id;
}

/**
 * Seeds the request and the review coding. Idempotent: the request is made once, and a document
 * is coded only while it has no coding at all (nobody has reviewed it), so a user's coding is never
 * overwritten. Never fails start-up: a problem is logged and skipped.
 */
export async function seedDemoDiscovery(deps: AppDeps, organizationId: string): Promise<void> {
  try {
    const [matter] = await deps.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.organizationId, organizationId), eq(cases.name, NORTHWIND.matter)));
    if (!matter) return;
    const request = await requestId(deps, organizationId, matter.id);
    if (!request) return;
    const docs = await deps.db
      .select({ id: documents.id, filename: documents.filename, coded: documentCodings.documentId })
      .from(documents)
      .leftJoin(documentCodings, eq(documentCodings.documentId, documents.id))
      .where(
        and(
          eq(documents.caseId, matter.id),
          isNull(documents.parentId),
          isNull(documents.deletedAt),
          inArray(
            documents.filename,
            CODING.map((c) => c.filename),
          ),
        ),
      );
    const callers = { associate: await demoCaller(deps, organizationId, 'associate'), paralegal: await demoCaller(deps, organizationId, 'paralegal') };
    for (const coding of CODING) {
      const doc = docs.find((d) => d.filename === coding.filename && d.coded === null);
      const caller = callers[coding.by];
      if (doc && caller) await codeDocument(deps, caller, doc.id, coding.change(request));
    }
  } catch (err) {
    deps.log.warn({ err }, 'Could not seed the demo discovery; continuing');
  }
}
