import { z } from 'zod';
import type { DepositionSegmentRow, DepositionSessionRow } from '../../../db/schema/index.js';
import type { TextModel, UsageContext } from '../../../platform/ai/types.js';
import type { NewQuestion } from './output.js';

/**
 * The optional model pass: rewords the local engine's follow-up questions (and the summary) with
 * a bounded prompt and a JSON answer checked with zod. Any error, a late answer or an answer that
 * does not validate leaves the local result. The TextModel records its own usage (feature
 * 'analysis'); what the model wrote carries its name as `engine`.
 */

/** A live deposition cannot wait long for a rewording. */
export const MODEL_TIMEOUT_MS = 8_000;
const MAX_LINES = 12;
const MAX_QUESTIONS = 12;
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export const engineName = (model: TextModel): string => `${model.provider}:${model.model}`;

const Refined = z.object({
  questions: z.array(z.object({ key: z.string().min(1).max(300), text: z.string().trim().min(8).max(500) })).max(MAX_QUESTIONS),
});
/** A question or sentence that ends as one: "?", "." or "!" (a closing quote or bracket may follow). */
const WHOLE_SENTENCE = /[?.!]["'”’)\]]?$/;
const Summary = z.object({ summary: z.string().trim().min(20).max(3000) });

/** The first JSON object in a reply (models like to wrap it in a code fence). */
export function jsonIn(reply: string): unknown {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(reply.slice(start, end + 1)) as unknown;
  } catch {
    return null;
  }
}

/** The work's result, or an error once `ms` have passed (the work itself is not stopped: a call made is paid for and recorded). */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('model answer too late')), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const transcriptOf = (segments: Pick<DepositionSegmentRow, 'kind' | 'text' | 'line'>[]) =>
  segments
    .slice(-MAX_LINES)
    .map((s) => `${s.line} ${s.kind === 'question' ? 'Q.' : s.kind === 'answer' ? 'A.' : '--'} ${clip(s.text, 300)}`)
    .join('\n');

const SYSTEM_QUESTIONS =
  'You assist the examining attorney during a deposition. Reword each suggested follow-up question so it is one short, clear question the attorney can read aloud. ' +
  'Keep its purpose and any quoted facts; do not invent facts. Answer with JSON only: {"questions":[{"key":"<key as given>","text":"<question>"}]}.';

export async function refineWithModel(
  model: TextModel,
  usage: UsageContext,
  input: { session: Pick<DepositionSessionRow, 'deponent' | 'goals'>; segments: Pick<DepositionSegmentRow, 'kind' | 'text' | 'line'>[]; questions: NewQuestion[] },
): Promise<{ questions: NewQuestion[]; engine: string } | null> {
  const shown = input.questions.slice(0, MAX_QUESTIONS);
  const prompt = [
    `Deponent: ${clip(input.session.deponent, 100)}`,
    `Goals:\n${input.session.goals.map((g, i) => `${i + 1}. ${clip(g.text, 200)}`).join('\n') || '(none)'}`,
    `Latest testimony:\n${transcriptOf(input.segments) || '(none yet)'}`,
    `Suggested questions:\n${shown.map((q) => JSON.stringify({ key: q.key, reason: q.reason, text: clip(q.text, 400), why: clip(q.rationale, 200) })).join('\n')}`,
  ].join('\n\n');
  try {
    const reply = await withTimeout(model.generate({ system: SYSTEM_QUESTIONS, prompt, maxOutputTokens: 900 }, { ...usage, feature: 'analysis' }), MODEL_TIMEOUT_MS);
    const parsed = Refined.safeParse(jsonIn(reply));
    if (!parsed.success) return null;
    const byKey = new Map(parsed.data.questions.map((q) => [q.key, q.text]));
    const engine = engineName(model);
    let changed = false;
    const questions = input.questions.map((q) => {
      const text = byKey.get(q.key);
      // A wording that does not end as a sentence ends (cut off) is not read to a witness: the local one stays.
      if (!text || !WHOLE_SENTENCE.test(text)) return q;
      changed = true;
      return { ...q, text, engine };
    });
    return changed ? { questions, engine } : null;
  } catch {
    return null;
  }
}

const SYSTEM_SUMMARY =
  'You summarise a deposition for the examining attorney in a few plain sentences: what was established, contradictions with documents, evasive answers, what is still open. ' +
  'Use only the facts given. Answer with JSON only: {"summary":"<text>"}.';

/** The summary reworded by the model from the local one and the testimony; the local text on any error. */
export async function summariseWithModel(
  model: TextModel | null,
  usage: UsageContext,
  localText: string,
  segments: Pick<DepositionSegmentRow, 'kind' | 'text' | 'line'>[],
): Promise<{ text: string; engine: string }> {
  if (!model) return { text: localText, engine: 'local' };
  const prompt = `Facts found by the assistant:\n${clip(localText, 3000)}\n\nThe last testimony:\n${transcriptOf(segments)}`;
  try {
    const reply = await withTimeout(model.generate({ system: SYSTEM_SUMMARY, prompt, maxOutputTokens: 600 }, { ...usage, feature: 'analysis' }), MODEL_TIMEOUT_MS * 2);
    const parsed = Summary.safeParse(jsonIn(reply));
    return parsed.success ? { text: parsed.data.summary, engine: engineName(model) } : { text: localText, engine: 'local' };
  } catch {
    return { text: localText, engine: 'local' };
  }
}
