import type { QuestionType } from './claims.js';
import { bagOf, overlap } from './words.js';

/**
 * Non-answers: lack of recall or knowledge, deferrals ("I'd have to check"), a question answered
 * with a question, and an answer that does not give what its question asks for ("when" with no
 * time, "how much" with no sum) while sharing nothing with it.
 */

export type EvasionKind = 'no_recall' | 'no_knowledge' | 'deferral' | 'question_back' | 'non_responsive';

export interface Evasion {
  kind: EvasionKind;
  /** The words that make it one. */
  phrase: string;
  confidence: number;
}

const PATTERNS: { kind: EvasionKind; re: RegExp; confidence: number }[] = [
  { kind: 'no_recall', re: /\b(?:i (?:do not|don'?t|can'?t|cannot|could not|couldn'?t) (?:recall|remember|recollect)|not that i (?:can )?(?:recall|remember)|i have no (?:recollection|memory)|no recollection|not to my recollection|i (?:don'?t|do not) have (?:a|any) (?:recollection|memory)|my memory is (?:not|hazy|fuzzy)|i forget|i(?:'ve| have) forgotten)\b/i, confidence: 0.95 },
  { kind: 'no_knowledge', re: /\b(?:i (?:do not|don'?t) know|no idea|not that i(?:'m| am) aware(?: of)?|not to my knowledge|i(?:'m| am) not (?:sure|certain|aware)|not that i know of|i couldn'?t (?:say|tell you)|i can'?t (?:say|tell you)|i have no (?:idea|knowledge)|i wouldn'?t know|i(?:'m| am) not the right person|beyond my knowledge)\b/i, confidence: 0.9 },
  { kind: 'deferral', re: /\b(?:i(?:'d| would) have to (?:check|look|see|review|ask|refresh)|you(?:'d| would) have to ask|ask (?:legal|accounting|our lawyers|my counsel|someone else)|the (?:document|record|letter|e-?mail) speaks for itself|i(?:'d| would) need to (?:see|check|look at|review)|without (?:looking at|seeing) the (?:documents?|records?|file)|i refer you to)\b/i, confidence: 0.85 },
  { kind: 'no_knowledge', re: /\b(?:i (?:do not|don'?t) understand the question|i'?m not following|what do you mean by)\b/i, confidence: 0.7 },
  // Vague: an answer about everyone and everything answers nothing.
  { kind: 'non_responsive', re: /\b(?:a lot of (?:people|things|conversations|discussions)|(?:a )?team decision|various people|many people were involved|it(?:'s| is| was) complicated|it depends|hard to say|that'?s a question for|question for (?:legal|counsel|accounting|finance))\b/i, confidence: 0.7 },
];

/** What a question asks for, as a test on the answer. */
const ANSWERS: Partial<Record<QuestionType, RegExp>> = {
  when: /\b(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|year|day|morning|afternoon|evening|night|before|after|later|earlier|ago|soon|spring|summer|fall|autumn|winter|quarter|then|when|once|season)/i,
  how_much: /[$€£\d]|\b(?:dollars?|thousand|million|hundred|nothing|zero|none|all|half)\b/i,
  how_many: /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen|none|all|few|several|many|half|most)\b/i,
  who: /\b[A-Z][a-z]+|\b(?:I|i|we|he|she|they|nobody|no one|someone|my|our|team|department|manager|director|counsel|lawyer)\b/,
  where: /\b[A-Z][a-z]+|\b(?:office|warehouse|dock|site|home|here|there|building|room|floor|city|state|plant|yard|terminal)\b/i,
};

export function detectEvasion(question: string | null, answer: string, qtype: QuestionType, hasClaims: boolean): Evasion | null {
  const a = answer.trim();
  for (const p of PATTERNS) {
    const m = p.re.exec(a);
    if (m) return { kind: p.kind, phrase: m[0], confidence: p.confidence };
  }
  if (!question) return null;
  // "Why would I know that?" — a question for a question (not "Do you mean the October letter?" after which it is answered).
  if (/\?\s*$/.test(a) && a.split(/\s+/).length <= 14) return { kind: 'question_back', phrase: a, confidence: 0.7 };
  const expected = ANSWERS[qtype];
  if (expected && !hasClaims && !expected.test(a) && a.split(/\s+/).length <= 20 && overlap(bagOf(question), bagOf(a)) === 0) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  return null;
}
