import { PERSON_ROLES, type PersonRole } from '@app/contract';

/**
 * The part a named person plays in a matter, read from where the name sits in the paper rather
 * than from how often it occurs: the presiding judge is named on every order and would otherwise
 * top any "key witness" list. Legal papers mark roles by structure, and those marks are reliable:
 *
 *  - judge: "Hon." / "Honorable" / "Judge" / "Justice" before the name, "J." or "U.S.D.J." after it,
 *    or a signature line under it reading "United States District Judge", "Magistrate Judge"…;
 *  - witness: the deposition's or declaration's caption ("DEPOSITION OF …", "DECLARATION OF …",
 *    "Witness: …", "I, …, declare"), or the person a lawyer says they will call or depose;
 *  - counsel: a signature block ("/s/", "By:", "Esq.", "Attorney(s) for" / "Counsel for" on the
 *    lines under the name) or an appearance ("… for the plaintiff", "For the Defendant: …");
 *  - party: the caption ("Plaintiff" / "Defendant" after the name or alone on the next line) or a
 *    pleading's "Plaintiff Jane Doe".
 *
 * compromise (already a dependency) finds the names; it has no notion of these roles, so they are
 * rules over the name's line and the lines right around it. Anyone else is "other".
 */

const PARTY_WORD = String.raw`(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?|Claimants?|Counter-?(?:claimants?|defendants?)|Third-Party (?:Plaintiffs?|Defendants?))`;

const JUDGE_BEFORE = /(?:\bHon\.|\bHonorable|\bHONORABLE|\bJudge|\bJUDGE|\bJustice|\bJUSTICE)\s+(?:[A-Z]\.\s+)?$/;
const JUDGE_AFTER = /^,?\s*(?:U\.S\.(?:D|M|B)\.J\.|C\.J\.|J\.(?=\s|$|,)|(?:Chief |Senior )?(?:United States |U\.S\. )?(?:District |Magistrate |Bankruptcy |Circuit |Superior Court |Supreme Court )?(?:Judge|JUDGE|Justice)\b)/;
/** A signature line under an order's or a transcript's signer. */
const JUDGE_LINE = /^\s*(?:Chief |Senior )?(?:United States |U\.S\. )?(?:District |Magistrate |Bankruptcy |Circuit |Superior Court |Supreme Court |Presiding )?(?:Judge|Justice)\b|^\s*(?:UNITED STATES |U\.S\. )?(?:DISTRICT |MAGISTRATE |BANKRUPTCY |SUPERIOR COURT |PRESIDING )?(?:JUDGE|JUSTICE)\b|^\s*U\.S\.(?:D|M|B)\.J\./;

const WITNESS_BEFORE = /(?:\b(?:DEPOSITION|Deposition|DECLARATION|Declaration|AFFIDAVIT|Affidavit|TESTIMONY|Testimony|STATEMENT|Statement|EXAMINATION|Examination) OF|\bWitness:|\bWITNESS:|\bDeponent:|\bDEPONENT:|\bdeposition of|\bdeclaration of|\bcall|\btestimony of|\binterview of|\bInterview of|\bI,)\s+(?:(?:Mr|Ms|Mrs|Dr)\.\s+)?(?:[A-Za-z.']+\s+)?$/;
/** "I, Sofia Ramirez, declare", "Henry Calloway, having been first duly sworn", "Gary Stokes, as your first witness". */
const WITNESS_AFTER = /^[^.\n]{0,40}\bat (?:his|her|their) deposition\b|^,?\s*(?:(?:having been |being )?(?:first )?duly sworn|(?:do )?(?:hereby )?(?:declares?|depose|states?|testif(?:y|ies|ied))\b|,?\s*as (?:your|our|a|the) (?:first |next |only )?witness)/;

/** An appearance ("For the Defendant: …") or a transcript's examining lawyer ("BY MS. NATARAJAN:"). */
const COUNSEL_BEFORE = /(?:\bFor (?:the )?(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?)[^:\n]{0,40}:|\bBY)\s*(?:(?:Mr|Ms|Mrs|MR|MS|MRS)\.\s+)?$/;
/**
 * "/s/" and "By:" sign for anyone (a declarant, a company's officer on a contract): they mark a
 * lawyer only in a block that names a law firm or the client ("Attorneys for", "Esq.").
 */
const SIGNED_BEFORE = /(?:\/s\/|\bBy:|\bBY:)\s*(?:\/s\/\s*)?$/;
const LAW_MARK = /\b(?:LLP|L\.L\.P\.|P\.C\.|PLLC|LAW|Law (?:Group|Firm|Offices?)|Attorneys?|ATTORNEYS?|Counsel|COUNSEL|Esq\.|Bar No\.)/;
/** A company officer's title after the name: the signatory of a contract or letter, not its lawyer. */
const OFFICER_AFTER = /^,\s*(?:Chief|President|Vice|Director|Manager|Owner|Partner|Secretary|Treasurer|CEO|CFO|COO|Controller|Head)\b/;
const COUNSEL_AFTER = new RegExp(String.raw`^,?\s*(?:Esq\.|Esquire|(?:Attorneys?|Counsel) for\b|(?:appearing )?(?:for|on behalf of) (?:the )?(?:${PARTY_WORD}|[A-Z][a-z]+ [A-Z])|appearing\b)|^:\s+Objection|^\s*\|\s*(?:Senior |Junior |Managing |Supervising )?(?:Associate|Partner|Attorney|Counsel|Of Counsel|Paralegal)\b`);
const COUNSEL_LINE = /^\s*(?:Attorneys?|ATTORNEYS?|Counsel|COUNSEL) (?:for|FOR)\b|^\s*(?:[A-Z]{2} )?(?:State )?Bar No\.|^\s*Esq\.|^\s*General Counsel\b/;

const PARTY_AFTER = new RegExp(String.raw`^(?:,?\s*(?:and|&)\s+[A-Z][A-Za-z.' ]+)?,?\s*(?:\([^)]{1,40}\)\s*,?\s*)?${PARTY_WORD}\b`);
const PARTY_BEFORE = new RegExp(String.raw`\b${PARTY_WORD}\s+$`);
const PARTY_LINE = new RegExp(String.raw`^\s*${PARTY_WORD}\s*[,.;]?\s*$`);
const VERSUS_LINE = /^\s*(?:v\.?|vs\.?|versus|-\s*against\s*-|against)\s*$/i;

interface Around {
  before: string;
  after: string;
  /** The next lines (up to four), stopping at a blank line: a signature block is contiguous. */
  below: string[];
  /** The previous non-blank line. */
  above: string;
}

function around(text: string, start: number, end: number): Around {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEndAt = text.indexOf('\n', end);
  const lineEnd = lineEndAt < 0 ? text.length : lineEndAt;
  const below: string[] = [];
  if (lineEndAt >= 0) {
    for (const line of text.slice(lineEnd + 1).split('\n').slice(0, 4)) {
      if (!line.trim()) break;
      below.push(line);
    }
  }
  const above = text.slice(0, Math.max(0, lineStart - 1)).split('\n').reverse().find((l) => l.trim()) ?? '';
  return { before: text.slice(lineStart, start), after: text.slice(end, lineEnd), below, above };
}

/** Whether the rest of the name's line holds only more names (a caption's "A and B,"). */
const restIsNames = (after: string) => /^[\sA-Za-z.,'&-]{0,60}$/.test(after);

/** The role one mention of a person shows (see the module comment for the marks). */
export function roleAt(text: string, start: number, end: number): PersonRole {
  const a = around(text, start, end);
  if (JUDGE_BEFORE.test(a.before) || JUDGE_AFTER.test(a.after) || (restIsNames(a.after) && a.after.trim().length < 3 && a.below.slice(0, 2).some((l) => JUDGE_LINE.test(l)))) return 'judge';
  const block = [a.above, ...a.below].join('\n');
  const signedAsCounsel = SIGNED_BEFORE.test(a.before) && !OFFICER_AFTER.test(a.after) && LAW_MARK.test(block);
  if (COUNSEL_BEFORE.test(a.before) || COUNSEL_AFTER.test(a.after) || signedAsCounsel || a.below.some((l) => COUNSEL_LINE.test(l))) return 'counsel';
  if (WITNESS_BEFORE.test(a.before) || WITNESS_AFTER.test(a.after)) return 'witness';
  if (PARTY_AFTER.test(a.after) || PARTY_BEFORE.test(a.before)) return 'party';
  if (restIsNames(a.after) && (PARTY_LINE.test(a.below[0] ?? '') || VERSUS_LINE.test(a.below[0] ?? '') || VERSUS_LINE.test(a.above))) return 'party';
  return 'other';
}

/**
 * One role for a person across the case: a structural mark anywhere outweighs plain mentions, and
 * the court's and the lawyers' roles outweigh the rest (a lawyer quoted in a letter is still counsel).
 */
/** Most telling first (the contract lists roles in that order). */
export function strongestRole(roles: Iterable<PersonRole>): PersonRole {
  let best: PersonRole = 'other';
  for (const role of roles) if (PERSON_ROLES.indexOf(role) < PERSON_ROLES.indexOf(best)) best = role;
  return best;
}
