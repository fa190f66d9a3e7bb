import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { cases, documents, transcriptionJobs, transcriptionWindows, type DocumentRow, type TranscriptionJobRow } from '../../db/schema/index.js';
import { copyBlobToFile } from '../../platform/media/blob-file.js';
import { decodeToPcm } from '../../platform/media/decode.js';
import { probeMedia, type MediaProbe } from '../../platform/media/probe.js';
import { MediaError } from '../../platform/media/media-error.js';
import { makeRendition } from '../../platform/media/rendition.js';
import { planWindows, writeWindowWav, type AudioWindow } from '../../platform/media/windows.js';
import { transcribeMetered } from '../../platform/speech/metered.js';
import { mergeWindows } from '../../platform/speech/merge-windows.js';
import type { EngineResult, EngineSegment } from '../../platform/speech/types.js';
import type { NewSegment } from './segment-types.js';
import { writeTranscript } from './transcript-document.js';
import { JobCancelled, type RunControl } from './run-control.js';
import { caseVocabulary } from './vocabulary.js';
import { openWorkDir } from './work-dir.js';
import { awaitScanVerdict } from './run-import.js';

/*
 * A media job: the recording → 16 kHz PCM → windows → the engine, one window at a time, each
 * finished window committed with the job's progress (transcription_windows), so a crash or a
 * restart carries on from the next window and never pays for a window twice. Percent: decoding is
 * the first 10, the windows up to 95, writing the transcript the rest.
 */

const DECODED_PERCENT = 10;
const TRANSCRIBED_PERCENT = 95;

/** What job.media keeps: the probe, and the windows as first planned (a resumed job reuses them). */
interface StoredMedia extends Partial<MediaProbe> {
  windows?: AudioWindow[];
}

/** The original, copied out of the blob store once (a resumed job finds it in its work dir). */
async function localCopy(deps: AppDeps, doc: DocumentRow, dir: string): Promise<string> {
  const file = path.join(dir, `source${doc.extension ? `.${doc.extension.replace(/[^a-z0-9]/gi, '')}` : ''}`);
  const existing = await stat(file).catch(() => null);
  if (existing?.size !== doc.sizeBytes) await copyBlobToFile(deps.blobs, doc.sha256, file);
  return file;
}

/** A browser-playable copy, stored once per job, when Chromium cannot play the original. */
async function ensureRendition(deps: AppDeps, job: TranscriptionJobRow, source: string, probe: MediaProbe, dir: string, control: RunControl): Promise<void> {
  if (probe.playable || job.renditionSha256) return;
  const file = path.join(dir, probe.hasVideo ? 'rendition.mp4' : 'rendition.m4a');
  const { contentType } = await makeRendition(source, file, probe, control.shutdown);
  const stored = await deps.blobs.put(createReadStream(file));
  await control.update({ renditionSha256: stored.sha256, renditionContentType: contentType });
  await rm(file, { force: true });
}

const shift = (segment: EngineSegment, by: number): EngineSegment => ({
  ...segment,
  start: segment.start + by,
  end: segment.end + by,
  words: segment.words?.map((w) => ({ ...w, start: w.start + by, end: w.end + by })) ?? null,
});

const toNewSegment = (s: EngineSegment): NewSegment => ({
  start: s.start,
  end: s.end,
  speaker: s.speaker?.trim() || 'Speaker 1',
  text: s.text.trim(),
  confidence: s.confidence ?? null,
  kind: 'speech',
  page: null,
  line: null,
  words: s.words ?? null,
});

/**
 * Runs the steps that read the recording; when they find it damaged, empty or not a recording at
 * all, the recording's document is marked failed with that reason (not left "processed"), so it is
 * not offered for review or production as if it were a readable file.
 */
async function unlessUnreadable<T>(deps: AppDeps, doc: DocumentRow, steps: () => Promise<T>): Promise<T> {
  try {
    return await steps();
  } catch (error) {
    if (error instanceof MediaError) {
      await deps.db
        .update(documents)
        .set({ status: 'failed', failureReason: error.message, progress: 0, updatedAt: new Date() })
        .where(and(eq(documents.id, doc.id), isNull(documents.deletedAt)));
    }
    throw error;
  }
}

export async function runMedia(deps: AppDeps, job: TranscriptionJobRow, control: RunControl): Promise<void> {
  const [doc] = await deps.db.select().from(documents).where(eq(documents.id, job.sourceDocumentId));
  const [caseRow] = await deps.db.select().from(cases).where(eq(cases.id, job.caseId));
  if (!doc || !caseRow) throw new Error('the source document or case of a transcription is gone');
  if (doc.deletedAt) throw new MediaError(`"${doc.filename}" was deleted before it could be transcribed.`);
  // Nothing reaches the decoder before the malware scan's verdict (ASVS 12.4.2).
  awaitScanVerdict(deps, doc, (reason) => new MediaError(reason));
  const dir = await openWorkDir(deps.config, job.id);

  await control.update({ stage: 'decoding' });
  const source = await localCopy(deps, doc, dir);
  const stored = job.media as StoredMedia;
  const { probe, decoded, windows } = await unlessUnreadable(deps, doc, async () => {
    const probe = await probeMedia(source, control.shutdown);
    await control.update({ media: { ...stored, ...probe }, durationSeconds: probe.durationSeconds });
    await ensureRendition(deps, job, source, probe, dir, control);

    let reported = Date.now();
    const decoded = await decodeToPcm(source, path.join(dir, 'audio.pcm'), {
      signal: control.shutdown,
      onProgress: (seconds) => {
        if (Date.now() - reported < 1000 || !(probe.durationSeconds > 0)) return;
        reported = Date.now();
        void control.update({ percent: Math.min(DECODED_PERCENT, Math.floor((seconds / probe.durationSeconds) * DECODED_PERCENT)) }).catch(() => undefined);
      },
    });
    // The first plan is kept: a resumed job (maybe after a configuration change) must cut where its
    // finished windows were cut, or the seams would not meet.
    const windows =
      stored.windows ??
      planWindows(decoded.durationSeconds, decoded.silences, deps.config.transcription.windowSeconds, deps.config.transcription.overlapSeconds);
    if (windows.length === 0) throw new MediaError('The recording holds no sound (it is 0 seconds long), so there is nothing to transcribe.');
    return { probe, decoded, windows };
  });
  const duration = decoded.durationSeconds;
  await control.update({ media: { ...probe, windows }, durationSeconds: duration, stage: 'transcribing', percent: DECODED_PERCENT });

  const finished = new Set(
    (await deps.db.select({ index: transcriptionWindows.windowIndex }).from(transcriptionWindows).where(eq(transcriptionWindows.jobId, job.id))).map((w) => w.index),
  );
  const prompt = await caseVocabulary(deps.db, caseRow);
  for (const window of windows) {
    if (finished.has(window.index)) continue;
    await control.checkpoint();
    const wav = path.join(dir, `window-${window.index}.wav`);
    await writeWindowWav(decoded.pcmPath, window, wav);
    const seconds = window.end - window.start;
    // The engine enforces TRANSCRIPTION_TIMEOUT_SECONDS itself (EngineError, retryable); the
    // signal here is a cancel, so a cancelled job does not wait for a long window to finish.
    const cancel = control.watchCancel();
    let result: EngineResult;
    try {
      result = await transcribeMetered(
        deps.speech,
        deps.db,
        { organizationId: job.organizationId, userId: job.createdBy, caseId: job.caseId, feature: 'transcription' },
        {
          wavPath: wav,
          durationSeconds: seconds,
          ...(job.language ? { language: job.language } : {}),
          ...(prompt ? { prompt } : {}),
          signal: cancel.signal,
        },
      );
    } catch (error) {
      if (cancel.signal.aborted) throw new JobCancelled();
      throw error;
    } finally {
      cancel.stop();
    }
    const done = Math.min(duration, window.keepTo);
    // The window and the progress commit together: a crash before this redoes only this window,
    // a crash after it never redoes it.
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(transcriptionWindows)
        .values({ jobId: job.id, windowIndex: window.index, startSeconds: window.start, endSeconds: window.end, segments: result.segments.map((s) => shift(s, window.start)) })
        .onConflictDoNothing();
      await tx
        .update(transcriptionJobs)
        .set({
          secondsDone: done,
          percent: DECODED_PERCENT + Math.floor((done / duration) * (TRANSCRIBED_PERCENT - DECODED_PERCENT)),
          stage: 'transcribing',
          updatedAt: new Date(),
        })
        .where(eq(transcriptionJobs.id, job.id));
    });
    await rm(wav, { force: true });
  }

  await control.checkpoint();
  const rows = await deps.db.select().from(transcriptionWindows).where(eq(transcriptionWindows.jobId, job.id)).orderBy(asc(transcriptionWindows.windowIndex));
  const byIndex = new Map(windows.map((w) => [w.index, w]));
  const merged = mergeWindows(
    rows.flatMap((r) => {
      const window = byIndex.get(r.windowIndex);
      return window ? [{ window, segments: r.segments as EngineSegment[] }] : [];
    }),
  );
  const segments = merged.map(toNewSegment).filter((s) => s.text.length > 0);
  await control.update({ stage: 'indexing', secondsDone: duration, percent: TRANSCRIBED_PERCENT });
  const [current] = await deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.id, job.id));
  const { transcriptDocumentId } = await writeTranscript(deps, current ?? job, segments, null, undefined, { pagesReplaced: control.pagesReplaced });
  await control.update({ transcriptDocumentId });
}
