import { describe, expect, it } from 'vitest';
import { ErrorGroups } from '../../platform/metrics/error-groups.js';
import type { RingLine } from '../../platform/metrics/log-ring.js';
import { errorGroupsFor, logLineFor } from './firm-view.js';

const ours = '11111111-1111-4111-8111-111111111111';
const theirs = '22222222-2222-4222-8222-222222222222';
const line = (fields: Record<string, unknown>, msg = 'request completed'): RingLine => ({ time: new Date(0), level: 'error', msg, fields });

describe('what a firm administrator reads of shared errors and logs', () => {
  it("shows the firm's own lines whole, another firm's none, and lines of no firm without their data", () => {
    expect(logLineFor(line({ organization_id: ours, url: '/api/v1/cases/x' }), ours)?.fields.url).toBe('/api/v1/cases/x');
    expect(logLineFor(line({ organization_id: theirs }), ours)).toBeNull();
    const masked = logLineFor(line({ route: '/api/v1/x', statusCode: 500, err: { message: 'Secret.pdf' } }, 'failed on "Secret.pdf" page 3'), ours);
    expect(masked).toMatchObject({ msg: 'failed on <value> page <n>', fields: { route: '/api/v1/x', statusCode: 500 } });
    expect(masked?.fields.err).toBeUndefined();
  });

  it("groups errors per firm: another firm's are left out, shared ones are masked", () => {
    const groups = new ErrorGroups();
    groups.record({ type: 'Error', message: 'case "Ours v. Them" broke', organizationId: ours });
    groups.record({ type: 'TypeError', message: 'their "Merger memo" broke', organizationId: theirs });
    groups.record({ type: 'RangeError', message: 'job "Their file.pdf" broke', organizationId: null });
    const seen = errorGroupsFor(groups.list(), ours);
    expect(seen.map((g) => g.message).sort()).toEqual(['case "Ours v. Them" broke', 'job <value> broke']);
  });
});
