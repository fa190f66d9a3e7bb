import type { StoredGoal } from '../../../db/schema/index.js';
import { answerPolarity, type Claim } from './claims.js';
import { findDates, type DateValue } from './values.js';
import { bagOf, coverage, discount, type Bag } from './words.js';

/**
 * Goal tracking: an answer supports a goal when, with its question, it holds the goal's
 * proposition's words and affirms it (a "yes", or a statement without a denial), and any date the
 * goal turns on ("before November 1") is met by the date the answer gives.
 */

const LEAD = /^(?:to\s+)?(?:establish|show|prove|confirm|demonstrate|get (?:the witness|him|her|them) to (?:admit|confirm|agree)|pin down|lock in|elicit|obtain (?:an )?admission)\s+(?:that\s+)?/i;

/** The goal's proposition: "Establish that Castellan received …" → "Castellan received …". */
export function goalProposition(text: string): string {
  return text.trim().replace(LEAD, '').replace(/[.!]+$/, '');
}

interface DateConstraint {
  relation: 'before' | 'after' | 'on';
  date: DateValue;
}

function constraintOf(proposition: string, reference: Date): DateConstraint | null {
  const m = /\b(before|prior to|no later than|by|after|on)\s+([A-Z][a-z]+\.?\s+\d{1,2}(?:,\s*\d{4})?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)/.exec(proposition);
  if (!m) return null;
  const date = findDates(m[2]!, reference)[0];
  if (!date) return null;
  const word = m[1]!.toLowerCase();
  return { relation: word === 'after' ? 'after' : word === 'on' ? 'on' : 'before', date };
}

function meets(c: DateConstraint, d: DateValue): boolean {
  if (c.relation === 'on') return d.date.slice(0, 10) === c.date.date;
  const dd = d.granularity === 'day' ? d.date : d.date.slice(0, 7) + (c.relation === 'before' ? '-31' : '-01');
  const cd = c.date.yearKnown || d.yearKnown ? c.date.date : `${d.date.slice(0, 4)}${c.date.date.slice(4)}`;
  return c.relation === 'before' ? dd < cd : dd > cd;
}

export interface GoalReading {
  bag: Bag;
  constraint: DateConstraint | null;
}

export function readGoal(goal: StoredGoal, reference: Date, common: Set<string>): GoalReading {
  const proposition = goalProposition(goal.text);
  const constraint = constraintOf(proposition, reference);
  const text = constraint ? proposition.replace(/\b(?:before|prior to|no later than|by|after|on)\s+[A-Z][a-z]+\.?\s+\d{1,2}(?:,\s*\d{4})?/, '') : proposition;
  return { bag: discount(bagOf(text), common, 0.5), constraint };
}

/** 0..1: how well this answer (with its question) supports the goal; 0 for a denial or a non-answer. */
export function goalSupport(reading: GoalReading, question: string | null, answer: string, claims: Claim[], evasive: boolean): number {
  if (evasive) return 0;
  const polarity = answerPolarity(answer);
  const denial = claims.find((c) => c.kind === 'negation');
  if (polarity?.polarity === 'no' || (denial && denial.kind === 'negation' && denial.polarity === 'no')) return 0;
  const words = new Set(bagOf(`${question ?? ''} ${answer}`).keys());
  let score = coverage(reading.bag, words);
  if (reading.constraint) {
    const dates = claims.flatMap((c) => (c.kind === 'date' && c.value.kind === 'date' && c.value.clock === undefined && !c.value.recurs ? [c.value] : []));
    if (dates.length === 0 && polarity?.polarity !== 'yes') score *= 0.6;
    else if (dates.length > 0 && !dates.some((d) => meets(reading.constraint!, d))) return 0;
  }
  if (polarity?.hedged) score *= 0.8;
  return Math.round(score * 100) / 100;
}

/** Support at or above this counts; at or above STRONG the goal is established. */
export const SUPPORTS = 0.5;
export const STRONG = 0.7;

/** The goal with new supporting answers (seq, score) merged in, strongest first. */
export function withSupport(goal: StoredGoal, found: { seq: number; score: number }[], previousScores: Map<number, number>): StoredGoal {
  const scores = new Map(previousScores);
  for (const f of found) scores.set(f.seq, Math.max(scores.get(f.seq) ?? 0, f.score));
  const seqs = [...new Set([...goal.supporting_seqs, ...found.map((f) => f.seq)])];
  seqs.sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || a - b);
  const best = Math.max(0, ...seqs.map((s) => scores.get(s) ?? SUPPORTS));
  const status: StoredGoal['status'] = seqs.length === 0 ? 'open' : best >= STRONG || seqs.length >= 2 ? 'established' : 'partly';
  return { ...goal, supporting_seqs: seqs, status: goal.status === 'established' ? 'established' : status };
}
