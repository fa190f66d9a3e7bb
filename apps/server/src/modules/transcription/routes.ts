import {
  CreateTranscriptionRequest,
  TranscriptionEngineInfo,
  TranscriptionJob,
  TranscriptionJobIdParam,
  TranscriptionJobList,
  TranscriptionJobListQuery,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { engineInfoFor } from '../../platform/speech/engine-for-role.js';
import { cancelJob, createTranscriptionJob, getJob, listJobs, retryJob } from './jobs.js';
import { transcriptRoutes, type TranscriptRouteOptions } from './transcript-routes.js';

const tags = ['transcription'];
const config = { permission: 'transcription:use' } as const;

/** Transcription jobs; the transcript itself, its edits and exports are transcript-routes.ts. */
export function transcriptionRoutes(app: App, deps: AppDeps, options: TranscriptRouteOptions = {}): void {
  app.post('/transcription/create', {
    config,
    schema: {
      tags,
      summary: "Transcribe a case's recording, or import a court reporter's transcript (text or PDF)",
      body: CreateTranscriptionRequest,
      response: { 201: TranscriptionJob },
    },
    handler: async (req, reply) => reply.status(201).send(await createTranscriptionJob(deps, callerOf(req), req.body)),
  });
  app.get('/transcription/status/:job_id', {
    config,
    schema: { tags, summary: "A transcription's state, stage and progress", params: TranscriptionJobIdParam, response: { 200: TranscriptionJob } },
    handler: (req) => getJob(deps, callerOf(req), req.params.job_id),
  });
  app.get('/transcription/jobs', {
    config,
    schema: {
      tags,
      summary: 'Transcriptions of the cases the caller can see, newest first, with the engine in use',
      querystring: TranscriptionJobListQuery,
      response: { 200: TranscriptionJobList },
    },
    handler: (req) => listJobs(deps, callerOf(req), req.query),
  });
  app.post('/transcription/jobs/:job_id/cancel', {
    config,
    schema: { tags, summary: 'Stop a queued or running transcription', params: TranscriptionJobIdParam, response: { 200: TranscriptionJob } },
    handler: (req) => cancelJob(deps, callerOf(req), req.params.job_id),
  });
  app.post('/transcription/jobs/:job_id/retry', {
    config,
    schema: {
      tags,
      summary: 'Run a failed or cancelled transcription again, carrying on from the last finished window',
      params: TranscriptionJobIdParam,
      response: { 200: TranscriptionJob },
    },
    handler: (req) => retryJob(deps, callerOf(req), req.params.job_id),
  });
  app.get('/transcription/engine', {
    config,
    schema: {
      tags,
      summary: 'The speech-to-text engine: which, whether it can run and what accuracy to expect (how it is set up: administrators only)',
      response: { 200: TranscriptionEngineInfo },
    },
    handler: (req) => engineInfoFor(callerOf(req).role, deps.speech.info()),
  });
  transcriptRoutes(app, deps, options);
}
