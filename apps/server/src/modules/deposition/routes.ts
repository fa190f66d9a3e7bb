import {
  AddSegmentsRequest,
  AddSegmentsResponse,
  CreateDepositionSessionRequest,
  DepositionExportQuery,
  DepositionInsightList,
  DepositionSession,
  DepositionSessionIdParam,
  DepositionSessionList,
  DepositionSessionListQuery,
  DepositionSummary,
  DepositionTranscript,
  InsightListQuery,
  MAX_MICROPHONE_CHUNK_BYTES,
  MicrophoneQuery,
  QuestionListQuery,
  QuestionParam,
  SuggestedQuestion,
  SuggestedQuestionList,
  UpdateDepositionSessionRequest,
  UpdateQuestionRequest,
} from '@app/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { sendSessionExport } from './exports/index.js';
import { listInsights } from './insights.js';
import { listQuestions, updateQuestion } from './questions.js';
import { createSession, deleteSession, getSession, listSessions, startSession, stopSession, updateSession } from './sessions.js';
import { getSummary, getTranscript } from './summary.js';
import { addTestimony } from './testimony.js';
import { transcribeMicrophoneChunk } from './microphone.js';

const tags = ['deposition'];
const config = { permission: 'deposition:use' } as const;
const base = '/realtime-deposition/sessions';
const params = DepositionSessionIdParam;

/** The deposition assistant over HTTP; the live channel is live/routes.ts. */
export function depositionRoutes(app: App, deps: AppDeps): void {
  app.get(base, {
    config,
    schema: { tags, summary: 'Deposition sessions of the cases the caller can see, newest first', querystring: DepositionSessionListQuery, response: { 200: DepositionSessionList } },
    handler: (req) => listSessions(deps, callerOf(req), req.query),
  });
  app.post(base, {
    config,
    schema: { tags, summary: 'Set up a deposition: deponent, goals, outline, exhibits (audited)', body: CreateDepositionSessionRequest, response: { 201: DepositionSession } },
    handler: async (req, reply) => reply.status(201).send(await createSession(deps, callerOf(req), req.body)),
  });
  app.get(`${base}/:session_id`, {
    config,
    schema: { tags, summary: 'One deposition session', params, response: { 200: DepositionSession } },
    handler: (req) => getSession(deps, callerOf(req), req.params.session_id),
  });
  app.put(`${base}/:session_id`, {
    config,
    schema: { tags, summary: "Change a session's set-up until it ends (goals and topics that stay keep their progress)", params, body: UpdateDepositionSessionRequest, response: { 200: DepositionSession } },
    handler: (req) => updateSession(deps, callerOf(req), req.params.session_id, req.body),
  });
  app.delete(`${base}/:session_id`, {
    config,
    schema: { tags, summary: 'Delete a session that is not live', params, response: { 200: DepositionSession } },
    handler: (req) => deleteSession(deps, callerOf(req), req.params.session_id),
  });
  app.post(`${base}/:session_id/start`, {
    config,
    schema: { tags, summary: 'Go live: testimony is taken from now on (a live session answers 409)', params, response: { 200: DepositionSession } },
    handler: (req) => startSession(deps, callerOf(req), req.params.session_id),
  });
  app.post(`${base}/:session_id/stop`, {
    config,
    schema: { tags, summary: 'End a live session', params, response: { 200: DepositionSession } },
    handler: (req) => stopSession(deps, callerOf(req), req.params.session_id),
  });
  app.post(`${base}/:session_id/segments`, {
    config,
    schema: {
      tags,
      summary: 'Add testimony to a live session: raw Q./A. text or segments (a realtime feed or a script needs no WebSocket; 429 on a flood)',
      params,
      body: AddSegmentsRequest,
      response: { 201: AddSegmentsResponse },
    },
    handler: async (req, reply) => reply.status(201).send({ segments: await addTestimony(deps, callerOf(req), req.params.session_id, req.body) }),
  });
  // Raw audio bodies only here (a scope of their own): the rest of the API stays JSON-only.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(/^audio\//, { parseAs: 'buffer', bodyLimit: MAX_MICROPHONE_CHUNK_BYTES }, (_req, body, done) => done(null, body));
    scope.post(`${base}/:session_id/audio`, {
      config,
      bodyLimit: MAX_MICROPHONE_CHUNK_BYTES,
      schema: {
        tags,
        summary: "A few seconds of the browser's microphone (audio/webm, audio/ogg or audio/wav body) transcribed by the configured engine into one testimony line of the chosen kind; 409 when no engine can run",
        params,
        querystring: MicrophoneQuery,
        response: { 201: AddSegmentsResponse },
      },
      handler: async (req, reply) => {
        const audio = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return reply.status(201).send({ segments: await transcribeMicrophoneChunk(deps, callerOf(req), req.params.session_id, req.query.kind, audio) });
      },
    });
  });
  app.get(`${base}/:session_id/questions`, {
    config,
    schema: { tags, summary: 'Follow-up questions: suggested, asked, dismissed', params, querystring: QuestionListQuery, response: { 200: SuggestedQuestionList } },
    handler: (req) => listQuestions(deps, callerOf(req), req.params.session_id, req.query),
  });
  app.patch(`${base}/:session_id/questions/:question_id`, {
    config,
    schema: { tags, summary: 'Mark a question asked or dismissed (audited)', params: QuestionParam, body: UpdateQuestionRequest, response: { 200: SuggestedQuestion } },
    handler: (req) => updateQuestion(deps, callerOf(req), req.params.session_id, req.params.question_id, req.body.status),
  });
  app.get(`${base}/:session_id/insights`, {
    config,
    schema: { tags, summary: 'What the assistant found, in order (after_seq for what is new)', params, querystring: InsightListQuery, response: { 200: DepositionInsightList } },
    handler: (req) => listInsights(deps, callerOf(req), req.params.session_id, req.query),
  });
  app.get(`${base}/:session_id/transcript`, {
    config,
    schema: { tags, summary: 'Everything a live view needs: the session, testimony, insights, questions', params, response: { 200: DepositionTranscript } },
    handler: (req) => getTranscript(deps, callerOf(req), req.params.session_id),
  });
  app.get(`${base}/:session_id/summary`, {
    config,
    schema: { tags, summary: 'The session in numbers and a few sentences', params, response: { 200: DepositionSummary } },
    handler: (req) => getSummary(deps, callerOf(req), req.params.session_id),
  });
  app.get(`${base}/:session_id/export`, {
    config,
    schema: { tags, summary: 'The Q&A with the insights as annotations, as DOCX or PDF (audited as report_generated)', params, querystring: DepositionExportQuery },
    handler: (req, reply) => sendSessionExport(deps, callerOf(req), req.params.session_id, req.query.format, reply),
  });
}
