import type { RawData } from 'ws';
import { AddSegmentsRequest, LiveClientMessage } from '@app/contract';
import { findUnstorable, unstorableMessage } from '../../../db/storable-text.js';

/** Close codes of the live channel (4000-4999 are the application's; 1xxx are the protocol's). */
export const LIVE_CLOSE = {
  /** A frame that is not JSON, of an unknown type, fails the schema or is too large. */
  badFrame: 4400,
  /** No valid access token (missing, expired, revoked session, inactive user). */
  unauthorized: 4401,
  /** Below the role the channel needs, or without the level on the case. */
  forbidden: 4403,
  /** No such session for this caller: another firm's, a case they cannot see, deleted. */
  notFound: 4404,
  /** The client reads slower than the session writes; reconnect and resume from the last seq. */
  tooSlow: 4408,
  /** Something failed on the server; reconnect and resume. */
  serverError: 1011,
  /** The server is shutting down or restarting; reconnect (to it or another) and resume. */
  restart: 1012,
} as const;

const MAX_REASON_BYTES = 123; // RFC 6455: a close frame's payload is at most 125 bytes, 2 of them the code

/** A close reason that fits a close frame (cut at a character, never inside one). */
export function closeReason(text: string): string {
  if (Buffer.byteLength(text, 'utf8') <= MAX_REASON_BYTES) return text;
  let cut = [...text];
  while (cut.length > 0 && Buffer.byteLength(`${cut.join('')}…`, 'utf8') > MAX_REASON_BYTES) cut = cut.slice(0, -1);
  return `${cut.join('')}…`;
}

export type ParsedFrame = { ok: true; message: LiveClientMessage } | { ok: false; reason: string };

const bytesOf = (data: RawData): Buffer => (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data));

/**
 * One client frame, checked before anything acts on it: text (not binary), within `maxBytes`,
 * JSON, a known type, the contract's schema (for segments also "text or segments, not both"),
 * and only text PostgreSQL can store. Anything else is a reason to close with 4400.
 */
export function parseClientFrame(data: RawData, isBinary: boolean, maxBytes: number): ParsedFrame {
  if (isBinary) return { ok: false, reason: 'binary frames are not accepted; send JSON text' };
  const bytes = bytesOf(data);
  if (bytes.length > maxBytes) return { ok: false, reason: `frame too large: ${bytes.length} bytes (at most ${maxBytes})` };
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { ok: false, reason: 'frame is not JSON' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, reason: 'frame is not a JSON object' };
  const type = (json as { type?: unknown }).type;
  if (typeof type !== 'string') return { ok: false, reason: 'frame has no "type"' };
  if (!['resume', 'segments', 'ping'].includes(type)) return { ok: false, reason: `unknown frame type ${JSON.stringify(type.slice(0, 40))}` };
  const parsed = LiveClientMessage.safeParse(json);
  if (!parsed.success) return { ok: false, reason: issueReason(type, parsed.error.issues) };
  const message = parsed.data;
  if (message.type === 'segments') {
    const request = AddSegmentsRequest.safeParse({ text: message.text, segments: message.segments, source: message.source });
    if (!request.success) return { ok: false, reason: issueReason(type, request.error.issues) };
  }
  const unstorable = findUnstorable(message);
  if (unstorable) return { ok: false, reason: `invalid ${type} frame: ${unstorable.path || 'value'}: ${unstorableMessage[unstorable.problem]}` };
  return { ok: true, message };
}

function issueReason(type: string, issues: { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return `invalid ${type} frame`;
  const path = issue.path.map(String).join('.');
  return `invalid ${type} frame: ${path ? `${path}: ` : ''}${issue.message}`;
}
