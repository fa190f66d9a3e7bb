import type { Case, CreateCaseRequest } from '@app/contract';
import type { TestFirm, TestServer } from '../../test/harness.js';

export const sampleCase = (overrides: Partial<CreateCaseRequest> = {}): CreateCaseRequest => ({
  name: 'Northwind Freight v. Castellan Logistics',
  client_name: 'Northwind Freight Inc.',
  case_type: 'Contract Dispute',
  docket_number: '1:24-cv-01187',
  priority: 'high',
  attorney_name: 'Daniel Lane',
  opposing_party: 'Castellan Logistics LLC',
  court: 'U.S. District Court, S.D.N.Y.',
  tags: ['breach of contract', 'logistics'],
  ...overrides,
});

/** Creates a case through the API as the given role (integration tests only). */
export async function createCaseAs(server: TestServer, firm: TestFirm, role: 'associate' | 'partner' | 'admin', overrides: Partial<CreateCaseRequest> = {}): Promise<Case> {
  const res = await server.api<Case>('POST', '/api/v1/cases/', { token: await firm.token(role), body: sampleCase(overrides) });
  if (res.status !== 201) throw new Error(`case create failed: ${res.status} ${res.text}`);
  return res.body;
}
