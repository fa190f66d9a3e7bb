import type { Case, CasePriority, CaseStatus, CreateCaseRequest, PARTY_ROLES, UpdateCaseRequest } from '@app/contract';

/**
 * The create/edit case form as it holds its values (every text a string, '' for empty), and the
 * request bodies built from them: a create sends what was filled in; an edit sends only the fields
 * that differ from the case as loaded, so two people editing different fields do not overwrite
 * each other and the audit row lists exactly what this person changed.
 */
export type PartyRole = (typeof PARTY_ROLES)[number];

export interface PartyDraft {
  /** React key for the row; never sent. */
  key: string;
  name: string;
  role: PartyRole;
  counsel: string;
  contact: string;
}

export interface CaseFormValues {
  name: string;
  client_name: string;
  docket_number: string;
  case_type: string;
  status: CaseStatus;
  priority: CasePriority;
  attorney_name: string;
  opposing_party: string;
  opposing_counsel: string;
  court: string;
  judge: string;
  jurisdiction: string;
  opened_at: string;
  closed_at: string;
  tags: string[];
  description: string;
  parties: PartyDraft[];
}

export type OptionalTextField =
  | 'docket_number'
  | 'attorney_name'
  | 'opposing_party'
  | 'opposing_counsel'
  | 'court'
  | 'judge'
  | 'jurisdiction'
  | 'description';

const OPTIONAL_TEXT: readonly OptionalTextField[] = [
  'docket_number',
  'attorney_name',
  'opposing_party',
  'opposing_counsel',
  'court',
  'judge',
  'jurisdiction',
  'description',
];

/** Suggestions for the free-text case type; a firm may type any other. */
export const COMMON_CASE_TYPES = [
  'Commercial Litigation',
  'Breach of Contract',
  'Employment',
  'Personal Injury',
  'Medical Malpractice',
  'Intellectual Property',
  'Real Estate',
  'Family',
  'Estate & Probate',
  'Criminal Defense',
  'Regulatory',
  'Securities',
  'Bankruptcy',
  'Immigration',
  'Insurance Defense',
  'Antitrust',
] as const;

let partyCounter = 0;
export const newPartyKey = () => `party-${++partyCounter}`;

/** A new row's role: the first party is usually the plaintiff, the second the defendant. */
export function nextPartyRole(parties: readonly PartyDraft[]): PartyRole {
  if (!parties.some((p) => p.role === 'plaintiff')) return 'plaintiff';
  if (!parties.some((p) => p.role === 'defendant')) return 'defendant';
  return 'other';
}

export function emptyParty(parties: readonly PartyDraft[]): PartyDraft {
  return { key: newPartyKey(), name: '', role: nextPartyRole(parties), counsel: '', contact: '' };
}

/** A new matter opens today unless the person says otherwise. */
export function emptyValues(today: string): CaseFormValues {
  return {
    name: '',
    client_name: '',
    docket_number: '',
    case_type: '',
    status: 'active',
    priority: 'medium',
    attorney_name: '',
    opposing_party: '',
    opposing_counsel: '',
    court: '',
    judge: '',
    jurisdiction: '',
    opened_at: today,
    closed_at: '',
    tags: [],
    description: '',
    parties: [],
  };
}

export function valuesFromCase(matter: Case): CaseFormValues {
  return {
    name: matter.name,
    client_name: matter.client_name,
    docket_number: matter.docket_number ?? '',
    case_type: matter.case_type,
    status: matter.status,
    priority: matter.priority,
    attorney_name: matter.attorney_name ?? '',
    opposing_party: matter.opposing_party ?? '',
    opposing_counsel: matter.opposing_counsel ?? '',
    court: matter.court ?? '',
    judge: matter.judge ?? '',
    jurisdiction: matter.jurisdiction ?? '',
    opened_at: matter.opened_at ?? '',
    closed_at: matter.closed_at ?? '',
    tags: [...matter.tags],
    description: matter.description ?? '',
    parties: matter.parties.map((p) => ({ key: newPartyKey(), name: p.name, role: p.role, counsel: p.counsel ?? '', contact: p.contact ?? '' })),
  };
}

const isBlankParty = (p: PartyDraft) => !p.name.trim() && !p.counsel.trim() && !p.contact.trim();

/** The rows that are sent, in order: index i of the request's parties is row sentPartyKeys()[i]. */
export function sentPartyKeys(values: Pick<CaseFormValues, 'parties'>): string[] {
  return values.parties.filter((p) => !isBlankParty(p)).map((p) => p.key);
}

/**
 * Every field as the API names it: trimmed, empty optional text as null, tags without duplicates,
 * and party rows left completely blank dropped (an "Add party" click is not a party).
 */
export function fullBody(values: CaseFormValues): CreateCaseRequest {
  const body: CreateCaseRequest = {
    name: values.name.trim(),
    client_name: values.client_name.trim(),
    case_type: values.case_type.trim(),
    status: values.status,
    priority: values.priority,
    opened_at: values.opened_at || null,
    closed_at: values.closed_at || null,
    tags: [...new Set(values.tags.map((t) => t.trim()).filter(Boolean))],
    parties: values.parties.filter((p) => !isBlankParty(p)).map((p) => ({
      name: p.name.trim(),
      role: p.role,
      counsel: p.counsel.trim() || null,
      contact: p.contact.trim() || null,
    })),
  };
  for (const field of OPTIONAL_TEXT) body[field] = values[field].trim() || null;
  return body;
}

/** A create request: only what was filled in (the server fills in its own defaults for the rest). */
export function createBody(values: CaseFormValues): CreateCaseRequest {
  const body = fullBody(values);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out as CreateCaseRequest;
}

/** The fields of `next` that differ from `before`; an empty object means nothing changed. */
export function changedFields(before: CreateCaseRequest, next: CreateCaseRequest): UpdateCaseRequest {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const old = (before as Record<string, unknown>)[key];
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) changes[key] = value;
  }
  return changes as UpdateCaseRequest;
}

/** Whether the form holds anything worth warning about before it is thrown away. */
export function hasChanges(initial: CaseFormValues, current: CaseFormValues): boolean {
  return Object.keys(changedFields(fullBody(initial), fullBody(current))).length > 0;
}
