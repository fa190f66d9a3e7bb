import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { Transcript as TranscriptSchema, type DocumentDetail, type Highlight, type OmnisearchResponse, type DocumentSearchResponse, type ErrorBody, type Transcript, type TranscriptSegment } from '@app/contract';
import type { z } from 'zod';
import type { MediaLink as MediaLinkSchema, TranscriptRevisionList } from '@app/contract';

type MediaLink = z.infer<typeof MediaLinkSchema>;
import { auditLogs, caseMembers } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { mediaUrl } from './media-link.js';
import { countingWav, mediaSegments, seedTranscript, type SeededTranscript } from './test-support.js';

/*
 * A transcript after the worker (seeded through writeTranscript): reading it, correcting it (the
 * transcript document and search follow), its revisions, the five exports read back, and the
 * signed media link with Range. One server for the file.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let partner: string;
let paralegal: string;
let seeded: SeededTranscript;
let imported: SeededTranscript;
let caseId: string;

const WAV = countingWav(6000);
const LINES: [string, string][] = [
  ['SPEAKER_1', 'Please state your name for the record.'],
  ['SPEAKER_2', 'Harriet Quimby, spelled the usual way.'],
  ['SPEAKER_1', 'Where were you on the night of the fire at the warehouse?'],
  ['SPEAKER_2', 'I was at home with my brother.'],
];

const url = (path: string) => `/api/v1/transcription${path}`;
const get = <T>(path: string, token: string) => server.api<T>('GET', url(path), { token });

async function searchUntil(token: string, q: string, want: (res: DocumentSearchResponse) => boolean): Promise<DocumentSearchResponse> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await server.api<DocumentSearchResponse>('GET', `/api/v1/search/documents?q=${encodeURIComponent(q)}`, { token });
    expect(res.status).toBe(200);
    if (want(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`search for "${q}" never matched: ${JSON.stringify(res.body.hits.map((h) => h.filename))}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const hasTranscript = (res: DocumentSearchResponse) => res.hits.some((h) => h.document_id === seeded.transcriptDocumentId);

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Transcript LLP');
  other = await server.createFirm('Elsewhere LLP');
  partner = await firm.token('partner');
  paralegal = await firm.token('paralegal');
  caseId = (await createCaseAs(server, firm, 'partner', { name: 'Quimby v. Harbor Storage' })).id;
  // The paralegal reads this case but may not change it.
  await server.deps.db.insert(caseMembers).values({ organizationId: firm.organizationId, caseId, userId: firm.users.paralegal.id, accessLevel: 'read' });
  seeded = await seedTranscript(server, firm, caseId, mediaSegments(LINES), { sourceContent: WAV });
  imported = await seedTranscript(
    server,
    firm,
    caseId,
    [
      { start: null, end: null, speaker: 'MR. LANE', text: 'Did you see Exhibit 4?', confidence: null, kind: 'question', page: 3, line: 2, words: null },
      { start: null, end: null, speaker: 'MS. DOE', text: 'Yes, I did.', confidence: null, kind: 'answer', page: 3, line: 3, words: null },
    ],
    { kind: 'import', sourceFilename: 'doe-deposition.txt', deponent: 'JANE DOE', exhibits: [{ label: 'Exhibit 4', document_id: null, filename: null, segments: [0] }] },
  );
});
afterAll(() => server?.close());

describe('GET /transcription/jobs/:job_id/transcript', () => {
  it('answers the segments, speakers in order, media facts and whether the caller may edit; audited as the transcript viewed', async () => {
    const res = await get<Transcript>(`/jobs/${seeded.job.id}/transcript`, partner);
    expect(res.status).toBe(200);
    const t = TranscriptSchema.parse(res.body);
    expect(t.job).toMatchObject({ id: seeded.job.id, state: 'completed', case_name: 'Quimby v. Harbor Storage', filename: 'interview.wav', transcript_document_id: seeded.transcriptDocumentId });
    expect(t.segments.map((s) => [s.seq, s.start, s.end, s.speaker])).toEqual(LINES.map(([speaker], i) => [i, i * 4, i * 4 + 3.5, speaker]));
    expect(t.speakers).toEqual(['SPEAKER_1', 'SPEAKER_2']);
    expect(t).toMatchObject({ has_media: true, media_type: 'audio', version: 1, can_edit: true, duration: 15.5, exhibits: [] });
    expect(t.segments[0]!.words?.[0]).toEqual({ start: 0, end: 0.25, word: 'Please' });
    const [row] = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'document_viewed'), eq(auditLogs.resourceId, seeded.transcriptDocumentId)))
      .orderBy(desc(auditLogs.sequence));
    expect(row?.details).toMatchObject({ transcription_job_id: seeded.job.id, transcript: true });
  });

  it("an import keeps the reporter's page:line and its exhibits", async () => {
    const res = await get<Transcript>(`/jobs/${imported.job.id}/transcript`, partner);
    expect(res.status).toBe(200);
    expect(res.body.segments.map((s) => [s.page, s.line, s.kind])).toEqual([
      [3, 2, 'question'],
      [3, 3, 'answer'],
    ]);
    expect(res.body).toMatchObject({ has_media: false, media_type: null, duration: null, exhibits: [{ label: 'Exhibit 4', segments: [0] }] });
  });

  it('a paralegal who only reads the case reads it without edit rights; a viewer is refused; another firm gets 404', async () => {
    const read = await get<Transcript>(`/jobs/${seeded.job.id}/transcript`, paralegal);
    expect(read.status).toBe(200);
    expect(read.body.can_edit).toBe(false);
    expect((await get(`/jobs/${seeded.job.id}/transcript`, await firm.token('viewer'))).status).toBe(403);
    expect((await get(`/jobs/${seeded.job.id}/transcript`, await other.token('partner'))).status).toBe(404);
    expect((await get(`/jobs/${randomUUID()}/transcript`, partner)).status).toBe(404);
  });
});

describe('the transcript document', () => {
  it('is a processed text document of the case whose pages are time-coded lines, and search finds its words', async () => {
    const doc = await server.api<DocumentDetail>('GET', `/api/v1/documents/${seeded.transcriptDocumentId}`, { token: partner });
    expect(doc.status).toBe(200);
    expect(doc.body).toMatchObject({ filename: 'interview.wav — transcript.txt', detected_type: 'transcript', status: 'processed', page_count: 1, case_id: caseId });
    expect(doc.body.metadata).toMatchObject({ transcription_job_id: seeded.job.id, source_document_id: seeded.sourceDocumentId, kind: 'media' });
    const lines = doc.body.pages[0]!.text.split('\n');
    expect(lines[0]).toBe('[00:00:00] SPEAKER_1: Please state your name for the record.');
    expect(lines[1]).toBe('[00:00:04] SPEAKER_2: Harriet Quimby, spelled the usual way.');
    const download = await server.api('GET', `/api/v1/documents/${seeded.transcriptDocumentId}/download`, { token: partner });
    expect(download.text.split('\n')[2]).toBe('[00:00:08] SPEAKER_1: Where were you on the night of the fire at the warehouse?');
    await searchUntil(partner, 'Quimby', hasTranscript);
  });

  it('is marked as a transcript in omnisearch (by a field, not by its name); its recording is not', async () => {
    const found = await server.api<OmnisearchResponse>('GET', `/api/v1/search/omnisearch?q=interview&case_id=${caseId}`, { token: partner });
    expect(found.status, found.text).toBe(200);
    const byId = new Map(found.body.results.map((r) => [r.id, r]));
    expect(byId.get(seeded.transcriptDocumentId)).toMatchObject({ type: 'document', title: 'interview.wav — transcript.txt', transcript: true });
    expect(byId.get(seeded.sourceDocumentId)).toMatchObject({ type: 'document', title: 'interview.wav' });
    expect(byId.get(seeded.sourceDocumentId)?.transcript).toBeUndefined();
  });

  it("an import's pages carry the reporter's line numbers", async () => {
    const doc = await server.api<DocumentDetail>('GET', `/api/v1/documents/${imported.transcriptDocumentId}`, { token: partner });
    expect(doc.body.page_count).toBe(3);
    expect(doc.body.pages[2]!.text.split('\n').slice(0, 3)).toEqual(['  1', '  2  Q.  Did you see Exhibit 4?', '  3  A.  Yes, I did.']);
    expect(doc.body.metadata).toMatchObject({ deponent: 'JANE DOE', exhibits: [{ label: 'Exhibit 4' }] });
  });
});

describe('PATCH /transcription/jobs/:job_id/segments/:segment_id', () => {
  const patch = (segmentId: string, body: unknown, token = partner, jobId = seeded.job.id) =>
    server.api<TranscriptSegment & ErrorBody>('PATCH', url(`/jobs/${jobId}/segments/${segmentId}`), { token, body });

  it('keeps the times, drops word timings that no longer match, and search follows the corrected words', async () => {
    // A highlight further down the page follows its word when the text before it grows.
    const page = (await server.api<DocumentDetail>('GET', `/api/v1/documents/${seeded.transcriptDocumentId}`, { token: partner })).body.pages[0]!.text;
    const at = page.indexOf('warehouse');
    const highlight = await server.api<Highlight>('POST', `/api/v1/cases/${caseId}/highlights`, {
      token: partner,
      body: { document_id: seeded.transcriptDocumentId, page_number: 1, start: at, end: at + 'warehouse'.length },
    });
    expect(highlight.status).toBe(201);
    const res = await patch(seeded.segmentIds[1]!, { text: 'Harriet Zellweger-Quimby, spelled the usual way.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ seq: 1, start: 4, end: 7.5, speaker: 'SPEAKER_2', text: 'Harriet Zellweger-Quimby, spelled the usual way.', edited: true, words: null });
    const t = await get<Transcript>(`/jobs/${seeded.job.id}/transcript`, partner);
    expect(t.body.version).toBe(2);
    await searchUntil(partner, 'Zellweger', hasTranscript);
    const doc = await server.api<DocumentDetail>('GET', `/api/v1/documents/${seeded.transcriptDocumentId}`, { token: partner });
    expect(doc.body.pages[0]!.text).toContain(`[00:00:04] SPEAKER_2: Harriet Zellweger-Quimby, spelled the\n${' '.repeat(11)}usual way.`);
    const [audit] = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'document_updated'), eq(auditLogs.resourceId, seeded.transcriptDocumentId)))
      .orderBy(desc(auditLogs.sequence));
    expect(audit?.details).toMatchObject({ change: 'transcript_segment_edited', seq: 1, version: 2 });
    expect(audit?.userId).toBe(firm.users.partner.id);
    const moved = await server.api<Highlight>('GET', `/api/v1/highlights/${highlight.body.id}`, { token: partner });
    expect(moved.body.quote).toBe('warehouse');
    expect(moved.body.start).toBeGreaterThan(at);
  });

  it("moves the segments after a longer correction onto the pages they now start on", async () => {
    const two = 'word '.repeat(14).trim(); // two lines each: 28 lines, segment 12 ends page 1
    const long = mediaSegments(Array.from({ length: 14 }, (_, i) => [`S${i % 2}`, `${two.slice(0, -4)}w${i}`] as [string, string]));
    const paged = await seedTranscript(server, firm, caseId, long, { sourceFilename: 'paged.wav' });
    const pages = async () => (await get<Transcript>(`/jobs/${paged.job.id}/transcript`, partner)).body.segments.map((s) => s.page);
    expect(await pages()).toEqual([...Array<number>(13).fill(1), 2]);
    const res = await patch(paged.segmentIds[0]!, { text: 'word '.repeat(25).trim() }, partner, paged.job.id);
    expect(res.status).toBe(200);
    expect(await pages()).toEqual([...Array<number>(12).fill(1), 2, 2]);
    const doc = await server.api<DocumentDetail>('GET', `/api/v1/documents/${paged.transcriptDocumentId}`, { token: partner });
    expect(doc.body.pages[1]!.text.startsWith('[00:00:48] S0: word')).toBe(true);
  });

  it('keeps word timings when only case and punctuation change', async () => {
    const res = await patch(seeded.segmentIds[3]!, { text: 'I was at home, with my brother!' });
    expect(res.status).toBe(200);
    expect(res.body.words?.map((w) => w.word)).toEqual(['I', 'was', 'at', 'home,', 'with', 'my', 'brother!']);
    expect(res.body.words?.[6]).toMatchObject({ start: 12 + 6 * 0.3 });
  });

  it('answers 400 with field errors, 403 at read level, 404 for an unknown segment or another firm', async () => {
    const empty = await patch(seeded.segmentIds[0]!, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.map((e) => e.field)).toEqual(['text']);
    const nothing = await patch(seeded.segmentIds[0]!, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors?.[0]?.field).toBe('text');
    expect((await patch(seeded.segmentIds[0]!, { text: 'x' }, paralegal)).status).toBe(403);
    expect((await patch(randomUUID(), { text: 'x' })).status).toBe(404);
    expect((await patch(imported.segmentIds[0]!, { text: 'x' })).status).toBe(404);
    expect((await patch(seeded.segmentIds[0]!, { text: 'x' }, await other.token('partner'))).status).toBe(404);
  });
});

describe('POST /transcription/jobs/:job_id/speakers/rename', () => {
  const rename = (body: unknown, token = partner) => server.api<Record<string, unknown> & ErrorBody>('POST', url(`/jobs/${seeded.job.id}/speakers/rename`), { token, body });

  it('renames every segment of the speaker, keeping every time, and search finds the new name', async () => {
    const before = (await get<Transcript>(`/jobs/${seeded.job.id}/transcript`, partner)).body.segments;
    const res = await rename({ from: 'SPEAKER_1', to: 'Counsel Okonkwo' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ change: 'speaker_renamed', details: { from: 'SPEAKER_1', to: 'Counsel Okonkwo', count: 2 }, user_id: firm.users.partner.id });
    const t = await get<Transcript>(`/jobs/${seeded.job.id}/transcript`, partner);
    expect(t.body.segments.map((s) => s.speaker)).toEqual(['Counsel Okonkwo', 'SPEAKER_2', 'Counsel Okonkwo', 'SPEAKER_2']);
    expect(t.body.speakers).toEqual(['Counsel Okonkwo', 'SPEAKER_2']);
    // Segment and word times, and the words themselves, are untouched by a rename.
    expect(t.body.segments.map((s) => [s.start, s.end, s.text, s.words])).toEqual(before.map((s) => [s.start, s.end, s.text, s.words]));
    await searchUntil(partner, 'Okonkwo', hasTranscript);
  });

  it('answers 400 on from when no segment has that speaker, and on to when nothing would change', async () => {
    const missing = await rename({ from: 'Nobody', to: 'Someone' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((e) => e.field)).toEqual(['from']);
    const same = await rename({ from: 'SPEAKER_2', to: 'SPEAKER_2' });
    expect(same.status).toBe(400);
    expect(same.body.errors?.map((e) => e.field)).toEqual(['to']);
    const blank = await rename({ from: '', to: 'X' });
    expect(blank.status).toBe(400);
    expect((await rename({ from: 'SPEAKER_2', to: 'X' }, paralegal)).status).toBe(403);
  });
});

describe('GET /transcription/jobs/:job_id/revisions', () => {
  it('lists every change newest first, with who made it', async () => {
    const res = await get<z.infer<typeof TranscriptRevisionList>>(`/jobs/${seeded.job.id}/revisions`, paralegal);
    expect(res.status).toBe(200);
    expect(res.body.revisions.map((r) => [r.version, r.change])).toEqual([
      [4, 'speaker_renamed'],
      [3, 'segment_edited'],
      [2, 'segment_edited'],
      [1, 'created'],
    ]);
    expect(res.body.revisions[2]).toMatchObject({ user_name: firm.users.partner.fullName, details: { seq: 1, before: 'Harriet Quimby, spelled the usual way.' } });
    // The worker wrote it; it names who started the transcription.
    expect(res.body.revisions[3]).toMatchObject({ user_id: firm.users.partner.id, user_name: firm.users.partner.fullName, details: { segments: 4, pages: 1 } });
    expect((await get(`/jobs/${seeded.job.id}/revisions`, await other.token('admin'))).status).toBe(404);
  });
});

describe('GET /transcription/download/:job_id', () => {
  const download = (format: string, jobId = seeded.job.id) => server.app.inject({ method: 'GET', url: url(`/download/${jobId}?format=${format}`), headers: { authorization: `Bearer ${partner}` } });
  const seconds = (t: string) => {
    const [h, m, s] = t.replace(',', '.').split(':').map(Number);
    return h! * 3600 + m! * 60 + s!;
  };
  const cues = (text: string) =>
    [...text.matchAll(/^(\d\d:\d\d:\d\d[.,]\d{3}) --> (\d\d:\d\d:\d\d[.,]\d{3})\n(.*)$/gm)].map((m) => ({ start: seconds(m[1]!), end: seconds(m[2]!), text: m[3]! }));

  it('TXT, SRT and WebVTT with the times and speakers, named after the recording, audited with the format', async () => {
    const txt = await download('txt');
    expect(txt.statusCode).toBe(200);
    expect(txt.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('interview.wav — transcript.txt')}`);
    expect(txt.body.split('\n')[0]).toBe('[00:00:00] Counsel Okonkwo: Please state your name for the record.');
    const srt = await download('srt');
    expect(srt.headers['content-type']).toContain('application/x-subrip');
    expect(srt.body.startsWith('1\n00:00:00,000 --> 00:00:03,500\n')).toBe(true);
    expect(cues(srt.body)).toEqual([
      { start: 0, end: 3.5, text: 'Counsel Okonkwo: Please state your name for the record.' },
      { start: 4, end: 7.5, text: 'SPEAKER_2: Harriet Zellweger-Quimby, spelled the usual way.' },
      { start: 8, end: 11.5, text: 'Counsel Okonkwo: Where were you on the night of the fire at the warehouse?' },
      { start: 12, end: 15.5, text: 'SPEAKER_2: I was at home, with my brother!' },
    ]);
    const vtt = await download('vtt');
    expect(vtt.body.startsWith('WEBVTT\n')).toBe(true);
    expect(cues(vtt.body).map((c) => [c.start, c.end, c.text.slice(0, 20)])).toEqual([
      [0, 3.5, '<v Counsel Okonkwo>P'],
      [4, 7.5, '<v SPEAKER_2>Harriet'],
      [8, 11.5, '<v Counsel Okonkwo>W'],
      [12, 15.5, '<v SPEAKER_2>I was a'],
    ]);
    const formats = await server.deps.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'document_downloaded'), eq(auditLogs.resourceId, seeded.transcriptDocumentId)));
    // (The document route's download of the same document, earlier, has no format.)
    expect(formats.flatMap((r) => (r.details.format ? [r.details.format] : [])).sort()).toEqual(['srt', 'txt', 'vtt']);
  });

  it('DOCX reads back through mammoth; JSON parses as the contract Transcript', async () => {
    const docx = await download('docx');
    expect(docx.statusCode).toBe(200);
    const { value } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(value).toContain('Quimby v. Harbor Storage');
    expect(value).toContain('Page 1');
    expect(value).toContain('\t1\t[00:00:00] Counsel Okonkwo: Please state your name for the');
    const json = await download('json');
    const parsed = TranscriptSchema.parse(JSON.parse(json.body));
    expect(parsed.segments[3]!.words?.length).toBe(7);
    expect(parsed.version).toBe(4);
  });

  it('an import exports TXT with page:line and a captioned DOCX, and refuses subtitles with a field error', async () => {
    const txt = await download('txt', imported.job.id);
    expect(txt.body).toBe('3:2  Q.  Did you see Exhibit 4?\n3:3  A.  Yes, I did.\n');
    const docx = await download('docx', imported.job.id);
    const { value } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(value).toContain('Deposition of JANE DOE');
    expect(value).toContain('Page 3');
    expect(value).toContain('\t2\tQ.  Did you see Exhibit 4?');
    const srt = await download('srt', imported.job.id);
    expect(srt.statusCode).toBe(400);
    expect(JSON.parse(srt.body)).toMatchObject({ errors: [{ field: 'format', message: 'This transcript has no audio times; export it as TXT, DOCX or JSON.' }] });
    const bad = await download('pdf');
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).errors[0].field).toBe('format');
  });
});

describe('the media link', () => {
  it('is a signed 15-minute URL that plays without a token, with Range; audited when issued', async () => {
    const before = Date.now();
    const res = await get<MediaLink>(`/jobs/${seeded.job.id}/media-link`, paralegal);
    expect(res.status).toBe(200);
    expect(res.body.content_type).toBe('audio/wav');
    expect(res.body.url).toMatch(new RegExp(`^/api/v1/transcription/media/${seeded.job.id}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
    const expiresIn = Date.parse(res.body.expires_at) - before;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 1000);

    const whole = await server.app.inject({ method: 'GET', url: res.body.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toContain('private');
    expect(whole.rawPayload.equals(WAV)).toBe(true);
    const part = await server.app.inject({ method: 'GET', url: res.body.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${WAV.length}`);
    expect(part.rawPayload.equals(WAV.subarray(100, 200))).toBe(true);
    const beyond = await server.app.inject({ method: 'GET', url: res.body.url, headers: { range: `bytes=${WAV.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);

    const [audit] = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'document_viewed'), eq(auditLogs.resourceId, seeded.sourceDocumentId)))
      .orderBy(desc(auditLogs.sequence));
    expect(audit?.details).toMatchObject({ media: true, transcription_job_id: seeded.job.id });
  });

  it('refuses an expired or forged link with 403 in the one error shape', async () => {
    const secret = server.deps.config.jwtSecret;
    const expired = await server.app.inject({ method: 'GET', url: mediaUrl(secret, seeded.job.id, Math.floor(Date.now() / 1000) - 5) });
    expect(expired.statusCode).toBe(403);
    expect(JSON.parse(expired.body)).toMatchObject({ code: 'media_link_expired' });
    const future = Math.floor(Date.now() / 1000) + 600;
    const forged = await server.app.inject({ method: 'GET', url: `/api/v1/transcription/media/${seeded.job.id}?expires=${future}&signature=${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(403);
    expect(JSON.parse(forged.body)).toMatchObject({ code: 'media_link_invalid', detail: expect.any(String) });
    // Another job's signature does not open this one.
    const otherJob = mediaUrl(secret, imported.job.id, future).split('signature=')[1];
    const swapped = await server.app.inject({ method: 'GET', url: `/api/v1/transcription/media/${seeded.job.id}?expires=${future}&signature=${otherJob}` });
    expect(swapped.statusCode).toBe(403);
    const wrongKey = await server.app.inject({ method: 'GET', url: mediaUrl('another-secret', seeded.job.id, future) });
    expect(wrongKey.statusCode).toBe(403);
  });

  it('is not issued for an import (nothing to play), nor to a viewer or another firm', async () => {
    expect((await get(`/jobs/${imported.job.id}/media-link`, partner)).status).toBe(409);
    expect((await get(`/jobs/${seeded.job.id}/media-link`, await firm.token('viewer'))).status).toBe(403);
    expect((await get(`/jobs/${seeded.job.id}/media-link`, await other.token('partner'))).status).toBe(404);
  });
});

describe('every endpoint', () => {
  /*
   * The refusals in one table: 400 for a malformed id, body or query; 403 for a viewer (below
   * paralegal: no transcription:use); 404 for another firm's partner, who cannot see the job.
   */
  const job = () => seeded.job.id;
  const segment = () => seeded.segmentIds[0]!;
  const endpoints: { name: string; method: 'GET' | 'POST' | 'PATCH'; path: (id: string) => string; body?: () => object; bad: { path?: string; body?: object } }[] = [
    { name: 'create', method: 'POST', path: () => '/create', body: () => ({ case_id: caseId, document_id: seeded.sourceDocumentId }), bad: { body: { case_id: caseId, document_id: 'nope' } } },
    { name: 'status', method: 'GET', path: (id) => `/status/${id}`, bad: { path: '/status/not-a-uuid' } },
    { name: 'jobs', method: 'GET', path: () => `/jobs?case_id=${caseId}`, bad: { path: '/jobs?state=sleeping' } },
    { name: 'cancel', method: 'POST', path: (id) => `/jobs/${id}/cancel`, bad: { path: '/jobs/not-a-uuid/cancel' } },
    { name: 'retry', method: 'POST', path: (id) => `/jobs/${id}/retry`, bad: { path: '/jobs/not-a-uuid/retry' } },
    { name: 'transcript', method: 'GET', path: (id) => `/jobs/${id}/transcript`, bad: { path: '/jobs/not-a-uuid/transcript' } },
    { name: 'segment edit', method: 'PATCH', path: (id) => `/jobs/${id}/segments/${segment()}`, body: () => ({ text: 'x' }), bad: { body: { text: 5 } } },
    { name: 'speaker rename', method: 'POST', path: (id) => `/jobs/${id}/speakers/rename`, body: () => ({ from: 'SPEAKER_2', to: 'Y' }), bad: { body: { from: 'SPEAKER_2' } } },
    { name: 'revisions', method: 'GET', path: (id) => `/jobs/${id}/revisions`, bad: { path: '/jobs/not-a-uuid/revisions' } },
    { name: 'download', method: 'GET', path: (id) => `/download/${id}?format=srt`, bad: { path: `/download/${randomUUID()}?format=mp3` } },
    { name: 'media link', method: 'GET', path: (id) => `/jobs/${id}/media-link`, bad: { path: '/jobs/not-a-uuid/media-link' } },
  ];
  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, body?: object) =>
    server.api<ErrorBody>(method, url(path), { token, ...(body ? { body } : {}) });

  it.each(endpoints)('$name: 400 malformed, 403 for a viewer, 404 for another firm', async ({ method, path, body, bad }) => {
    const invalid = await call(method, bad.path ?? path(job()), partner, bad.body ?? body?.());
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation_error');
    expect((await call(method, path(job()), await firm.token('viewer'), body?.())).status).toBe(403);
    const outsider = await call(method, path(job()), await other.token('partner'), body?.());
    if (path(job()).startsWith('/jobs?')) {
      // A list is never 404: another firm's caller sees none of this firm's jobs.
      expect(outsider.status).toBe(200);
      expect((outsider.body as unknown as { total: number }).total).toBe(0);
    } else {
      expect(outsider.status).toBe(404);
    }
  });

  it('engine: 403 for a viewer; the signed media route: 400 without a signature, 404 for a job that does not exist', async () => {
    expect((await call('GET', '/engine', await firm.token('viewer'))).status).toBe(403);
    const unsigned = await server.app.inject({ method: 'GET', url: url(`/media/${seeded.job.id}`) });
    expect(unsigned.statusCode).toBe(400);
    const future = Math.floor(Date.now() / 1000) + 600;
    const nobody = await server.app.inject({ method: 'GET', url: mediaUrl(server.deps.config.jwtSecret, randomUUID(), future) });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('a deleted transcript document', () => {
  it('is made again by the next correction, keeping its exhibits', async () => {
    expect((await server.api('DELETE', `/api/v1/documents/${imported.transcriptDocumentId}`, { token: partner })).status).toBe(200);
    const res = await server.api<TranscriptSegment>('PATCH', url(`/jobs/${imported.job.id}/segments/${imported.segmentIds[1]}`), { token: partner, body: { text: 'Yes, I saw it.' } });
    expect(res.status).toBe(200);
    const t = await get<Transcript>(`/jobs/${imported.job.id}/transcript`, partner);
    const newId = t.body.job.transcript_document_id;
    expect(newId).not.toBe(imported.transcriptDocumentId);
    expect(t.body.exhibits).toMatchObject([{ label: 'Exhibit 4' }]);
    const doc = await server.api<DocumentDetail>('GET', `/api/v1/documents/${newId}`, { token: partner });
    expect(doc.body.pages[2]!.text).toContain('  3  A.  Yes, I saw it.');
  });
});
