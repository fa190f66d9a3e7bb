import { messageShape, type ErrorGroupEntry } from '../../platform/metrics/error-groups.js';
import type { RingLine } from '../../platform/metrics/log-ring.js';

/*
 * What one firm's administrator may read of the process-wide errors and log lines. Every firm has
 * an administrator, and the server process is shared: a line of another firm's request or job is
 * not theirs to read, and a line that names no firm (a background failure, a sign-in attempt)
 * may still quote another firm's data. So: their own firm's lines in full, lines of no firm with
 * the message's quoted values, ids and numbers masked and only operational fields, others' not at all.
 */

/** Fields of a line that names no firm that carry no firm's data. */
const OPERATIONAL_FIELDS = new Set(['reqId', 'route', 'method', 'statusCode', 'responseTime', 'queue', 'job', 'name', 'module']);

/** `organizationId` null: the server's operator, who reads every group as it is. */
export function errorGroupsFor(groups: ErrorGroupEntry[], organizationId: string | null) {
  return groups
    .filter((g) => organizationId === null || g.firms.has(organizationId) || g.firms.has(null))
    .map((g) => {
      const own = organizationId === null || (g.firms.has(organizationId) && [...g.firms].every((f) => f === organizationId));
      return {
        fingerprint: g.fingerprint,
        type: g.type,
        message: own ? g.message : messageShape(g.message),
        count: g.count,
        first_seen: g.firstSeen.toISOString(),
        last_seen: g.lastSeen.toISOString(),
        stack: g.stack,
        route: g.route,
      };
    });
}

/** `organizationId` null: the server's operator, who reads every line as it is. */
export function logLineFor(line: RingLine, organizationId: string | null): RingLine | null {
  if (organizationId === null) return line;
  const firm = line.fields.organization_id;
  if (firm === organizationId) return line;
  if (firm !== undefined) return null;
  const fields = Object.fromEntries(Object.entries(line.fields).filter(([key]) => OPERATIONAL_FIELDS.has(key)));
  return { ...line, msg: messageShape(line.msg), fields };
}
