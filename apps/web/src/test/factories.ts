import type { Case } from '@app/contract';

/** The web tests' one case factory (shaped like GET /cases/{id}): override what a test is about. */

/** A case with nothing in it: no people, no court, no documents. */
const BLANK_CASE: Case = {
  id: '11111111-1111-4111-8111-111111111111',
  organization_id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Rivera v. Harbor Hotels Group',
  client_name: 'Luis Rivera',
  docket_number: null,
  case_type: 'Employment',
  status: 'active',
  clearance_status: 'cleared',
  priority: 'high',
  attorney_name: null,
  opposing_party: null,
  opposing_counsel: null,
  court: null,
  judge: null,
  jurisdiction: null,
  description: null,
  tags: [],
  parties: [],
  opened_at: null,
  closed_at: null,
  archived_at: null,
  created_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  access_level: 'edit',
  document_count: 0,
};

/** A realistic matter, every detail filled in as a firm would (the case page, forms, lists). */
export function makeCase(overrides: Partial<Case> = {}): Case {
  return {
    ...BLANK_CASE,
    organization_id: '22222222-2222-4222-8222-222222222222',
    docket_number: 'MID-L-004512-24',
    priority: 'critical',
    attorney_name: 'Priya Natarajan',
    opposing_party: 'Harbor Hotels Group, Inc.',
    court: 'Superior Court of New Jersey, Middlesex County',
    jurisdiction: 'New Jersey',
    tags: ['employment', 'retaliation'],
    parties: [{ name: 'Luis Rivera', role: 'plaintiff', counsel: 'Harper & Lane LLP', contact: null }],
    opened_at: '2024-05-02',
    created_at: '2024-05-02T10:00:00.000Z',
    updated_at: '2024-06-01T10:00:00.000Z',
    access_level: 'manage',
    document_count: 4,
    ...overrides,
  };
}

/** A plain case known by its id and name (client and docket number follow from them), for lists of several. */
export function namedCase(id: string, name: string, overrides: Partial<Case> = {}): Case {
  return { ...BLANK_CASE, id, name, client_name: `${name} Client`, docket_number: `DOCK-${id}`, ...overrides };
}
