import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DepositionSummary } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import {
  documents,
  type DepositionInsightRow,
  type DepositionQuestionRow,
  type DepositionSegmentRow,
  type DepositionSessionRow,
  type StoredQuote,
} from '../../../db/schema/index.js';
import type { UsageContext } from '../../../platform/ai/types.js';
import { commonWords, extractClaims, questionTypeAfter, withoutHedges, type Claim } from './claims.js';
import { matterTerms } from './defined-terms.js';
import { askingClause, plainText, pointsBack, withoutAsides } from './question-form.js';
import { findContradictions, searchWords, type Contradiction, type EarlierAnswer } from './contradictions.js';
import { answersAfterQualifier, detectEvasion, givesWhatWasAsked, type Evasion } from './evasion.js';
import { deponentName } from './deponent-name.js';
import { clip, contradictionQuestion, evasionQuestion, exhibitQuestion, goalQuestion, topicQuestion, type FollowUp } from './follow-ups.js';
import { goalSupport, readGoal, SUPPORTS, withSupport } from './goals.js';
import { judgedInsight, judgedQuestion, judgeWithModel, passagesFor } from './judge.js';
import { refineWithModel } from './llm.js';
import { readPeopleNouns } from './people-nouns.js';
import { readAntonyms, readOppositeActs } from './antonyms.js';
import type { AssistantOutput, NewInsight, NewQuestion } from './output.js';
import { ABOUT_THE_PAPER, caseDocuments, namedDocument, readNames, REFERENT_QUESTIONS, stripName, type NamedReading } from './referent-document.js';
import { memoryOf, sentencesFor } from './sources.js';
import { currentTopic, questionTopic, touches } from './topics.js';
import { bagOf, phraseWords, rawWords, topWords } from './words.js';
import { readWordVectors } from './word-vectors.js';

/**
 * The deposition assistant: each answer's claims checked against the case's
 * documents and the earlier testimony, evasions tallied per outline topic, goal tracking and
 * follow-up questions. Offline by default (`engine: 'local'`); with a configured model, the model
 * judges each answer against the passages the offline retrieval found, every flag citing its
 * passage (judge.ts), and a bounded pass may reword the follow-up questions (llm.ts); on any error
 * or a late answer the offline result stands.
 */

export interface AssistantContext {
  deps: AppDeps;
  session: DepositionSessionRow;
  caseName: string;
  /** All testimony so far (line order), the new lines included. */
  segments: DepositionSegmentRow[];
  /** The lines to analyse now (answers among them get insights). */
  newLines: DepositionSegmentRow[];
  usage: UsageContext;
  /** How long the model may take to judge one answer before the offline result stands (default JUDGE_TIMEOUT_MS). */
  modelTimeoutMs?: number;
}

export type { AssistantOutput, NewInsight, NewQuestion } from './output.js';

export const LOCAL_ENGINE = 'local';

/** The case name's words, without the witness's name. */
function caseNameWords(caseName: string, deponent: string): Set<string> {
  const witness = bagOf(deponent);
  return new Set([...bagOf(caseName).keys()].filter((w) => !witness.has(w)));
}

/**
 * Reads, in the background, the tables the offline engine consults while it reads answers — the word
 * vectors (about a third of a second of one core), WordNet's opposite states and acts for yes/no
 * answers (about a fifth and a third) and its nouns for people, for head counts (about three quarters) — so a live
 * session's first answers do not wait for them. Called when a session goes live; a process that
 * never analyses testimony never reads them.
 */
export function warmAssistant(): void {
  setImmediate(() => {
    readWordVectors();
    readAntonyms();
    readOppositeActs();
    readPeopleNouns();
  }).unref();
}

interface AnswerReading {
  claims: Claim[];
  evasion: Evasion | null;
}

/** Per session: each answer's reading (so earlier testimony is never re-read) and the current topic. */
const READINGS = new Map<string, { answers: Map<string, AnswerReading>; topic: string | null; exhibits: { id: string; filename: string }[] | null; exhibitKey: string; terms: Set<string> | null; names: NamedReading[] | null; named: Map<string, string[]> }>();

function stateOf(sessionId: string) {
  let s = READINGS.get(sessionId);
  if (!s) {
    s = { answers: new Map(), topic: null, exhibits: null, exhibitKey: '', terms: null, names: null, named: new Map() };
    READINGS.set(sessionId, s);
    if (READINGS.size > 64) READINGS.delete(READINGS.keys().next().value!);
  }
  return s;
}

const referenceOf = (session: DepositionSessionRow): Date => (session.date ? new Date(`${session.date}T12:00:00Z`) : new Date());

/** A yes/no question about a third person's doings: "Did he ever …", "Had she been …", "Did anyone at Castellan ask …". */
const THIRD_PERSON_ASKED = /^\s*(?:(?:and|so|now)\s*,?\s+)?(?:did|does|do|has|had|was|were|is|would|could)\s+(?:he|she|they|anyone|anybody|someone|somebody|any of (?:them|his|her|their)\b)/i;

/** A question opening as the one before's sequel ("And who signed for Northwind?", "What about the second page?"). */
const GOES_ON = /^\s*(?:and|also|what about|how about|same question)\b/i;

/** The question an answer answers: the latest question line before it, if no answer came in between. */
/** A question opening on what "it" (the paper) says: "It puts the time at …", "It says …". */
const PAPER_TELLS_AT_START = /^\s*(?:and\s+|so\s+|now\s+)?(?:it|this|that)\s+(?:puts|says|states|lists|shows|gives|reads|records|reports|describes|mentions|bears)\b/i;

function questionBefore(ordered: DepositionSegmentRow[], index: number): { question: DepositionSegmentRow | null; context: string; previous: string | null } {
  let question: DepositionSegmentRow | null = null;
  let i = index - 1;
  for (; i >= 0; i -= 1) {
    const s = ordered[i]!;
    if (s.kind === 'question') {
      question = s;
      break;
    }
    if (s.kind === 'answer') break;
  }
  const context: string[] = [];
  let previous: string | null = null;
  // The exchange before; and the one before that when its question itself pointed back with
  // hardly a word of its own ("What date does that letter bear?" then "Who signed it?": both are
  // about the letter named earlier).
  let wanted = 2;
  for (let j = i - 1; j >= 0 && i - j <= 8 && (context.length < wanted || previous === null); j -= 1) {
    const s = ordered[j]!;
    if (s.kind !== 'colloquy' && context.length < wanted) {
      context.unshift(s.text);
      if (s.kind === 'question' && wanted === 2 && pointsBack(s.text) && bagOf(s.text).size < 3) wanted = 4;
    }
    if (s.kind === 'question' && previous === null) previous = s.text;
  }
  return { question, context: context.join(' '), previous };
}

/** How many lines before a question a month named still dates "the thirtieth" said alone. */
const RECENT_LINES = 30;

/** The few lines before a question: where a month a lone day falls in was last named. */
const recentText = (ordered: DepositionSegmentRow[], index: number): string =>
  ordered
    .slice(Math.max(0, index - RECENT_LINES), index)
    .filter((s) => s.kind !== 'colloquy')
    .map((s) => s.text)
    .join(' ');

async function exhibitsOf(deps: AppDeps, session: DepositionSessionRow): Promise<{ id: string; filename: string }[]> {
  const state = stateOf(session.id);
  const key = session.exhibitIds.join(',');
  if (state.exhibits && state.exhibitKey === key) return state.exhibits;
  const rows =
    session.exhibitIds.length === 0
      ? []
      : await deps.db
          .select({ id: documents.id, filename: documents.filename })
          .from(documents)
          .where(and(eq(documents.organizationId, session.organizationId), inArray(documents.id, session.exhibitIds)));
  state.exhibits = session.exhibitIds.flatMap((id) => rows.filter((r) => r.id === id));
  state.exhibitKey = key;
  return state.exhibits;
}

/** Whether a line refers to an exhibit: its number ("Exhibit 3") or all the distinctive words of its name. */
export function mentionsExhibit(line: string, filename: string, common: Set<string>): boolean {
  const name = stripName(filename);
  const number = /\bexhibit\s+([a-z]?\d+[a-z]?)\b/i.exec(name);
  if (number && new RegExp(`\\bexhibit\\s+${number[1]}\\b`, 'i').test(line)) return true;
  const words = [...bagOf(name.replace(/\bexhibit\s+\S+/i, '')).keys()].filter((w) => !common.has(w) && !/\d/.test(w));
  if (words.length < 2) return false;
  const said = new Set(bagOf(line).keys());
  return words.every((w) => said.has(w));
}

const answerQuote = (s: DepositionSegmentRow): StoredQuote => ({ source: 'testimony', text: s.text, document_id: null, filename: null, page_number: null, line: s.line });

function contradictionInsight(c: Contradiction, answer: DepositionSegmentRow, topicId: string | null): NewInsight {
  const where = c.source.source === 'document' ? `${c.source.filename}${c.source.page_number ? `, page ${c.source.page_number}` : ''}` : `line ${c.source.line} of this deposition`;
  const said = c.kind === 'negation' ? (c.claim.kind === 'negation' && c.claim.polarity === 'no' ? 'denied it' : 'affirmed it') : `"${c.claim.quote}"`;
  const other = c.kind === 'negation' ? (c.sourceValue === 'no' ? 'denies it' : 'states it') : `"${c.sourceValue}"`;
  return {
    id: randomUUID(),
    type: 'contradiction',
    line: answer.line,
    title: c.kind === 'negation' ? `Yes/no contradiction with ${where}` : `${c.kind[0]!.toUpperCase()}${c.kind.slice(1)} contradiction: ${said} vs ${other}`,
    detail: `The witness ${c.kind === 'negation' ? said : `said ${said}`}; ${where} ${c.kind === 'negation' ? other : `says ${other}`}.`,
    claimKind: c.kind,
    confidence: c.confidence,
    // Each quote with the value it states: the insight's structured facts (present.ts).
    quotes: [{ ...answerQuote(answer), value: c.claim.kind === 'negation' ? c.claim.polarity : c.claim.quote }, { ...c.source, value: c.sourceValue }],
    topicId,
    goalId: null,
    engine: LOCAL_ENGINE,
  };
}

const toQuestion = (f: FollowUp, engine = LOCAL_ENGINE): NewQuestion => ({ ...f, engine });

export async function analyseTestimony(ctx: AssistantContext): Promise<AssistantOutput> {
  const { deps, session } = ctx;
  const state = stateOf(session.id);
  const memory = memoryOf(session.id);
  // (The witness by name: a title or employer written after it is no word of theirs.)
  const deponent = deponentName(session.deponent);
  const common = commonWords(ctx.caseName, deponent);
  const reference = referenceOf(session);
  const ordered = [...ctx.segments].sort((a, b) => a.line - b.line);
  const newIds = new Set(ctx.newLines.map((l) => l.id));
  const exhibits = await exhibitsOf(deps, session);
  // The matter's defined terms, read once per session.
  state.terms ??= await matterTerms(deps, session.organizationId, session.caseId);
  const terms = state.terms;
  // The case's documents by name, read once per session (which paper a question is about).
  // (The case's own name's words, without the witness's: a matter may be named after a paper.)
  state.names ??= readNames(await caseDocuments(deps, session.organizationId, session.caseId), common, caseNameWords(ctx.caseName, deponent));
  const names = state.names;
  // The document the examination is on: the last one a question named, for a few questions.
  let referent: { ids: string[]; age: number } | null = null;
  const used = new Set(session.exhibitsUsed);
  const outline = session.outline.map((t) => ({ ...t }));
  const goalReadings = session.goals.map((g) => readGoal(g, reference, common));
  const support = new Map<string, { seq: number; score: number }[]>();
  const insights: NewInsight[] = [];
  const followUps: FollowUp[] = [];
  const search = { deps, organizationId: session.organizationId, caseId: session.caseId, memory, exhibitIds: session.exhibitIds, deponent };
  const recentQuestions: string[] = [];
  let topic = state.topic;

  const readAnswer = (i: number): AnswerReading => {
    const seg = ordered[i]!;
    const cached = state.answers.get(seg.id);
    if (cached) return cached;
    const { question, context, previous } = questionBefore(ordered, i);
    const claims = extractClaims({ question: question?.text ?? null, answer: seg.text, context, recent: recentText(ordered, i), previousQuestion: previous, reference, common, terms, deponent });
    const qtype = questionTypeAfter(question?.text ?? null, previous);
    let evasion = detectEvasion(question?.text ?? null, seg.text, qtype, givesWhatWasAsked(claims, qtype));
    const qualified = claims.filter((c) => c.kind === 'negation' && c.qualified);
    // "Not as far as I'm aware. The counts never got back to 120." — the witness goes on to answer.
    // ("Not that I recall, and anyway I wouldn't escalate anything before I'd seen data.": the same.)
    if ((evasion?.kind === 'no_knowledge' || evasion?.kind === 'no_recall') && qualified.length > 0 && answersAfterQualifier(question?.text ?? null, seg.text, qtype)) evasion = null;
    // "Had he ever been disciplined? — Not that I'm aware of.": of a third person's doings a witness
    // can only answer from what they know — a hedged denial. (Of the witness's own doings, or of
    // what their side did, "not that I'm aware of" stays a non-answer; so does "not that I recall".)
    if (evasion?.kind === 'no_knowledge' && qualified.length > 0 && question && THIRD_PERSON_ASKED.test(askingClause(question.text))) evasion = null;
    // Standing alone it stays a non-answer, but it is still a denial on the record: where a document
    // states the fact ("Did Castellan issue a rate confirmation? — Not that I'm aware of." against the
    // confirmation itself), counsel wants both flags, the evasion and the document that answers it.
    const reading = { claims: evasion ? qualified : claims, evasion };
    state.answers.set(seg.id, reading);
    return reading;
  };

  const earlier: EarlierAnswer[] = [];
  const judgedBy: Record<string, string> = {};
  for (const [i, seg] of ordered.entries()) {
    if (seg.kind === 'question') {
      // (Each question's paper is read once per session: every call walks the whole testimony.)
      let named = state.named.get(seg.id);
      if (!named) state.named.set(seg.id, (named = namedDocument(seg.text, names, referent?.ids ?? [])));
      if (named.length > 0) referent = { ids: named, age: 0 };
      else if (referent && ++referent.age > REFERENT_QUESTIONS) referent = null;
    }
    if (!newIds.has(seg.id)) {
      if (seg.kind === 'answer') earlier.push({ line: seg.line, text: seg.text, claims: readAnswer(i).claims });
      if (seg.kind === 'question') recentQuestions.push(seg.text);
      continue;
    }
    // Exhibits shown or named (a question, an answer, the reporter's marking).
    for (const ex of exhibits) {
      if (used.has(ex.id) || !mentionsExhibit(seg.text, ex.filename, common)) continue;
      used.add(ex.id);
      insights.push({
        id: randomUUID(), type: 'exhibit_mentioned', line: seg.line, title: `Exhibit used: ${ex.filename}`, detail: `Line ${seg.line} refers to ${ex.filename}.`,
        claimKind: null, confidence: 1, quotes: [answerQuote(seg)], topicId: topic, goalId: null, engine: LOCAL_ENGINE,
      });
    }
    if (seg.kind === 'question') {
      recentQuestions.push(seg.text);
      for (const t of outline) if (!t.covered && touches(t, seg.text)) t.covered = true;
      topic = currentTopic(outline, recentQuestions.slice(-3), topic);
      continue;
    }
    if (seg.kind !== 'answer') continue;

    const { question, previous } = questionBefore(ordered, i);
    const reading = readAnswer(i);
    // The answer is about its own question's topic when that names one ("the termination notice"
    // asked right after three questions on the notice of breach).
    const asked = question ? questionTopic(outline, question.text) : null;
    const answerTopic = asked ?? topic;
    const topicTitle = outline.find((t) => t.id === answerTopic)?.title ?? null;
    if (reading.evasion) {
      const t = outline.find((x) => x.id === answerTopic);
      if (t) t.evasions += 1;
      const insight: NewInsight = {
        id: randomUUID(),
        type: 'evasion',
        line: seg.line,
        title: `Evasive answer: ${reading.evasion.kind.replace('_', ' ')}`,
        detail: `"${clip(reading.evasion.phrase, 120)}"${t ? ` — ${t.evasions} under ${t.title}` : ''}`,
        claimKind: null,
        confidence: reading.evasion.confidence,
        quotes: question ? [answerQuote(question), answerQuote(seg)] : [answerQuote(seg)],
        topicId: answerTopic,
        goalId: null,
        engine: LOCAL_ENGINE,
      };
      insights.push(insight);
      const subject = topWords(bagOf(question?.text ?? ''), 4).length > 0 ? (topicTitle ?? '').toLowerCase() : '';
      const exhibit = exhibits.find((ex) => !used.has(ex.id)) ?? exhibits[0] ?? null;
      followUps.push(evasionQuestion(reading.evasion, seg.line, subject, exhibit, insight.id, answerTopic));
    }
    // (An evasion keeps only a qualified denial's claim: see readAnswer.)
    if (!reading.evasion || reading.claims.length > 0) {
      // The subject, not the answer's values: "Derek Sandoval" would find documents about him, not
      // about whom Liu reported to. (The question's own words stay: "which engineering firm" is
      // about engineering, though the firm answered is "Northeast Coastal Engineering".)
      const valueWords = new Set(reading.claims.flatMap((c) => (c.kind === 'negation' ? [] : rawWords(c.quote).map((w) => w.toLowerCase()))));
      // A question without words of its own ("Where was it done?") searches for what its claims are
      // about: the words of the exchange it leans on.
      const claimed = new Map<string, number>();
      for (const c of reading.claims) if (c.kind !== 'negation') for (const [w, weight] of c.subject) claimed.set(w, Math.max(claimed.get(w) ?? 0, weight));
      // (Not an aside to the witness: "and I know you didn't type it yourself".)
      const asked = withoutAsides(plainText(question?.text ?? ''));
      const words = searchWords(claimed, common, [...rawWords(asked), ...rawWords(withoutHedges(seg.text)).filter((w) => !valueWords.has(w.toLowerCase()))].concat(phraseWords(`${asked} ${seg.text}`)));
      // "Who signed it?", "the letter itself": the paper named a few questions before is the one asked about.
      // ("Who signed it for Castellan?" then "And who signed for Northwind?": the second goes on with the first's paper.)
      // ("It puts the time at about 9:42. That's accurate?": the paper told of before the asking clause.)
      const goesOn = (q: string | null) => q !== null && (pointsBack(q) || ABOUT_THE_PAPER.test(q) || PAPER_TELLS_AT_START.test(q));
      const about = referent && question && (referent.age === 0 || goesOn(question.text) || (GOES_ON.test(question.text) && goesOn(previous))) ? referent.ids : null;
      const found = await findContradictions(about ? { ...search, referentIds: about } : search, words, reading.claims, earlier);
      // With a model configured, it judges the answer against the passages the offline retrieval
      // found; on any failure or a late answer the offline result stands.
      const judged = deps.ai.text
        ? await judgeWithModel(
            deps.ai.text,
            ctx.usage,
            { question: question?.text ?? null, answer: seg.text, passages: passagesFor(await sentencesFor(search, words), question?.text ?? null, seg.text, earlier, session.exhibitIds) },
            ctx.modelTimeoutMs,
          )
        : null;
      if (judged) {
        judgedBy[seg.id] = judged.engine;
        for (const f of judged.flags) {
          const insight = judgedInsight(f, seg, answerTopic, judged.engine);
          insights.push(insight);
          followUps.push(judgedQuestion(f, seg.line, insight.id, answerTopic));
        }
      } else {
        for (const c of found) {
          const insight = contradictionInsight(c, seg, answerTopic);
          insights.push(insight);
          followUps.push(contradictionQuestion(c, seg.line, seg.text, insight.id, answerTopic));
        }
      }
      // An answer flagged as contradicting the record, or as evasive, establishes nothing.
      if ((judged ? judged.flags.length : found.length) > 0 || reading.evasion) {
        earlier.push({ line: seg.line, text: seg.text, claims: reading.claims });
        continue;
      }
      session.goals.forEach((goal, g) => {
        const score = goalSupport(goalReadings[g]!, question?.text ?? null, seg.text, reading.claims, false);
        if (score < SUPPORTS || goal.supporting_seqs.includes(seg.seq)) return;
        support.set(goal.id, [...(support.get(goal.id) ?? []), { seq: seg.seq, score }]);
        insights.push({
          id: randomUUID(), type: 'goal_support', line: seg.line, title: `Supports goal ${g + 1}`, detail: goal.text,
          claimKind: null, confidence: score, quotes: question ? [answerQuote(question), answerQuote(seg)] : [answerQuote(seg)],
          topicId: answerTopic, goalId: goal.id, engine: LOCAL_ENGINE,
        });
      });
    }
    earlier.push({ line: seg.line, text: seg.text, claims: reading.claims });
  }
  state.topic = topic;

  const goals = session.goals.map((g) => withSupport(g, support.get(g.id) ?? [], new Map()));
  if (session.analysedLine === 0) {
    // The first run also offers what initialQuestions would (a session started without them).
    followUps.push(...initialFollowUps({ ...session, goals, outline, exhibitsUsed: [...used] }, exhibits));
  }
  let questions = followUps.map((f) => toQuestion(f));
  let engine = LOCAL_ENGINE;
  if (deps.ai.text && questions.length > 0) {
    const refined = await refineWithModel(deps.ai.text, ctx.usage, { session, segments: ordered, questions });
    if (refined) {
      questions = refined.questions;
      engine = refined.engine;
    }
  }
  return { insights, questions, goals, outline, exhibitsUsed: [...used], engine, judgedBy };
}

function initialFollowUps(session: Pick<DepositionSessionRow, 'goals' | 'outline' | 'exhibitsUsed'>, exhibits: { id: string; filename: string }[]): FollowUp[] {
  return [
    ...session.goals.flatMap((g, i) => (g.status === 'open' ? [goalQuestion(g, i)] : [])),
    ...session.outline.filter((t) => !t.covered).map(topicQuestion),
    ...exhibits.filter((e) => !session.exhibitsUsed.includes(e.id)).map(exhibitQuestion),
  ];
}

/** The suggestions a session starts with: one per goal, outline topic and exhibit. */
export function initialQuestions(session: DepositionSessionRow, exhibits: { id: string; filename: string }[]): NewQuestion[] {
  return initialFollowUps(session, exhibits).map((f) => toQuestion(f));
}

type SummaryInsight = Pick<DepositionInsightRow, 'type' | 'claimKind' | 'title' | 'line' | 'topicId'>;
type SummaryQuestion = Pick<DepositionQuestionRow, 'status'>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A few sentences on the session: testimony, contradictions, evasions, goals, what is left. */
export function summarise(session: DepositionSessionRow, segments: Pick<DepositionSegmentRow, 'kind'>[], insights: SummaryInsight[], questions: SummaryQuestion[]): DepositionSummary['text'] {
  const asked = segments.filter((s) => s.kind === 'question').length;
  const answers = segments.filter((s) => s.kind === 'answer').length;
  const contradictions = insights.filter((i) => i.type === 'contradiction');
  const evasions = insights.filter((i) => i.type === 'evasion');
  const parts: string[] = [];
  parts.push(`Deposition of ${session.deponent}${session.date ? ` on ${session.date}` : ''}: ${plural(asked, 'question')} and ${plural(answers, 'answer')} on the record.`);
  if (contradictions.length > 0) {
    const kinds = new Map<string, number>();
    for (const c of contradictions) kinds.set(c.claimKind ?? 'other', (kinds.get(c.claimKind ?? 'other') ?? 0) + 1);
    const byKind = [...kinds].map(([k, n]) => `${n} ${k === 'negation' ? 'yes/no' : k}`).join(', ');
    parts.push(`${plural(contradictions.length, 'contradiction')} with the case's documents or earlier testimony (${byKind}); the first: ${contradictions[0]!.title} (line ${contradictions[0]!.line}).`);
  } else parts.push('No contradiction with the documents or earlier testimony was found.');
  if (evasions.length > 0) {
    const byTopic = new Map<string, number>();
    for (const e of evasions) if (e.topicId) byTopic.set(e.topicId, (byTopic.get(e.topicId) ?? 0) + 1);
    const top = [...byTopic].sort((a, b) => b[1] - a[1])[0];
    const topicTitle = top ? session.outline.find((t) => t.id === top[0])?.title : undefined;
    parts.push(`${plural(evasions.length, 'evasive answer')}${topicTitle ? `, most under "${topicTitle}" (${top![1]})` : ''}.`);
  }
  if (session.goals.length > 0) {
    const established = session.goals.filter((g) => g.status === 'established').length;
    const partly = session.goals.filter((g) => g.status === 'partly').length;
    const open = session.goals.filter((g) => g.status === 'open');
    parts.push(`Goals: ${established} of ${session.goals.length} established, ${partly} partly${open.length ? `; still open: ${open.map((g) => `"${g.text}"`).join('; ')}` : ''}.`);
  }
  const uncovered = session.outline.filter((t) => !t.covered).map((t) => t.title);
  if (uncovered.length > 0) parts.push(`Outline topics not covered: ${uncovered.join(', ')}.`);
  const unused = session.exhibitIds.filter((id) => !session.exhibitsUsed.includes(id)).length;
  if (unused > 0) parts.push(`${plural(unused, 'exhibit')} not used.`);
  const pending = questions.filter((q) => q.status === 'suggested').length;
  if (pending > 0) parts.push(`${plural(pending, 'suggested follow-up')} not asked.`);
  return parts.join(' ');
}

export { summariseWithModel } from './llm.js';
