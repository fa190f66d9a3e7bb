import type { Case } from '@app/contract';

/** A realistic case for the web tests (shaped like GET /cases/{id}); override what a test is about. */
export function makeCase(overrides: Partial<Case> = {}): Case {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    organization_id: '22222222-2222-4222-8222-222222222222',
    name: 'Rivera v. Harbor Hotels Group',
    client_name: 'Luis Rivera',
    docket_number: 'MID-L-004512-24',
    case_type: 'Employment',
    status: 'active',
    priority: 'critical',
    attorney_name: 'Priya Natarajan',
    opposing_party: 'Harbor Hotels Group, Inc.',
    opposing_counsel: null,
    court: 'Superior Court of New Jersey, Middlesex County',
    judge: null,
    jurisdiction: 'New Jersey',
    description: null,
    tags: ['employment', 'retaliation'],
    parties: [{ name: 'Luis Rivera', role: 'plaintiff', counsel: 'Harper & Lane LLP', contact: null }],
    opened_at: '2024-05-02',
    closed_at: null,
    archived_at: null,
    created_by: null,
    created_at: '2024-05-02T10:00:00.000Z',
    updated_at: '2024-06-01T10:00:00.000Z',
    access_level: 'manage',
    document_count: 4,
    ...overrides,
  };
}
