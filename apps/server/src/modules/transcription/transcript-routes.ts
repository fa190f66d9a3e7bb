import {
  MediaLink,
  MediaQuery,
  RenameSpeakerRequest,
  SegmentParam,
  Transcript,
  TranscriptDownloadQuery,
  TranscriptionJobIdParam,
  TranscriptRevision,
  TranscriptRevisionList,
  TranscriptSegment,
  UpdateSegmentRequest,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import type { PagesReplacedStep } from '../documents/pipeline/pages-replaced.js';
import { renameSpeaker, updateSegment } from './edits.js';
import { sendTranscriptExport } from './exports/download.js';
import { issueMediaLink, sendMedia } from './media-link.js';
import { listRevisions } from './revisions.js';
import { readTranscript } from './transcript.js';

const tags = ['transcription'];

export interface TranscriptRouteOptions {
  /** The documents pipeline's page-text steps (highlights follow their words), from the module registry. */
  pagesReplaced?: readonly PagesReplacedStep[];
}

/** A transcript: reading, correcting, its revisions, its exports and its recording (transcription module). */
export function transcriptRoutes(app: App, deps: AppDeps, options: TranscriptRouteOptions = {}): void {
  const pagesReplaced = options.pagesReplaced ?? [];

  app.get('/transcription/jobs/:job_id/transcript', {
    config: { permission: 'transcription:use' },
    schema: { tags, summary: 'The transcript: segments, speakers, exhibits, media (audited as document_viewed)', params: TranscriptionJobIdParam, response: { 200: Transcript } },
    handler: (req) => readTranscript(deps, callerOf(req), req.params.job_id),
  });

  app.patch('/transcription/jobs/:job_id/segments/:segment_id', {
    config: { permission: 'transcription:use' },
    schema: { tags, summary: "Correct a segment's words or speaker (times are kept; audited)", params: SegmentParam, body: UpdateSegmentRequest, response: { 200: TranscriptSegment } },
    handler: (req) => updateSegment(deps, callerOf(req), req.params.job_id, req.params.segment_id, req.body, pagesReplaced),
  });

  app.post('/transcription/jobs/:job_id/speakers/rename', {
    config: { permission: 'transcription:use' },
    schema: { tags, summary: 'Rename a speaker in every segment (audited); answers the revision', params: TranscriptionJobIdParam, body: RenameSpeakerRequest, response: { 200: TranscriptRevision } },
    handler: (req) => renameSpeaker(deps, callerOf(req), req.params.job_id, req.body, pagesReplaced),
  });

  app.get('/transcription/jobs/:job_id/revisions', {
    config: { permission: 'transcription:use' },
    schema: { tags, summary: 'Who changed what in the transcript, newest first', params: TranscriptionJobIdParam, response: { 200: TranscriptRevisionList } },
    handler: (req) => listRevisions(deps, callerOf(req), req.params.job_id),
  });

  app.get('/transcription/download/:job_id', {
    config: { permission: 'transcription:use' },
    schema: { tags, summary: 'The transcript as TXT, SRT, WebVTT, DOCX or JSON (audited as document_downloaded)', params: TranscriptionJobIdParam, querystring: TranscriptDownloadQuery },
    handler: (req, reply) => sendTranscriptExport(deps, callerOf(req), req.params.job_id, req.query.format, reply),
  });

  app.get('/transcription/jobs/:job_id/media-link', {
    config: { permission: 'transcription:use' },
    schema: { tags, summary: 'A signed link (15 minutes) the audio/video element can load', params: TranscriptionJobIdParam, response: { 200: MediaLink } },
    handler: (req) => issueMediaLink(deps, callerOf(req), req.params.job_id),
  });

  app.get('/transcription/media/:job_id', {
    // No bearer token: the media element cannot send one. The link's signature is the authorization.
    config: { permission: 'public' },
    schema: { tags, summary: 'The recording behind a signed media link (Range requests)', params: TranscriptionJobIdParam, querystring: MediaQuery },
    handler: (req, reply) => sendMedia(deps, req.params.job_id, req.query, req.headers.range, reply),
  });
}
