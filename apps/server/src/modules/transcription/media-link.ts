import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { MediaLink as MediaLinkSchema } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { documents, transcriptionJobs } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { conflict, forbidden, notFound } from '../../platform/http/errors.js';
import { contentDisposition } from '../../platform/http/attachment.js';
import { blobRange, sendBlob } from '../../platform/http/byte-ranges.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertServable } from '../documents/quarantine.js';
import { loadJobFor, playableMedia } from './transcript.js';

/*
 * The <audio>/<video> element cannot send the bearer token, so the player gets a short-lived link
 * whose signature is the authorization: HMAC-SHA256 over the job id and the expiry, keyed by a key
 * derived from the server's JWT secret for this one use. Issuing it is checked and audited; the
 * link itself only serves that job's recording, with Range for seeking, until it expires.
 */

type MediaLink = z.infer<typeof MediaLinkSchema>;

export const MEDIA_LINK_SECONDS = 15 * 60;

const mediaKey = (secret: string) => createHmac('sha256', secret).update('media-link').digest();

export function mediaSignature(secret: string, jobId: string, expires: number): string {
  return createHmac('sha256', mediaKey(secret)).update(`${jobId}.${expires}`).digest('base64url');
}

export function mediaUrl(secret: string, jobId: string, expires: number): string {
  return `/api/v1/transcription/media/${jobId}?expires=${expires}&signature=${mediaSignature(secret, jobId, expires)}`;
}

/** GET /transcription/jobs/:job_id/media-link (audited as the recording viewed). */
export async function issueMediaLink(deps: AppDeps, caller: Caller, jobId: string, now = new Date()): Promise<MediaLink> {
  const { job } = await loadJobFor(deps.db, caller, jobId, 'readTranscripts');
  const [source] = await deps.db.select().from(documents).where(and(eq(documents.id, job.sourceDocumentId), isNull(documents.deletedAt)));
  if (!source) throw notFound('Transcription');
  assertServable(source, deps.config.malwareScanner !== null);
  const media = playableMedia(job, source);
  if (!media) throw conflict('This recording has no copy a browser can play.', 'media_not_playable');
  const expires = Math.floor(now.getTime() / 1000) + MEDIA_LINK_SECONDS;
  await recordAudit(deps.db, caller.actor, {
    action: 'document_viewed',
    resourceType: 'document',
    resourceId: source.id,
    resourceName: source.filename,
    details: { case_id: job.caseId, transcription_job_id: job.id, media: true },
  });
  return { url: mediaUrl(deps.config.jwtSecret, job.id, expires), expires_at: new Date(expires * 1000).toISOString(), content_type: media.contentType };
}

function assertSigned(secret: string, jobId: string, expires: number, signature: string): void {
  const expected = Buffer.from(mediaSignature(secret, jobId, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw forbidden('This media link is not valid.', 'media_link_invalid');
  if (expires * 1000 < Date.now()) throw forbidden('This media link has expired; open the transcript again.', 'media_link_expired');
}

/** GET /transcription/media/:job_id?expires=&signature=: the playable recording, with Range support. */
export async function sendMedia(deps: AppDeps, jobId: string, query: { expires: number; signature: string }, rangeHeader: string | undefined, reply: FastifyReply) {
  assertSigned(deps.config.jwtSecret, jobId, query.expires, query.signature);
  const [job] = await deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.id, jobId));
  if (!job) throw notFound('Media');
  const [source] = await deps.db.select().from(documents).where(and(eq(documents.id, job.sourceDocumentId), isNull(documents.deletedAt)));
  const media = source ? playableMedia(job, source) : null;
  if (!source || !media) throw notFound('Media');
  assertServable(source, deps.config.malwareScanner !== null);
  const bytes = await blobRange(deps.blobs, media.sha256, rangeHeader, 'The stored recording');
  return sendBlob(reply, deps.blobs, media.sha256, bytes, { contentType: media.contentType, contentDisposition: contentDisposition(source.filename, 'inline') });
}
