import nlp from 'compromise';
import type { StoredGoal, StoredTopic } from '../../../db/schema/index.js';
import type { Contradiction } from './contradictions.js';
import type { Evasion } from './evasion.js';
import { goalProposition } from './goals.js';

/**
 * Follow-up questions, each with a stable key (the same suggestion is never made twice): goals
 * without support, outline topics not covered, contradictions to put to the witness, evasions to
 * answer with an exhibit, exhibits not yet shown.
 */

export type QuestionReason = 'goal' | 'topic' | 'contradiction' | 'evasion' | 'exhibit';

export interface FollowUp {
  key: string;
  text: string;
  reason: QuestionReason;
  rationale: string;
  goalId: string | null;
  topicId: string | null;
  /** The insight (by its id) the question answers. */
  insightId: string | null;
}

interface VerbJson {
  verb?: { root: string; auxiliary: string; infinitive: string; negative: boolean; grammar?: { passive?: boolean; copula?: boolean } };
}

const DATE_TAIL = /\s*\b(?:before|prior to|no later than|by|after|on)\s+(?:[A-Z][a-z]+\.?\s+\d{1,2}(?:,\s*\d{4})?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)/;
const lowerFirst = (s: string) => (/^(?:The|A|An|This|That|Its|Their|Our)\b/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * An open question from a goal's proposition: a date in it → "When did …?", a sum → "How much …?",
 * else "Did/Was … ?" (who/when/what templates over the proposition's subject, verb and object).
 */
export function questionForGoal(goalText: string): string {
  const proposition = goalProposition(goalText);
  const doc = nlp(proposition);
  const verb = doc.verbs().first();
  const info = (verb.json() as VerbJson[])[0]?.verb;
  const verbText = verb.text();
  const at = verbText ? proposition.indexOf(verbText) : -1;
  if (!info || at <= 0) return `Can you tell us whether ${lowerFirst(proposition)}?`;
  const subject = clean(proposition.slice(0, at));
  let rest = clean(proposition.slice(at + verbText.length));
  const dated = DATE_TAIL.test(rest);
  rest = clean(rest.replace(DATE_TAIL, ''));
  if (/^\s*(?:never|not)\b/i.test(verbText)) rest = clean(rest);
  const asksSum = /\$\s?\d/.test(rest);
  if (info.auxiliary && /^(?:was|were|is|are|had|has|have)$/i.test(info.auxiliary)) {
    const aux = info.auxiliary[0]!.toUpperCase() + info.auxiliary.slice(1).toLowerCase();
    const tail = clean(verbText.replace(new RegExp(`^${info.auxiliary}\\s+`, 'i'), '').replace(/^(?:never|not)\s+/i, ''));
    if (dated) return `When ${info.auxiliary.toLowerCase()} ${lowerFirst(subject)} ${tail} ${rest}?`.replace(/\s+\?/, '?');
    return `${aux} ${lowerFirst(subject)} ${tail} ${rest}?`.replace(/\s+\?/, '?');
  }
  if (info.grammar?.copula) return `${verbText.replace(/^(?:never|not)\s+/i, '')[0]!.toUpperCase()}${verbText.slice(1)} ${lowerFirst(subject)} ${rest}?`.replace(/\s+\?/, '?');
  const base = info.infinitive || info.root;
  if (dated) return `When did ${lowerFirst(subject)} first ${base} ${rest}?`.replace(/\s+\?/, '?');
  if (asksSum) return `How much did ${lowerFirst(subject)} ${base} ${rest.replace(/(?:the\s+)?\$\s?[\d,.]+(?:\s?(?:million|thousand))?\s*(?:in\s+)?/, '')}?`.replace(/\s+\?/, '?');
  return `Did ${lowerFirst(subject)} ${base} ${rest}?`.replace(/\s+\?/, '?');
}

export function goalQuestion(goal: StoredGoal, index: number): FollowUp {
  return {
    key: `goal:${goal.id}`,
    text: questionForGoal(goal.text),
    reason: 'goal',
    rationale: `Goal ${index + 1} has no supporting testimony yet: ${goal.text}`,
    goalId: goal.id,
    topicId: null,
    insightId: null,
  };
}

export function topicQuestion(topic: StoredTopic): FollowUp {
  return {
    key: `topic:${topic.id}`,
    text: `Turning to ${lowerFirst(topic.title)}: what was your involvement, and what happened?`,
    reason: 'topic',
    rationale: `Outline topic not covered yet: ${topic.title}`,
    goalId: null,
    topicId: topic.id,
    insightId: null,
  };
}

export function exhibitQuestion(exhibit: { id: string; filename: string }): FollowUp {
  const name = exhibit.filename.replace(/\.[a-z0-9]{2,5}$/i, '');
  return {
    key: `exhibit:${exhibit.id}`,
    text: `Showing you ${name}: do you recognise this document?`,
    reason: 'exhibit',
    rationale: `Exhibit not used yet: ${exhibit.filename}`,
    goalId: null,
    topicId: null,
    insightId: null,
  };
}

/**
 * A quotation cut to length at a sentence's or a word's end, never mid-word ("…restore the
 * Dedicated Reefer Capaci" reads as a typo put to the witness): the sentence holding `around`
 * (the source's value) when the text is long, else its opening up to a word boundary.
 */
export function clip(text: string, max: number, around?: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const sentences = t.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? [t];
  const holding = around ? sentences.find((s) => s.includes(around)) : undefined;
  if (holding && holding.trim().length <= max) return holding.trim();
  const base = holding?.trim() ?? t;
  const at = around ? Math.max(0, base.indexOf(around)) : 0;
  let start = Math.max(0, Math.min(at - Math.floor(max / 3), base.length - max));
  if (start > 0) start = base.indexOf(' ', start) + 1;
  let end = Math.min(base.length, start + max);
  if (end < base.length) end = base.lastIndexOf(' ', end);
  return `${start > 0 ? '…' : ''}${base.slice(start, end).replace(/[\s,;:]+$/, '')}${end < base.length ? '…' : ''}`;
}

const describe = (c: Contradiction): string => {
  if (c.source.source === 'testimony') return `earlier (line ${c.source.line}) you said "${clip(c.source.text, 140)}"`;
  const page = c.source.page_number ? `, page ${c.source.page_number}` : '';
  return `${c.source.filename}${page} says "${clip(c.source.text, 200, c.sourceValue)}"`;
};

export function contradictionQuestion(c: Contradiction, answerLine: number, answer: string, insightId: string, topicId: string | null): FollowUp {
  const said = c.kind === 'negation' ? clip(answer, 120) : c.claim.quote;
  return {
    key: `contradiction:${answerLine}:${c.kind}:${c.source.document_id ?? `line-${c.source.line}`}`,
    text: `You testified "${said}"; ${describe(c)}. Which is correct?`,
    reason: 'contradiction',
    rationale: `The answer on line ${answerLine} disagrees with ${c.source.source === 'document' ? c.source.filename : `line ${c.source.line}`} (${c.kind})`,
    goalId: null,
    topicId,
    insightId,
  };
}

export function evasionQuestion(e: Evasion, answerLine: number, subject: string, exhibit: { id: string; filename: string } | null, insightId: string, topicId: string | null): FollowUp {
  const about = subject ? ` about ${subject}` : '';
  const text = exhibit
    ? `Let me show you ${exhibit.filename.replace(/\.[a-z0-9]{2,5}$/i, '')}. Does it refresh your recollection${about}?`
    : `Is there any document that would refresh your recollection${about}? Who would know?`;
  return {
    key: `evasion:${answerLine}`,
    text,
    reason: 'evasion',
    rationale: `Non-answer on line ${answerLine} (${e.kind.replace('_', ' ')}: "${clip(e.phrase, 80)}")`,
    goalId: null,
    topicId,
    insightId,
  };
}
