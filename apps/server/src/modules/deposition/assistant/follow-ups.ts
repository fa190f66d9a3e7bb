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

const describe = (c: Contradiction): string => {
  if (c.source.source === 'testimony') return `earlier (line ${c.source.line}) you said "${c.source.text.slice(0, 120)}"`;
  const page = c.source.page_number ? `, page ${c.source.page_number}` : '';
  return `${c.source.filename}${page} says "${c.source.text.slice(0, 160)}"`;
};

export function contradictionQuestion(c: Contradiction, answerLine: number, answer: string, insightId: string, topicId: string | null): FollowUp {
  const said = c.kind === 'negation' ? answer.slice(0, 100) : c.claim.quote;
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
    rationale: `Non-answer on line ${answerLine} (${e.kind.replace('_', ' ')}: "${e.phrase.slice(0, 60)}")`,
    goalId: null,
    topicId,
    insightId,
  };
}
