import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CLAIM_KINDS, type ClaimKind } from '@app/contract';
import type { StoredQuote } from '../../../db/schema/index.js';
import type { TextModel, UsageContext } from '../../../platform/ai/types.js';
import type { EarlierAnswer } from './contradictions.js';
import { clip, type FollowUp } from './follow-ups.js';
import { engineName, jsonIn, withTimeout } from './llm.js';
import type { NewInsight } from './output.js';
import type { SourceSentence } from './sources.js';
import { bagOf, type Bag } from './words.js';

/**
 * The model path of the contradiction check, used when a text model is configured (AI_PROVIDER):
 * the offline retrieval finds the passages (the case's documents, the session's exhibits first, and
 * the witness's earlier answers); the model reads the question and answer, states the claim and
 * judges it against those passages only, answering JSON checked with zod. Every flag must cite its
 * source — the id of a passage given and a quote found verbatim in that passage's text — or it is
 * dropped: a model cannot put a fact to the witness that no document states. An error, an answer
 * that is not the JSON asked for, or a late answer returns null and the offline result stands. The
 * TextModel writes its usage row (cost) for every call, as every model call does.
 */

/** A live deposition waits this long for a verdict before it keeps the offline one. */
export const JUDGE_TIMEOUT_MS = 6_000;
/** Most passages put before the model for one answer (the prompt stays small and cheap). */
export const MAX_PASSAGES = 10;
const MAX_EARLIER = 6;

export interface JudgePassage {
  /** What a flag cites: a document's id, or `line-N` for an earlier answer of this testimony. */
  id: string;
  source: 'document' | 'testimony';
  document_id: string | null;
  filename: string | null;
  page_number: number | null;
  line: number | null;
  text: string;
}

export const JudgeVerdict = z.object({
  /** The claim the answer makes, in the model's words (null: it states nothing checkable). */
  claim: z.string().trim().max(500).nullable().optional(),
  flags: z
    .array(
      z.object({
        kind: z.enum(CLAIM_KINDS),
        testimony_value: z.string().trim().min(1).max(200),
        document_value: z.string().trim().min(1).max(200),
        /** The cited passage's id (a document id, or line-N). */
        document_id: z.string().trim().min(1).max(100),
        /** Words copied from that passage that state the document's value. */
        quote: z.string().trim().min(3).max(800),
        confidence: z.number().min(0).max(1).optional(),
      }),
    )
    .max(5),
});
export type JudgeVerdict = z.infer<typeof JudgeVerdict>;

/** A flag whose citation held: the passage it quotes, and the quote as it stands there. */
export interface JudgedFlag {
  kind: ClaimKind;
  testimonyValue: string;
  sourceValue: string;
  confidence: number;
  source: StoredQuote;
  quote: string;
}

export interface Judgement {
  claim: string | null;
  flags: JudgedFlag[];
  /** Flags the model raised without a valid citation (dropped). */
  dropped: number;
  engine: string;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The passages for one answer: the retrieved sentences most about the question and answer (the
 * session's exhibits ahead on a tie), then the latest earlier answers.
 */
export function passagesFor(sentences: readonly SourceSentence[], question: string | null, answer: string, earlier: readonly EarlierAnswer[], exhibitIds: readonly string[] = []): JudgePassage[] {
  const asked: Bag = bagOf(`${question ?? ''} ${answer}`);
  const exhibits = new Set(exhibitIds);
  const seen = new Set<string>();
  const ranked = sentences
    .map((s, order) => {
      let score = 0;
      for (const [w, weight] of s.bag) if (asked.has(w)) score += weight;
      return { s, order, score: score + (exhibits.has(s.documentId) ? 0.5 : 0) };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const out: JudgePassage[] = [];
  for (const { s } of ranked) {
    const key = `${s.documentId}:${squash(s.text)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ id: s.documentId, source: 'document', document_id: s.documentId, filename: s.filename, page_number: s.pageNumber, line: null, text: squash(s.text) });
    if (out.length >= MAX_PASSAGES) break;
  }
  for (const e of earlier.slice(-MAX_EARLIER)) out.push({ id: `line-${e.line}`, source: 'testimony', document_id: null, filename: null, page_number: null, line: e.line, text: squash(e.text) });
  return out;
}

export const SYSTEM_JUDGE =
  'You check a deposition answer against the case record for the examining attorney. ' +
  'State the factual claim the answer makes (read with its question: dates, amounts, quantities, names, places, or a yes/no). ' +
  'Flag it only when one of the given passages states a different value about the same subject, or the opposite yes/no. ' +
  'Never flag a value no passage states, a hedge that includes the passage\'s value, or a non-answer. ' +
  'Every flag must cite one passage: its "id" exactly as given, and a "quote" copied word for word from that passage\'s text. ' +
  'Answer with JSON only: {"claim":"<claim or null>","flags":[{"kind":"date|amount|quantity|name|place|negation","testimony_value":"<what the witness said>","document_value":"<what the passage says>","document_id":"<passage id>","quote":"<exact words from the passage>","confidence":0.0}]}. ' +
  'No contradiction: {"claim":"...","flags":[]}.';

/** The prompt: the question and answer, then each passage as one JSON line. */
export function judgePrompt(question: string | null, answer: string, passages: readonly JudgePassage[]): string {
  return [
    `Question: ${clip(question ?? '(none)', 600)}`,
    `Answer: ${clip(answer, 600)}`,
    'Passages:',
    ...passages.map((p) =>
      JSON.stringify({ id: p.id, source: p.source === 'document' ? `${p.filename ?? 'document'}${p.page_number ? `, page ${p.page_number}` : ''}` : `earlier answer, line ${p.line}`, text: p.text }),
    ),
  ].join('\n');
}

/**
 * Keeps the flags whose citation holds: the id names a passage given, and the quote (spacing
 * aside) is in that passage's text. Among a document's passages, the one holding the quote is cited.
 */
export function checkCitations(verdict: JudgeVerdict, passages: readonly JudgePassage[]): { flags: JudgedFlag[]; dropped: number } {
  const flags: JudgedFlag[] = [];
  let dropped = 0;
  for (const f of verdict.flags) {
    const quote = squash(f.quote).replace(/^["“]|["”]$/g, '');
    const passage = passages.find((p) => p.id === f.document_id && p.text.includes(quote));
    if (!passage || quote.length < 3) {
      dropped += 1;
      continue;
    }
    flags.push({
      kind: f.kind,
      testimonyValue: f.testimony_value,
      sourceValue: f.document_value,
      confidence: f.confidence ?? 0.8,
      source: { source: passage.source, text: passage.text, document_id: passage.document_id, filename: passage.filename, page_number: passage.page_number, line: passage.line },
      quote,
    });
  }
  // One flag per kind and source, as the offline engine raises them.
  const unique = new Map<string, JudgedFlag>();
  for (const f of flags) {
    const key = `${f.kind}:${f.source.document_id ?? f.source.line}`;
    if (!unique.has(key) || unique.get(key)!.confidence < f.confidence) unique.set(key, f);
  }
  return { flags: [...unique.values()], dropped: dropped + flags.length - unique.size };
}

/** The model's verdict on one answer, its flags' citations checked; null to keep the offline result. */
export async function judgeWithModel(
  model: TextModel,
  usage: UsageContext,
  input: { question: string | null; answer: string; passages: JudgePassage[] },
  timeoutMs = JUDGE_TIMEOUT_MS,
): Promise<Judgement | null> {
  try {
    const reply = await withTimeout(model.generate({ system: SYSTEM_JUDGE, prompt: judgePrompt(input.question, input.answer, input.passages), maxOutputTokens: 700 }, { ...usage, feature: 'analysis' }), timeoutMs);
    const parsed = JudgeVerdict.safeParse(jsonIn(reply));
    if (!parsed.success) return null;
    const { flags, dropped } = checkCitations(parsed.data, input.passages);
    return { claim: parsed.data.claim ?? null, flags, dropped, engine: engineName(model) };
  } catch {
    return null;
  }
}

const where = (q: StoredQuote) => (q.source === 'document' ? `${q.filename ?? 'a document'}${q.page_number ? `, page ${q.page_number}` : ''}` : `line ${q.line} of this deposition`);

/**
 * The insight for a judged flag, shaped as the offline engine's: the answer's quote with the
 * witness's value first, the cited passage with the document's value second (present.ts reads the
 * contradiction's fields from them).
 */
export function judgedInsight(flag: JudgedFlag, answer: { line: number; text: string }, topicId: string | null, engine: string): NewInsight {
  const kind = flag.kind === 'negation' ? 'Yes/no' : `${flag.kind[0]!.toUpperCase()}${flag.kind.slice(1)}`;
  return {
    id: randomUUID(),
    type: 'contradiction',
    line: answer.line,
    title: `${kind} contradiction: "${clip(flag.testimonyValue, 80)}" vs "${clip(flag.sourceValue, 80)}"`,
    detail: `The witness said "${clip(flag.testimonyValue, 120)}"; ${where(flag.source)} says "${clip(flag.quote, 240)}".`,
    claimKind: flag.kind,
    confidence: flag.confidence,
    quotes: [
      { source: 'testimony', text: answer.text, document_id: null, filename: null, page_number: null, line: answer.line, value: flag.testimonyValue },
      { ...flag.source, text: flag.quote, value: flag.sourceValue },
    ],
    topicId,
    goalId: null,
    engine,
  };
}

/** The follow-up that puts a judged contradiction to the witness, quoting whole words only. */
export function judgedQuestion(flag: JudgedFlag, answerLine: number, insightId: string, topicId: string | null): FollowUp {
  return {
    key: `contradiction:${answerLine}:${flag.kind}:${flag.source.document_id ?? `line-${flag.source.line}`}`,
    text: `You testified "${clip(flag.testimonyValue, 120)}"; ${where(flag.source)} says "${clip(flag.quote, 200, flag.sourceValue)}". Which is correct?`,
    reason: 'contradiction',
    rationale: `The answer on line ${answerLine} disagrees with ${flag.source.source === 'document' ? flag.source.filename : `line ${flag.source.line}`} (${flag.kind})`,
    goalId: null,
    topicId,
    insightId,
  };
}
