/** A yes or a no (as claims.ts reads one). */
type Polarity = 'yes' | 'no';

/**
 * Whether the witness has testified before: a fact of every deposition's opening ("Have you ever
 * been deposed before?") that a witness can later say otherwise ("You've given testimony before,
 * haven't you? — I have."). Read from a yes/no question about the witness's own testimony and the
 * yes or no given to it; held against the witness's other answers to the same fact, never against a
 * document.
 */
export interface PriorTestimony {
  /** Whether the answer says the witness has testified before. */
  testified: Polarity;
  /**
   * Asked of testimony in general, not of testimony about something ("about this accident", "in
   * this case"): only a general "never" is denied by a yes about anything.
   */
  general: boolean;
}

/** Testifying, asked of the witness ("you"): deposed, a deposition, testimony, questioned under oath. */
const TESTIFYING = /\b(?:deposed|depositions?|testif(?:y|ied|ying)|testimony|(?:questioned|examined|sworn) under oath)\b/i;
const OF_THE_WITNESS = /\byou(?:'ve|’ve)?\b/i;
/** Before now: "before", "ever", "previously", "in the past", or asked as the first time. */
const BEFORE = /\b(?:before|ever|previously|prior|in the past)\b/i;
/** "Is today the first time …?", "Is this your first deposition?": a yes says the witness has not testified before. */
const FIRST_TIME = /\bfirst (?:time|deposition|one)\b/i;
/** Testimony about something in particular. */
const SCOPED = /\b(?:about|regarding|concerning|in connection with|involving|for)\b|\b(?:this|that|the) (?:case|matter|accident|incident|lawsuit|claim)\b/i;
/** Another's testimony: "Ms. Chen testified …", "he testified". */
const OTHERS_TESTIMONY = /\b(?!You\b)(?:he|she|they|[A-Z][a-z'’-]+)\s+(?:has\s+|had\s+)?testified\b/;
/** "You remain under oath", "you understand you're under oath": the oath of this deposition, not testimony before it. */
const THIS_OATH = /\b(?:remain|still|understand)\b/i;

/** What a yes or no to `asking` (the question's asking clause) says of the witness's earlier testimony, or null. */
export function priorTestimony(asking: string, said: Polarity): PriorTestimony | null {
  if (!TESTIFYING.test(asking) || !OF_THE_WITNESS.test(asking) || THIS_OATH.test(asking) || OTHERS_TESTIMONY.test(asking)) return null;
  const first = FIRST_TIME.test(asking);
  if (!first && !BEFORE.test(asking)) return null;
  const testified: Polarity = first ? (said === 'yes' ? 'no' : 'yes') : said;
  return { testified, general: !SCOPED.test(asking.replace(/\bbefore today\b/i, '')) };
}

/** Whether two readings bear on each other, and if so whether they agree: a "never" denied by a yes, when the never was general. */
export function priorTestimonyAgrees(a: PriorTestimony, b: PriorTestimony): boolean | null {
  if (a.testified === b.testified) return true;
  const never = a.testified === 'no' ? a : b;
  return never.general ? false : null;
}
