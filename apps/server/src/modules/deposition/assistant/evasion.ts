import type { ClaimKind } from '@app/contract';
import { answerPolarity, QUALIFIED_DENIAL, type QuestionType } from './claims.js';
import { askingClause, PLACE_NOUN, plainText } from './question-form.js';
import { bagOf, canonical, isNumberWord, lexiconTags, overlap, rawWords, SENTENCE_END } from './words.js';
import { findBareHour, findClockTimes, spokenYears } from './values.js';
import { isPersonNoun } from './people-nouns.js';

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

/**
 * Softeners and adverbs a witness wraps a non-answer in ("Honestly, I couldn't tell you", "I
 * genuinely don't remember", "I'm not really sure"): dropped before the answer is read.
 */
const SOFTENERS = /\b(?:honestly|frankly|really|genuinely|truly|just|simply|actually|candidly|sincerely|quite|totally|completely|entirely|necessarily|specifically|exactly|off(?:hand| the top of my head)|sitting here (?:today|now)|as i sit here(?: today)?|at this point|to be (?:honest|frank|fair)|right now|personally|um+|uh+|well)\b,?\s*/gi;

/** Questions about who knows: "Vikram would know" answers them. */
const WHO_KNOWS_ASKED = /\b(?:know|knows|knew|aware)\b/i;

/**
 * A non-answer pattern; `unlessAsked`: a question it answers instead ("Who would know?");
 * `namesOther`: its words name someone, who is not the answer to "who" unless named before it.
 */
const PATTERNS: { kind: EvasionKind; re: RegExp; confidence: number; notFor?: QuestionType; unlessAsked?: RegExp; namesOther?: boolean }[] = [
  // (With or without its "I": "Don't remember.", "Can't recall offhand.")
  { kind: 'no_recall', re: /\b(?:(?:^|i )(?:do not|don'?t|can'?t|cannot|could not|couldn'?t|did not|didn'?t) (?:recall|remember|recollect)|hard to (?:remember|recall)|not that i (?:can )?(?:recall|remember)|i have no (?:recollection|memory|recall)|no recollection|not to my recollection|i (?:don'?t|do not) have (?:a|any) (?:recollection|memory)|my memory is (?:not|hazy|fuzzy)|i forget|i(?:'ve| have) forgotten|(?:it|that)(?:'s| is| was) (?:a )?(?:blur|fuzzy|hazy)|(?:i(?:'m| am) )?drawing a (?:\w+ )?blank|(?:doesn'?t|does not) ring a bell|i wouldn'?t remember|i (?:don'?t|do not|wouldn'?t|would not) have (?:that|those|it|them|the \w+) in (?:my head|front of me)|(?:it|that|the \w+) (?:escapes|escaped|eludes|slips|slipped) (?:me|my mind)|(?:it'?s|it is|that'?s) not coming (?:to me|back)|i(?:'m| am) blanking|i (?:can'?t|cannot|couldn'?t) (?:bring (?:it|that) to mind|place (?:it|that|the \w+))|i (?:have|had) no (?:clear )?(?:memory|recollection)|nothing (?:that )?i (?:can )?(?:recall|remember)|not as far as i (?:can )?(?:recall|remember)|i(?:'m| am) not (?:sure|certain) i (?:recall|remember)|(?:my )?memory (?:fails|is failing) me|(?:it|that|they|those \w+|that whole \w+|the whole \w+) (?:all )?(?:kind of |sort of )?(?:runs?|ran|blurs?|blurred) together|(?:that'?s|that is|it'?s|it is) going back a (?:ways|while|long way)|i(?:'d| would) be reconstructing|i (?:couldn'?t|could not|can'?t|cannot) give you (?:my|his|her|their|the exact) words|i (?:couldn'?t|could not|can'?t|cannot) (?:pin|nail) (?:it|that|this|the \w+) down|not (?:something|a (?:thing|number|figure|detail)) i(?:'d| would)? (?:have )?commit(?:ted)? to memory|i (?:didn'?t|did not|wouldn'?t|would not|never) (?:have )?commit(?:ted)? (?:that|it|those|them) to memory)\b/i, confidence: 0.95 },
  // A memory too dim to answer from: "My memory of that period is pretty fuzzy.", "It's all a blur."
  { kind: 'no_recall', re: /\b(?:my (?:memory|recollection) (?:of|on|about) (?:[\w'’-]+\s+){0,5}(?:is|was|'s) (?:\w+ )?(?:fuzzy|hazy|foggy|vague|spotty|dim|shaky|not (?:great|good|clear|what it (?:was|used to be)))|(?:it'?s|it is|that'?s|that is|it was|that was|it'?s all|(?:the|that) whole \w+ (?:is|was)) (?:all )?(?:a bit |kind of |sort of |pretty |very |a little |just )?(?:a blur|hazy|fuzzy|foggy))\b/i, confidence: 0.9, unlessAsked: /\b(?:memory|recollection|recall|remember)\b/i },
  // A first-person "not" a few words before a recall verb: "I don't think I recall", "I can't say I remember", "I do not now recall".
  { kind: 'no_recall', re: /\bi (?:do not|don'?t|can'?t|cannot|could not|couldn'?t|did not|didn'?t|would not|wouldn'?t)(?: \w+){1,3} (?:recall|remember|recollect)(?:ing)?\b/i, confidence: 0.9 },
  { kind: 'no_knowledge', re: /\b(?:i (?:do not|don'?t|did not|didn'?t) know|no idea|not (?:that|as far as|so far as) i(?:'m| am)? (?:aware|know)(?: of)?|as far as i know,? no|not to my knowledge|i(?:'m| am) not (?:sure|certain|aware|positive)|not that i know of|(?:^|i )(?:couldn'?t|could not|can'?t|cannot) (?:say|tell you|tell|speak to|answer that)|i have no (?:idea|knowledge)|i wouldn'?t know|i(?:'m| am) not the right person|beyond my knowledge|i(?:'m| am) not in a position to (?:say|answer)|your guess is as good as mine|who knows|hard to know|(?:no|not a) clue|(?:don'?t|do not) have a clue|beats me|i (?:wouldn'?t|would not) be able to (?:say|tell you|answer)|i (?:wouldn'?t|would not) have (?:that|those)(?=\s*[.,;!]|\s*$)|i (?:couldn'?t|could not|can'?t|cannot) give you (?:the|a|an|that|any|those|exact|specific)|i (?:couldn'?t|could not|can'?t|cannot) begin to (?:say|guess|tell)|i have (?:zero|no) visibility (?:into|on|in)|i (?:couldn'?t|could not|can'?t|cannot) put (?:a|an|any|an exact|a specific) (?:date|day|time|number|figure|name|dollar figure) on (?:it|that|them)|not off the top of my head|i (?:don'?t|do not) have (?:any )?(?:personal |direct |firsthand |first-hand )?knowledge (?:of|about|as to))\b/i, confidence: 0.9 },
  {
    kind: 'deferral',
    re: /\b(?:i(?:'d| would) (?:have|need) to (?:check|look|see|review|ask|refresh|confirm|go back|go through|go over|pull|dig)|the (?:[\w-]+ )?(?:records?|documents?|files?|logs?|papers?|orders?|sheets?|tickets?|reports?) (?:would|will|should|could) (?:show|tell you|reflect) (?:it|that|this|them)(?=\s*[.!;,]|\s*$)|i(?:'d| would) (?:want|need|have) (?:to have |to see )?(?:the|a|my|that|those) (?:[\w-]+ ){0,2}in front of me|you(?:'d| would)? (?:want|need) (?:an?|the|someone|somebody) (?:[\w-]+ ){0,3}for (?:that|this)(?=\s*[.!;]|\s*$)|you(?:'d|'ll| would| will)? (?:have|need|want) to ask|you(?:'d|'ll| would| will)? (?:have|need|want) to (?:check|talk to|speak (?:to|with)|pull|look (?:at|up|through)|review|consult|go to|go through|dig through|search)|(?:that|it)(?:'d| would) be (?:legal|accounting|finance|payroll|hr|counsel|(?:our|the) (?:lawyers|legal (?:team|department)|accountants))\b|not my (?:department|area|call|decision|job|responsibility|role|side|end|bailiwick|field)|above my pay ?grade|outside (?:my|of my) (?:area|role|department|responsibilities|knowledge)|(?:ask|check with|talk to|speak (?:to|with)) (?:legal|accounting|finance|our (?:lawyers?|counsel|accounting|finance|legal|ar|people|team)|my counsel|someone else|somebody else|the (?:\w+ )?(?:team|department|people|folks))|(?:would|could|might) be (?:the (?:one|person|people|ones)|better (?:placed|positioned)) to (?:ask|answer|say|speak to|tell you)|(?:he|she|they|\w+) would be the one(?: (?:that|better|more|about that))?\b|(?:he|she|they)(?:'d| would) have (?:it|that|those|them|the (?:\w+ )?(?:figures?|numbers?|details?|dates?))(?: (?:to the (?:dollar|penny|day)|down to the \w+|exactly))?|the (?:[\w-]+ )?(?:document|record|letter|e-?mail|contract|agreement|report|policy|memo|estimate|summary|log|file|notice|denial|order|form|spreadsheet|paper|exhibit) speaks? for (?:itself|themselves)|i(?:'m| am) not (?:the|an?) (?:engineer|lawyer|attorney|accountant|doctor|physician|expert|adjuster|actuary|economist|scientist|statistician)\b|i(?:'m| am) (?:just|only) (?:a|an|the) [\w-]+(?: (?:guy|gal|person|man|woman))?(?=\s*[.!;]|\s*$)|i(?:'m| am) (?:a|an) [\w-]+ (?:guy|gal|person|man|woman)(?=\s*[.!;]|\s*$)|(?:it|that|everything)(?:'s| is) all in (?:the|my|our|his|her) (?:report|document|record|file|letter|e-?mail|notes?)s?|i(?:'d| would) rather you read (?:it|that|them|the \w+)|^(?:well,? )?if (?:that'?s|that is) what (?:it|the \w+|they|he|she) says?\b|i(?:'d| would) need to (?:see|check|look at|review)|without (?:looking at|seeing|reviewing) the (?:documents?|records?|file|letter|contract)|i(?:'d| would)? (?:refer|point|direct) you to|(?:whatever|what(?:ever)?) (?:went|was sent|was said|was filed|happened) (?:[\w-]+ ){0,3}(?:is|would be) in the (?:file|record|records|production)\b|(?:it|the (?:document|letter|e-?mail|agreement|contract|record))\s+says what it says|i(?:'d| would) (?:want|need|have) to (?:read|review|go over|look at) (?:it|that|this|the \w+) with my (?:lawyers?|counsel|attorneys?)|that(?:'s| is| was) (?:more )?(?:a question )?for (?:legal|counsel|accounting|finance|someone else|\w+ to answer))\b/i,
    confidence: 0.85,
  },
  {
    // The paper wanted before answering: "I'd want to see the e-mail before I characterize it.",
    // "I'd need to look at the contract again."
    kind: 'deferral',
    re: /\bi(?:'d| would) (?:want|need|have|like) to (?:see|look at|review|read|re-?read|go over) (?:it|that|this|them|the|those|these|my)\b[^.;!?]{0,40}?\b(?:before|first|again)\b/i,
    confidence: 0.8,
  },
  {
    // Another person or group named as the one who knows: "that would be a question for Marcus",
    // "you'd have to take that up with finance", "Marcus handled all of that, not me".
    kind: 'deferral',
    re: /\b(?:(?:a|the) question (?:for|to put to)|i(?:'d| would) defer to|i(?:'ll| will|'d| would) (?:let|leave (?:it|that|this|the (?:[\w-]+ ){0,2}[\w-]+|those \w+) (?:to|for)) \w+|(?:that(?:'s| is) one|that one(?:'s| is)) for (?:the|our|their|his|her|your|[A-Z][\w'’-]+)|(?:that'?s|that is|it'?s|it is) (?:really )?an? (?:legal|contract|contractual|lawyer'?s|lawyers'|accounting|medical) question\b|(?:the )?(?:best|right|better) (?:person|people|one) to ask|(?:[A-Z][a-z'’-]+(?:'s| is)|(?:he|she)(?:'s| is)|(?:they)(?:'re| are)) the (?:one|person|people|ones|guy) (?:to ask|to talk to|you(?:'d| would)? (?:want|need|have) to (?:ask|talk to))|(?:through|by|with) (?:our|the|their) (?:[\w-]+ ){0,2}(?:department|legal|counsel|lawyers?|office|team|unit|group|people),? not (?:through |by |with )?me\b|ask (?:him|her|them)\b|(?!i\b)\b[A-Z]?[a-z]+ (?:can|could|would|will|would be able to) (?:tell you|show you|answer (?:that|this)|speak to (?:that|this))|better than i (?:can|could)|(?!i\b)\b[A-Z][a-z]+ knows (?:what|how much|how many|where|when|who)\b|take (?:it|that|this) up with|(?:direct|put|address) (?:it|that|this|your question) to(?! (?:work|use|good use|bed|rest)\b)|you(?:'d| would| will|'ll)? (?:have|need|want) to (?:get|go to|see|find)|handled (?:all )?(?:of )?(?:that|this|it|those)(?:,| and| so)? not me|not me[,;]? (?:ask|talk to|that was)|(?:that|it) was (?:all )?(?:\w+'s|his|her|their) (?:call|area|job|department|decision|responsibility|thing))\b/i,
    confidence: 0.8,
  },
  {
    // Someone else named as the one who would know: "That policy predates me. Vikram would know, or
    // the auditors who signed off on it.", "Legal would know that." (Not where the question asks who
    // would know, and not "I would know if …", which answers.)
    kind: 'deferral',
    // ("Engineering would have to tell you that.": the same, the one who could say it named.)
    re: /(?<![\w'’-])(?!I\b)[\w'’-]+ (?:would|might|should|will) (?:know|have known|be the (?:one|person|people) to know|(?:have|need|be able) to tell you)(?: (?:that|better|more|about that))?\b/,
    confidence: 0.75,
    unlessAsked: WHO_KNOWS_ASKED,
    namesOther: true,
  },
  {
    // Another person named as the one who dealt with it, asked anything but who: "Karen Liu handled that."
    kind: 'deferral',
    re: /^(?!i\b)(?:[A-Z][a-z'’-]+\s){1,3}(?:handled|dealt with|took care of|was in charge of|was responsible for|ran) (?:that|this|it|them|those|all (?:of )?(?:that|those|them)|the \w+)\b/,
    confidence: 0.75,
    notFor: 'who',
  },
  {
    // A group of the witness's side named as the ones who dealt with it: "Our lawyers took care of the notice."
    kind: 'deferral',
    re: /^(?:our|their|the)\s+(?:[\w-]+\s+){0,2}(?:lawyers?|counsel|attorneys?|legal|accounting|finance|team|department|people|folks|office|staff)\s+(?:handled|dealt with|took care of|was in charge of|were in charge of|ran|did)\b/i,
    confidence: 0.75,
    notFor: 'who',
  },
  {
    // The question handed to a department or a trade: "That'd be an HR question.", "That's for the
    // lawyers.", "I'm not in that loop." (Not "That's a good question": a remark on the question.)
    kind: 'deferral',
    re: /\b(?:(?:that|it)(?:'s| is|'d be| would be) (?:really |more )?an? (?!(?:good|fair|great|interesting|tough|hard|difficult|loaded|reasonable|big|different)\b)[\w-]+ question\b|(?:that|it)(?:'s| is|'d be| would be) (?:one )?for (?:the|our|my|their|your) (?:[\w-]+ )?(?:lawyers?|counsel|attorneys?|accountants?|auditors?|experts?|engineers?|HR|IT|legal|board|court|doctors?|adjusters?)\b|i(?:'m| am) not (?:in|on) (?:that|the) loop)/i,
    confidence: 0.8,
  },
  {
    // Not having been there: no answer to what happened there, though it answers "were you there?".
    kind: 'deferral',
    re: /\b(?:i (?:wasn'?t|was not) (?:involved|there|part of (?:that|it|those)|in the room|on (?:that|those) (?:calls?|e-?mails?))|(?:that|it) (?:was|is) (?:before|after) my time|(?:that|it)(?:'s| is| was) not something i (?:handled|dealt with|was involved in|work on|worked on)|i (?:didn'?t|did not|don'?t|do not) (?:handle|deal with|work on|get involved (?:in|with)) (?:that|those|it|this))\b/i,
    confidence: 0.75,
    notFor: 'yes_no',
  },
  {
    kind: 'no_knowledge',
    re: /\b(?:i(?:'d| would) (?:(?:only |just )?be (?:guessing|speculating)|have to (?:guess|speculate))|i (?:don'?t|do not|wouldn'?t|would not) want to (?:guess|speculate)|not (?:a hundred|100) (?:percent|%)|i (?:can'?t|cannot) (?:be|say for) (?:sure|certain)|i (?:can'?t|cannot|couldn'?t) say (?:for sure|for certain|with (?:any )?certainty)|nothing (?:comes|springs) to mind|not that comes to mind|i (?:don'?t|do not) have (?:that|those|the|any) (?:information|numbers|figures|details|specifics)|not offhand|i(?:'m| am) (?:a (?:little|bit) )?fuzzy|it(?:'s| has) been (?:a while|a long time|too long)|that was (?:a long time|a while|years) ago|i (?:can'?t|cannot) place|i(?:'d| would) (?:rather|prefer) not (?:to )?(?:speculate|guess))\b/i,
    confidence: 0.8,
  },
  { kind: 'no_knowledge', re: /\b(?:i (?:do not|don'?t) understand the question|i'?m not following|what do you mean by)\b/i, confidence: 0.7 },
  // A refusal to answer (not counsel's instruction, which is colloquy): "I'm not going to get into that".
  {
    kind: 'non_responsive',
    re: /\b(?:i(?:'m| am) not (?:going to|gonna) (?:get into|go into|answer|discuss|talk about|comment on|speculate|give out|share|disclose|reveal|put (?:that|his|her|their|anyone'?s|another \w+'?s) \w+ on the record)|i(?: won'?t| will not| decline to| refuse to| would rather not|'d rather not| prefer not to) (?:answer|discuss|get into|go into|comment|say|talk about|tell you|share|disclose|reveal|give (?:you )?(?:his|her|their|the|that|any) names?|name (?:him|her|them|names|anyone|anybody)|identify (?:him|her|them|anyone|anybody)|put (?:[\w'’]+\s+){0,2}names? on the record)|i(?:'m| am) not (?:at liberty|prepared|comfortable) to (?:say|answer|discuss|get into)|i(?:'m| am) not comfortable (?:answering|saying|discussing|getting into|talking about)|on (?:the )?advice of (?:my )?counsel|i(?:'ve| have) been (?:instructed|told|advised|asked) not to (?:answer|discuss|say|talk about|get into|go into)|i was (?:instructed|told|advised|asked) not to (?:answer|discuss|say|talk about|get into|go into)|(?:follow|take|accept)(?:ing)? (?:my |the )?(?:counsel|lawyer|attorney)(?:'s|’s|s')? (?:instruction|advice|direction)|on (?:my |the )?(?:counsel|lawyer|attorney|lawyers|attorneys)(?:'s|’s|s')? (?:instruction|advice|direction)|(?:my |the )?(?:counsel|lawyer|attorney|lawyers|attorneys)(?:'s|’s| has| have)? (?:told|instructed|advised|asked) me not to (?:answer|talk about|discuss|say|get into|go into|share)|i(?:'m| am) not answering (?:that|this|it|the question)|i(?:'ll| will|'m going to| am going to|'m gonna|'d rather| would rather)(?: have to)? (?:decline|pass)\b(?!\s+(?:it|this|them|those|the|a|an|along|on to|through|by|over)\b)|i(?:'ll| will|'m going to| am going to) (?:follow|take|abide by|go with) (?:his|her|their|that|this|the) (?:instruction|advice|direction)|(?:i(?:'m| am) not|i (?:don'?t|do not) think i(?:'m| am)) (?:supposed|allowed|permitted) to (?:get into|go into|answer|discuss|talk about|say|share|disclose|comment)|i(?:'d| would) rather not (?:give|put|share|disclose|say)\b|without (?:[A-Z][a-z]+'s|his|her|their|my (?:boss|supervisor|manager|lawyer|counsel)'s) (?:okay|ok|approval|permission|sign-off|say-so)|no comment)\b/i,
    confidence: 0.8,
  },
  // The question said to be answered already, with nothing said now: "I told you already what I did
  // that night.", "I've answered that." (The answer before is where the witness points; this one is none.)
  { kind: 'non_responsive', re: /^(?:(?:look|well|again|sir|ma'am),?\s+)*(?:i(?:'ve| have)? (?:already )?(?:told|given) you (?:already )?(?:what|everything|all|that|my answer)|i(?:'ve| have) (?:already )?answered (?:that|this|it|your question)|(?:that'?s|that was|this was) asked and answered|asked and answered)\b/i, confidence: 0.7 },
  // The paper put back to the examiner: "The report is what it is.", "The document speaks for itself."
  { kind: 'non_responsive', re: /\b(?:(?:the|that|this) (?:[\w-]+ )?(?:document|report|letter|record|records|e-?mail|contract|agreement|numbers?|data|paper|log|schedule|spreadsheet)|it|they) (?:speaks? for (?:itself|themselves)|(?:is|are) what (?:it is|they are))\b/i, confidence: 0.7 },
  // Vague: an answer about everyone and everything answers nothing.
  { kind: 'non_responsive', re: /\b(?:a lot of (?:people|things|conversations|discussions|calls|meetings|e-?mails|back and forth|paperwork|stuff)|you know how it (?:is|goes|works)|(?:a )?team decision|various people|many people were involved|it(?:'s| is| was) complicated|it depends|hard to (?:say|characterize|describe|put into words)|(?:putting|put) words in (?:his|her|their|anyone'?s|somebody'?s|someone'?s) mouth|(?:for )?all (?:kinds|sorts) of reasons|that'?s a question for|question for (?:legal|counsel|accounting|finance))\b/i, confidence: 0.7 },
  // Policy in place of the act asked (whoever is said to do it: "The Authority takes its preservation
  // obligations seriously"): "We take every concern our people raise seriously", "we hold
  // our managers to a high standard", "there are a lot of factors in any restructuring" — what is
  // always done, said instead of what was done.
  {
    kind: 'non_responsive',
    re: /\b(?:(?:the\s+|our\s+)?[\w-]+\s+(?:always\s+)?take(?:s)?\s+(?:(?:every|all|any|each|these|those|such|that|this|it|them)\s+)?(?:[\w'’-]+\s+){0,4}(?:very\s+)?seriously|hold(?:s)?\s+(?:[\w'’-]+\s+){1,3}to\s+(?:a|the)\s+(?:high|higher|highest|very high)\s+standards?|(?:there are|there'?s|there were)\s+(?:a lot of|lots of|many|various|a number of|all kinds of)\s+(?:factors|considerations|things that go into)|the way we always do|that'?s how (?:i'?ve|we'?ve|i have|we have) always|we (?:always )?deal with it)\b/i,
    confidence: 0.7,
  },
];

/**
 * A clause about the question or the witness's own care, which says nothing of what was asked:
 * "that's a fair question", "I want to be careful and accurate with you", "I understand how this
 * looks from your side", "I really do". (Not a bare "I do" or "fair enough": those assent.)
 */
const ABOUT_THE_QUESTION = /^(?:(?:look|listen|well|okay|ok|so|sir|ma'am|again)[,\s]+)*(?:(?:that'?s|it'?s|this is) (?:a |an )?(?:really |very |perfectly |totally )?(?:fair|good|great|reasonable|legitimate|important|serious|difficult|tough|hard|understandable) (?:question|point|thing to ask)|i (?:can |could )?(?:understand|see|get|know|appreciate|recognize) (?:how|why|what|where) (?:this|that|it|you|someone|somebody|people|one)\b[^.;]*|i (?:want|need|am trying|'m trying|try) to be (?:careful|accurate|precise|clear|fair|honest|truthful|complete)\b[^.;]*|i(?:'d| would) like to (?:answer|be) (?:(?:that|this|it) )?(?:carefully|careful|precisely|precise|accurately|accurate)\b[^.;]*|i(?:'d| would) (?:like|love|want) to give you (?:a |an )?(?:good|better|straight|complete|clear|full|precise|accurate|honest|real) answer(?: (?:on|to) (?:that|this|it))?(?:,? i (?:really |truly )?would)?|i (?:want|need) to answer (?:that|this|it) (?:carefully|precisely|accurately)\b[^.;]*|i (?:really|truly|honestly) do|(?:it'?s|that'?s|it is|that is) (?:one|something) (?:we|i|they)(?:'ve| have)? (?:looked at|looked into|considered|reviewed|examined|take|took|taken) (?:very |extremely |really )?(?:carefully|closely|seriously)|i (?:want|am trying|'m trying) to help(?: you)?(?: (?:here|out|with this))?(?:,? i (?:do|really do))?|i (?:know|understand|realize|appreciate) (?:this|that|it) (?:matters|is important)\b[^.;]*|(?:i think )?(?:it'?s|that'?s|it is|that is) an? (?:important|serious|fair|good|big|real) (?:thing|question|point|issue|distinction)(?: to (?:get right|ask|raise))?|i hear you|i appreciate (?:the|that|your) question|(?:it'?s|that'?s|it is|that is) (?:one|something) (?:i'?ve|i have|we'?ve|we have) (?:given|put) (?:some|a lot of|a great deal of|a good deal of|real|serious|much) thought(?: to| into)?|i understand (?:the|your) (?:question|concern)|fair question)[\s,.!;]*$/i;

/** A question offering two answers: "…, or was it put in writing?", "in person or by phone?". */
/**
 * The words a witness speaks of the question, of answering it and of their own good faith with:
 * an answer made of nothing else ("I want to be straight with you about this.", "I hear what you're
 * asking.", "Believe me, nobody wants to get to the bottom of this more than I do.") says nothing
 * of what was asked, however its words are put together. `ANSWERING_CUES`: the ones that make it
 * about answering (one at least), not a plain "I can see it".
 */
const ANSWERING_WORDS = new Set(
  ("i i'm i've i'd i'll me my myself you you're your we it it's that that's this these a an the and but so to of with about for in on here as " +
    'can could would will be am is was are been being do did really very just all more than what why how not nobody anyone anybody everyone everybody believe look listen well okay ok sir ' +
    "ma'am try trying tried want wants wanted going gonna get give giving make take sure best possible like love need " +
    'question questions ask asks asked asking answer answers answering careful carefully accurate accurately precise precisely honest honestly straight open ' +
    'candid candidly forthright truthful truthfully truth helpful help fair right understand see hear appreciate important seriously serious dodge duck avoid evade ' +
    'hide hiding bottom picture clear complete completely full fully thorough matter matters point concern concerns mean saying thing')
    .split(' '),
);
const ANSWERING_CUES = /\b(?:question|ask(?:s|ed|ing)?|answer(?:s|ing)?|careful(?:ly)?|accurate(?:ly)?|precise(?:ly)?|honest(?:ly)?|straight|open|candid(?:ly)?|forthright|truth(?:ful(?:ly)?)?|helpful|dodge|duck|evade|hid(?:e|ing)|bottom)\b/i;
/**
 * Whether a sentence speaks only of the question and of answering it (four words or more). (Not a
 * question of its own: "Why are you asking me that" puts the question back.)
 */
function onlyAboutAnswering(sentence: string): boolean {
  const words = plainText(sentence).toLowerCase().match(/[a-z']+/g) ?? [];
  if (sentence.includes('?') || /^(?:why|what|how|who|are|do|does|is|would|could|can)$/.test(words[0] ?? '')) return false;
  return words.length >= 4 && ANSWERING_CUES.test(sentence) && words.every((w) => ANSWERING_WORDS.has(w));
}
/** A question about the witness's own understanding, candour or wishes: "I understand" or "I was honest" answers it. */
const ASKS_OF_ANSWERING = /\b(?:understand|understood|hear|heard|honest|truth|truthful|help|want|wanted|try|tried|careful|accurate|clear|fair|question|answer)\b/i;

const CHOICE_ASKED = /,\s*or\s+(?:was|were|did|do|does|is|are|had|has|have|would|could|in|by|at|on)\b|\b(?:in person|by (?:phone|e-?mail|letter|hand))\s+or\b/i;

/** The longest retelling of an act read as no answer to when it happened. */
const RETOLD_WORDS = 32;

/** A question put back, however it is punctuated ("How would I know.", "What do you mean"). */
const QUESTION_BACK = /^(?:why (?:are|do|would) you (?:ask(?:ing)?|want(?:ing)?|need(?:ing)?|care)|what(?:'s| is) the (?:relevance|point|significance)|where are you going with|(?:does|would) (?:it|that|this) (?:really )?matter|(?:is|why is) (?:that|it|this) (?:important|relevant)|do i (?:have|need) to answer|(?:and )?what if (?:i|it|they) (?:did|was|were|had)|(?:and |but )?(?:how|why) (?:would|should|could|am|do) i (?:know|be (?:expected|able) to know|remember|have known)|what do you mean|what are you (?:asking|getting at|referring to)|(?:are|is) (?:you|that) (?:asking|suggesting|saying)|why (?:does|would) (?:that|it) matter|what difference (?:does|would|will|did|could) (?:it|that|this) make|who says)\b/i;

/**
 * A short question opening the answer, echoing the one asked: "Cure what, exactly?", "Meaning
 * what?", "Tell them what, that we do implementations?".
 */
// ("Blocked in what sense?", "Meaning how?": the question's own word sent back for a meaning.)
const THROWN_BACK = /^(?:[\w'’-]+\s+){0,3}(?:what|which|who|whom|meaning what|such as|like what|in what (?:sense|way|respect)|(?:meaning|defined) how)(?:,?\s+(?:exactly|though|then)|,\s+(?:that|like|you mean)\b[^.?!]{0,60})?\?/i;

/** An answer's first sentence, a question put to the examiner: "Have you ever …?", "Do you mean …?". */
const PUT_TO_EXAMINER = /^[^.?!]*\byou\b[^.?!]*\?/i;
/** A yes, a no, or the witness's own doing said after it ("Do you mean the letter? I never saw it."). */
const OWN_ANSWER = /\b(?:yes|yeah|yep|no|nope|not|never|correct|right|true|false|i|we|my|our|me|us)\b/i;

/** Neither yes nor no: a possibility granted, a sense in which, a way of looking at it. */
const NEITHER_YES_NOR_NO = /\b(?:(?:it'?s|it is|that'?s|that is|anything'?s|anything is) possible|could (?:be|have been)|in a (?:sense|way|manner of speaking)|more or less|sort of|kind of|i suppose (?:you could|one could|so)|you could (?:say|look at it) that way|(?:that'?s|that is) one way (?:to|of) (?:look|put|see)(?:ing)?(?: at)? it|depending on how you (?:look|count|see)|here and there|so to speak|i can tell you that much|reasonable (?:people|minds) (?:can|could|might|would|may) (?:disagree|differ|look at (?:it|this|that|these things|those things) (?:in )?different(?:ly| ways))|i (?:wouldn'?t|would not) (?:want to |necessarily )?(?:put|characterize|describe|phrase|frame) it (?:like that|that way|quite (?:like )?that|in those terms))\b/gi;

/** The same, tested once on a sentence (the global one keeps its place between calls). */
const GRANTS = new RegExp(NEITHER_YES_NOR_NO.source, 'i');

/** What a question asks for, as a test on the answer. */
/** People named by their work ("the property managers", "payroll's administrator"): they answer who. */
const ROLE_NOUNS = String.raw`(?:team|department|manager|director|counsel|lawyer|officer|employee|supervisor|administrator|clerk|assistant|accountant|partner)s?`;

const ANSWERS: Partial<Record<QuestionType, RegExp>> = {
  // ("Eight-forty, eight-forty-five": a clock time said in words.)
  // ("Then I went into the building", "the first thing I saw": a story's next step, not a time;
  // "back then", "first thing in the morning" are.)
  // (A month must end where its word does: "Janet", "Marco" and "Decker" name people, not months.)
  // ("The thirtieth.": a day of the month said alone.)
  when: /\bthe\s+(?:first|second|third|(?:four|fif|six|seven|eigh|nin|ten|eleven|twelf|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)th|twentieth|thirtieth|(?:twenty|thirty)[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))(?=\s*(?:[.,;!]|$|of\b))|\b(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-](?:oh[\s-]\w+|fifteen|twenty|thirty|forty|fifty)|\d|noon|midnight|o'?clock|[ap]\.m\.|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|year|day|morning|afternoon|evening|night|before|after|later|earlier|ago|soon|spring|summer|fall|autumn|winter|quarter|then(?!\s+(?:i|we|he|she|they|you)\b)|when|once|season|immediately|right away|straight away|promptly|first thing (?:in|that|on|the next|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)|yesterday|today|tonight|recently|already|previously|at the time|at once|eventually|afterwards?|until|since|during|while)/i,
  // ("All of it" answers how much; "the invoices were all in the system" does not.)
  // ("Thirty-one seven seventy-five fifty": a figure read off the page, in words.)
  how_much: /[$€£\d]|\b(?:dollars?|thousand|million|hundred|grand|nothing|zero|none|half|twice|double|triple|treble|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b|^(?:all|all of (?:it|them))\b/i,
  // ("Maybe twice before", "never": how often is a count too.)
  // ("… but the e-mail says fourteen": the teens are numbers too.)
  how_many: /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozens?|none|few|several|many|half|most|couple|once|twice|never|handful)\b|^(?:all|all of (?:it|them))\b/i,
  how_long: /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|twenty|thirty|forty|fifty|sixty|ninety|hundred|an|half|minutes?|hours?|day|days|week|weeks|month|months|year|years|until|through|till)\b/i,
  // (Not "someone": "Someone from their side." names no one.)
  // (People named by their work answer it too: "The property managers", "payroll's administrator".)
  // ("That one's mine": whose it is answers who; "me" opening the answer does, "for all of us" does not.)
  // ("mgr.edison, same as the others": a login or an address names its holder.)
  who: new RegExp(String.raw`\b[a-z][\w-]*[._@][a-z][\w.-]*|\b[A-Z][a-z]+|\b(?:I|i|mine|myself|we|ours|he|his|she|hers|they|theirs|nobody|no one|my|our|people|staff|${ROLE_NOUNS})\b|^(?:me|him|her|them|us)\b`),
};

/** A where-question is answered by a capitalised name (case matters) or a word for a place (case does not): "the ship's store". */
const WHERE_ANSWERED = [/\b[A-Z][a-z]+/, new RegExp(String.raw`\b(?:${PLACE_NOUN}|home|here|there)\b`, 'i')];

/** Whether an answer gives, in some form, what its question asks for. */
const givesAskedForm = (qtype: QuestionType, answer: string): boolean | null =>
  // ("Around eight.", "The usual time, around eight.": an hour said alone, in a clause of its own, is the time of day.)
  qtype === 'where' ? WHERE_ANSWERED.some((re) => re.test(answer)) : qtype === 'when' && (AT_AN_EVENT.test(answer) || answer.split(/[,;]\s*/).some((clause) => findBareHour(clause) !== null)) ? true : (ANSWERS[qtype]?.test(answer) ?? null);

/** "At the closing", "at our kickoff": a time by the event it fell at (not "at the Grand" or "at the stop", a place). */
const AT_AN_EVENT = /\b[Aa]t (?:the|that|our|their|his|her) (?!(?:[\w'’-]+\s+){0,2}(?:stop|station|office|depot|yard|terminal|corner|door|desk|scene|site|building|bus|garage|dock|warehouse|hospital|store|house|home|plant|gate|room|lab|laboratory|facility|floor)\b)(?=[a-z])/;

/**
 * Words that name what is asked ("What amount …?" — "The usual amount."): an answer repeating them
 * shares the question's frame, not its subject.
 */
const ASKED_FRAME = /\b(?:amount|amounts|sum|figure|figures|total|number|numbers|rate|rates|price|cost|date|dates|day|time|place|location|person|name|usual|normal|standard)\b/gi;

/**
 * A sentence's first word is capitalised whatever it is: "That was a busy week" names no one, "We
 * met to discuss it" no place. Function words and pronouns that open a sentence are read in lower
 * case, so only a capital inside the sentence, or a name opening it, counts as a name.
 */
const OPENING_WORD = /(^|[.!?;]\s+)(That|This|These|Those|It|There|The|A|An|We|They|He|She|Well|So|Yes|No|Our|Their|Its|My|His|Her|You|Some|Someone|Somebody|Everyone|Everybody|Anyone|Anybody|Whoever|Whatever|Whichever|All|Both|Each|Enough|Nothing|Not|Just|Only|Sure|Look|Again|About|Around|Roughly|Approximately|Maybe|Perhaps|Probably|Usually|Normally|Typically|Generally|Somewhere|Someplace|Anywhere|Elsewhere|Everywhere|Nowhere|Oh|Since|For|Before|After|Ever|Back|Until|Like|Okay|Yeah|People|Folks|Nobody|Most|Many|Honestly|Frankly|Anyway)\b/g;
const withoutOpeningCapitals = (answer: string): string => answer.replace(OPENING_WORD, (_m, before: string, word: string) => `${before}${word.toLowerCase()}`);

/** A day, a date or a time said where a person was asked for ("Who drafted it?" — "It was a Tuesday"). */
const TIME_WORDS = String.raw`the week of|the weekend of|(?:the )?(?:spring|summer|autumn|winter) of|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|january|february|march|april|june|july|august|september|october|november|december|mornings?|afternoons?|evenings?|yesterday|last week|last month|(?:(?:early|late|earlier|later)\s+)?(?:this|last|that)\s+(?:year|spring|summer|fall|autumn|winter)|\d{1,2}\/\d{1,2}|\d{1,2}:\d\d(?::\d\d)?`;
const TIME_ONLY = new RegExp(String.raw`\b(?:${TIME_WORDS})\b`, 'i');
/** …or a year, for a where-question (every match, to take them all out). */
const TIME_SAID = new RegExp(String.raw`\b(?:${TIME_WORDS}|(?:19|20)\d\d)\b`, 'gi');
/** The span a count or a sum is asked over ("that month", "in the quarter"). */
const TIME_FRAME = /\b(?:months?|weeks?|years?|quarters?|days?|season)\b/gi;
/** How long something has been so: "for years", "since before I started", "as long as I've been here". */
const FOR_HOW_LONG = /\b(?:for (?:years|months|weeks|decades|ages|a (?:long )?(?:time|while))|since (?:before|forever|the (?:beginning|start))|as long as (?:i|we)(?:'ve| have) been)\b/i;
/** What someone said about a thing, asked: "What did the investigator say to you about the audit trail settings?" (the thing captured). */
const SAID_ABOUT_ASKED = /^(?:(?:and|so|now|then),?\s+)?what,?\s+(?:exactly,?\s+|if anything,?\s+)?(?:did|does|do|would|had)\s+(?:[\w'’.-]+\s+){1,3}(say|tell|mention|write|explain|report|show)(?:\s+(?:to\s+)?(?:you|him|her|them|us|anyone))?(?:\s+(?:about|for|regarding)\s+(.+?))?(?:,?\s+(?:when|while|after|as|once)\s+[^,?]+)?(?:,\s*as (?:best|well as) you (?:can )?(?:remember|recall))?\s*\??$/i;
/** Words that report speech: an answer holding one tells what was said. */
const SPEECH_TOLD = /\b(?:said|says|say|saying|told|tell|telling|mentioned|explained|wrote|asked (?!to\b|for\b)|complained|warned|promised|claimed|stated|words|showed|shows|show)\b|^(?:that|just that|only that)\b|^(?:(?:just |only )?(?:not )?to|(?:just |only )?never to) [a-z]+/i;
/** An answer that only gives a reason. */
/**
 * How hard the time was, said for itself: "a lot of moving parts", "it was a lot", "the data room
 * was chaos", "we closed the year in a rush", "she had an awful lot on her plate", "everyone did the
 * best they could", "you take what you can get", "deals are complicated", "we were in the middle of a
 * system migration", "half the team was on vacation".
 */
const CIRCUMSTANCES = /\b(?:(?:a lot of|so many|lots of) moving (?:parts|pieces)|it was a lot\b|(?:was|were|is|are) (?:pure |total |absolute )?(?:chaos|chaotic|a zoo|a madhouse|hectic|slammed|swamped)|we were (?:slammed|swamped|stretched thin|scrambling|underwater)|in a (?:rush|hurry|scramble)\b|(?:had|has|have) (?:an awful lot|a lot|so much|plenty) on (?:his|her|their|my|our) plates?|you (?:have|need|got) to understand (?:what|how)|(?:did|do|doing|does) the (?:best|most) (?:we|they|i|he|she|everyone|anyone) (?:could|can)|you take what you can get|(?:is|are|was|were) (?:really |very |always )?complicated|short[- ]staffed|(?:a|the) short staff|(?:out|were out|was out) on (?:leave|vacation|maternity leave|medical leave)|(?:half|most) (?:of )?the (?:team|staff|department|lab|office) (?:was|were) (?:out|on vacation|on leave)|in the middle of (?:a|an|the|our) (?:[\w-]+ ){0,2}(?:migration|rollout|roll-out|transition|reorganization|reorg|conversion|upgrade|implementation)|(?:don'?t|can'?t) (?:just )?flip a switch|(?:is|are) always a headache|(?:it|that|everything)(?:'s| is| was) (?:a (?:total |real |complete )?mess|chaos)(?: in there| out there| that (?:day|week|night))?|(?:was|were|had) a (?:rough|tough|hard|long|brutal) (?:week|day|few days|time|stretch|night) for (?:everybody|everyone|all of us|us))\b/i;

/** A day of the month said as an ordinal: "on the thirtieth", "the 24th" (not "the first time"). */
const ORDINAL_DAY = /\bthe\s+(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|(?:four|fif|six|seven|eigh|nin|ten|eleven|twelf|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)th|twentieth|thirtieth|(?:twenty|thirty)[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))\b(?!\s+(?:time|one|thing|step|place|person|of (?:them|those|us)))/i;
/** Where or by what means, opening the answer: "From the laptop", "In the break room", "Using the trash", "By e-mail". */
const WHERE_OR_HOW = /^(?:(?:it was|that was|i did it|we did it|i did|we did)\s+)?(?:from|in|at|on|using|with|by|via|through)\s+(?:the|my|our|his|her|their|a|an)\b/i;
/** Words that give or point to a reason: "because", "so that", "to keep …", "I was told", "I thought". */
const REASON_CUE = /\b(?:because|'cause|since|as|so|in order|to [a-z]+|for (?:the|a|my|our) (?:reason|purpose|sake)|reason|wanted|needed|had to|was told|were told|asked me|supposed to|meant to|did ?n[o']t want|worried|afraid|thought|figured|seemed|policy|required)\b/i;
/** A why-question's act and its doer: "Why did you empty …", "Why were analysts running …". */
const WHY_ACT = /^(?:(?:and|so|now|then),?\s+)?(?:why|how come)\s+(?:did|do|does|were|was|are|is|would|had|have|didn'?t|wasn'?t|weren'?t|hadn'?t)\s+(?:(?:the|your|his|her|their|our|those|these|any)\s+)?([\w'-]+)/i;
/** Words that give a reason as one ("because", "that's why", "so that"). */
const REASON_GIVEN = /\b(?:because|'cause|since it|so that|in order to|that'?s why|which is why|the reason|so (?:we|i|they|he|she) (?:could|would|had to))\b/i;
/** Whether a why-question asks of a person's act (its doer a pronoun, a name or a noun for people), not of a thing's fate ("Why was the shipment late?"). */
function actOfPerson(question: string): boolean {
  const doer = WHY_ACT.exec(question)?.[1];
  if (!doer) return false;
  return /^(?:you|he|she|they|we|i)$/i.test(doer) || /^(?:Mr|Ms|Mrs|Dr)$/.test(doer) || isPersonNoun(doer.toLowerCase());
}
/**
 * What was said, named only as whatever it was: "what I knew", "everything I've told you", "the
 * truth", "the same thing I'm telling you" — the whole answer, with no words of its own.
 */
const UNSAID_CONTENT = /^(?:(?:i|we|he|she|they) (?:told|said|explained|gave|showed) (?:(?:her|him|them|you|me|us|it) )?(?:to (?:her|him|them|you|me|us) )?)?(?:(?:just |basically |exactly |pretty much )?(?:what|everything|all|whatever|the same (?:thing|things)?)(?: (?:that|as))? (?:i|we|he|she|they) (?:knew|know|had|have|saw|had seen|remembered|remember|(?:have |had |'ve |am |'m )?(?:told|telling|said|saying) (?:you|the \w+)(?: (?:today|here|already|before|earlier))?)(?: at the time| then| that day)?|(?:just |only )?the truth|the facts|what happened)[.!\s]*$/i;
/** A question asking what someone said, told or wrote ("What did you tell the investigator?"). */
const WHAT_SAID_ASKED = /^(?:(?:and|so|now|then),?\s+)?what,?\s+(?:exactly,?\s+|if anything,?\s+)?(?:did|do|does|would|had)\s+(?:[\w'’.-]+\s+){1,3}(?:say|tell|mention|explain|report|write)\b/i;
/** The deed said in the passive, the doer left out: "The trailers were moved.", "It got done." */
const PASSIVE_DEED = /^\W*(?:the|those|these|that|this|it|they)\b[\w\s'’-]{0,40}?\b(?:was|were|got|had been|has been|have been)\s+(?:\w+ly\s+)?\w+(?:ed|en|done|made|sent|kept|sold|paid|put|set|cut|shut)\b[.!]?\s*$/i;
/** How or from whom the witness learned something. */
const LEARNED_ASKED = /\b(?:how|from whom|where) (?:did|do|had) (?:you|they|he|she) (?:first )?(?:learn|hear|find out|come to know|become aware|get word)\b/i;
const COMMON_KNOWLEDGE = /\b(?:common knowledge|everybody knew|everyone knew|(?:the )?word (?:gets|got|had gotten|went) (?:around|out)|it was all over the (?:\w+ )?(?:office|building|plant|shop|company|news)|(?:it was|it's) (?:just )?(?:sort of |kind of )?(?:around|going around) the (?:\w+ )?(?:office|building|plant|shop|company|floor|yard)|people (?:talk|talked|were talking)|(?:everybody|everyone) was talking|(?:the )?(?:grapevine|rumou?r mill))\b/i;
/** "It was a business decision.": a kind of decision named for the reason asked. */
const DECISION_NAMED = /^\W*(?:(?:well|look|honestly),?\s+)?(?:it|that)(?: was|'s| is) (?:just |purely |simply |ultimately )?(?:a|an) (?:business|management|corporate|judgment|judgement|strategic|commercial|operational|executive|internal) (?:decision|call|judgment|judgement|matter)\b[.!]?\s*$/i;
/** Reasons in general, none given: "There are a lot of reasons folders get deleted.", "For all kinds of reasons." */
const REASONS_UNSAID = /^\W*(?:(?:well|look|honestly),?\s+)?(?:there (?:are|were|can be|could be)|for) (?:a lot of|lots of|many|all kinds of|all sorts of|any number of|a (?:whole )?(?:host|bunch|variety|number) of|plenty of|various|different) reasons\b(?![^.;!?]*(?::|\bincluding\b|\bsuch as\b|\bfirst\b|\bmainly\b|\bmostly\b|\bbecause\b))/i;
/**
 * The usual or the due in place of the occasion asked: "It arrived when it was supposed to.", "Where
 * I usually am on a weeknight." ("The usual time." is the question's frame said back, read below.)
 */
const USUAL_FOR_OCCASION = /^\W*(?:(?:it|that|they|he|she|we|i)(?: \w+){0,2} )?(?:when|where|whenever|wherever) (?:it|i|we|they|he|she|you|everyone|everybody)(?:'s|'m|'re| was| were| am| are| is| would| always| usually)?(?: be)? (?:usually|always|normally|typically|generally|supposed to|meant to|expected to|scheduled to|due|should (?:have|be)|ought to|would be)\b/i;
/** What anyone would have done, said for what the witness did: "What anyone would do.", "Whatever anybody would have done." */
const AS_ANYONE = /^\W*(?:(?:just|exactly|only|simply)\s+)?(?:what|whatever) (?:anybody|anyone|any \w+|everybody|everyone|any reasonable \w+|any other \w+|you or i) (?:else )?(?:would|should|could) (?:have done|do|have)(?: in (?:my|that|the same) (?:position|place|shoes|situation))?[.!]?\s*$/i;
/** The act asked about, done many times, for whether it was done this time: "I approved a lot of invoices." */
const DONE_MANY = /^\W*(?:i|we) (?:\w+ly )?(?:\w+ed|signed|sent|saw|wrote|spoke|met|made|took|gave|got|read|ran|paid|told|heard|knew|drove|went) (?:to |with |through |about |on |over )?(?:a lot of|lots of|so many|hundreds of|thousands of|dozens of|plenty of|all kinds of|all sorts of|countless|any number of|tons of) \w+/i;
/** A group of the witness's side for the person asked: "That would have been handled by the project team." */
const GROUP_FOR_PERSON = /^\W*(?:that|it|this|those|they)(?:'d| would| will| might)?(?: have)? (?:been|be|was|were|is|are|gets|got) (?:\w+ly )?(?:handled|done|decided|approved|signed|taken care of|dealt with|made|run|managed|sent|reviewed|authorized|authorised) (?:by|through|in) (?:the|our|their|his|her) (?:[\w-]+ ){0,2}(?:team|department|group|office|staff|committee|people|folks|side|unit|division|function|desk)\b/i;
/** How the witness was trained or always does, for what was done: "I handled it the way I was trained to.", "I did what I always do with it." */
const AS_TRAINED = /^\W*(?:(?:i|we) (?:\w+ed|did|handled|dealt with|took care of|treated|went by)(?: (?:it|that|them|this|the \w+))?,? )?(?:just |exactly |only )?(?:the way|how|what|as|whatever) (?:i|we) (?:was|were|'d been|had been) (?:trained|taught|told)(?: to(?: do)?)?(?: (?:it|with it|with them))?[.!]?\s*$|^\W*(?:(?:i|we) (?:\w+ed|did|handled|dealt with|took care of|treated)(?: (?:it|that|them|this|the \w+))?,? )?(?:just |exactly )?(?:what|how|the way|as|whatever) (?:i|we) (?:always|usually|normally|typically) (?:do|did|would)(?: (?:it|with it|with them|with those))?[.!]?\s*$/i;
/** Everyone's duty for the witness's deed: "Everyone had to sign it to get on the boat." */
const EVERYONES_DUTY = /^\W*(?:everyone|everybody|all of us|we all|all the \w+|every \w+)(?: else)? (?:had to|has to|have to|was supposed to|were supposed to|is supposed to|was required to|were required to|is required to|needed to|must)\b/i;
/** Others' habit: "People propped that door open all the time." */
const OTHERS_HABIT = /^\W*(?:people|everyone|everybody|folks|guys|they|the (?:\w+ )?(?:guys|crew|drivers|workers|staff|employees))\b[^.;!?]*\b(?:all the time|constantly|every (?:day|night|shift|week))\b/i;
/** Everything that was due, for the one thing asked: "I reported everything I was supposed to report." */
const ALL_THAT_WAS_DUE = /^\W*(?:i|we) (?:\w+ly )?\w+ (?:everything|all|whatever) (?:that )?(?:i|we) (?:was|were|am|are) (?:supposed|required|told|asked|expected|obligated) to\b/i;
/** A state of the speaker for what they said: "She was upset." */
const STATE_FOR_WORDS = /^\W*(?:he|she|they|[A-Z][a-z]+)(?: was| were| seemed| looked| sounded| got| became)(?: (?:very|really|pretty|quite|a (?:little|bit)|extremely|so|kind of))? [a-z]+(?: and [a-z]+)?[.!]?\s*$/;
/** One of a group for the person asked: "One of the guys on the night crew." */
const ONE_OF_GROUP = /^\W*(?:one|some|a couple|a few|two|three|several|any|either) of (?:the|our|their|his|her|those) (?:[\w-]+ ){0,2}(?:guys|people|folks|drivers|workers|employees|crew|staff|men|women|techs|technicians|operators|contractors|temps|hands|associates|clerks|nurses|officers|team|managers|supervisors)\b/i;
const REASON_ONLY = /^(?:because|due to|owing to|as a result of|on account of)\b/i;
/** Questions asking for a fact a reason does not give. */
const FACT_ASKED: ReadonlySet<QuestionType> = new Set(['who', 'where', 'when', 'how_much', 'how_many', 'how_long']);
/** The words around a time said alone ("In September and October", "sometime in the fall"). */
const TIME_FILLER = /\b(?:in|on|at|around|about|during|and|or|the|of|sometime|late|early|mid|back|it was|that was|i think|i believe)\b|[\s,.;-]+/gi;
/** Words that name a place without a capital. */
const PLACE_CUE = /\b(?:office|warehouse|dock|site|home|here|there|building|room|floor|city|state|plant|yard|terminal|port|website|database|system|file|server|vendor|report|source)\b/i;
/** Hedges a witness adds that are not a person ("On a Monday morning, I think"). */
const HEDGE_CLAUSE = /,?\s*\b(?:i (?:think|believe|guess|suppose|want to say)|as i (?:remember|recall)(?: it)?|if i (?:remember|recall)(?: correctly| right)?|i'?m (?:pretty |fairly )?sure|i (?:remember|recall|know) that|if i have (?:it|that) right)\b/gi;
const PERSON_PRONOUNS = 'i|we|he|she|they|me|him|her|us|them|mine|myself|ours|hers|theirs|nobody|no one|someone|somebody';
const PERSON_CUE = new RegExp(String.raw`\b(?:${PERSON_PRONOUNS}|legal|people|staff|president|ceo|coo|cfo|${ROLE_NOUNS})\b`, 'i');
const PERSON_CUES = new RegExp(PERSON_CUE.source, 'gi');
const PRONOUN_CUE = new RegExp(`^(?:${PERSON_PRONOUNS})$`, 'i');

/**
 * A clause that says when by what someone did then ("right around when he started", "when we went
 * to version eight"): its person is the time's, not an answer to who.
 */
const WHEN_CLAUSE = /\b(?:when|after|before|since|until|once|while)\s+(?:he|she|they|we|i|you)\b[^,.;]*/gi;

/**
 * An answer opening on who acted: "The board approved it last year." (a body or a post, then the
 * act in the past) says who, whenever it adds. ("That came after …", "It was …" name no one.)
 */
function actorFirst(answer: string): boolean {
  const m = /^\W*(?:the|our|their|his|her|its)\s+([a-z-]+)\s+([a-z]+)\b/i.exec(answer);
  if (!m || /^(?:came|was|were|went|happened|got|had|took)$/i.test(m[2]!)) return false;
  return /^NN/.test(lexiconTags(m[1]!.toLowerCase())[0] ?? '') && lexiconTags(m[2]!.toLowerCase()).includes('VBD');
}
/** A person by a third-person pronoun only. */
const THIRD_PERSON = /^(?:he|she|they|him|her|them)$/i;

/**
 * Whether an answer speaks of a person: a pronoun, or a role noun standing as one ("the staff told
 * me") — not one that only qualifies the noun after it ("before our staff meeting").
 */
function speaksOfPerson(text: string): boolean {
  for (const m of text.matchAll(PERSON_CUES)) {
    if (PRONOUN_CUE.test(m[0])) return true;
    const next = /^\s+([a-z]+)/i.exec(text.slice(m.index + m[0].length))?.[1]?.toLowerCase();
    if (!next || !lexiconTags(next)[0]?.startsWith('NN')) return true;
  }
  return false;
}

/** The kinds of claim that give what each question asks for (a sum is no answer to "who"). */
const ASKED_KINDS: Partial<Record<QuestionType, readonly ClaimKind[]>> = {
  who: ['name'],
  where: ['place', 'name'],
  when: ['date'],
  how_much: ['amount', 'quantity'],
  how_many: ['quantity', 'amount'],
  how_long: ['quantity', 'date'],
};

/** Whether an answer's claims give what its question asks ("About three dollars a mile" to "who approved it?" does not). */
export function givesWhatWasAsked(claims: readonly { kind: ClaimKind }[], qtype: QuestionType): boolean {
  const wanted = ASKED_KINDS[qtype];
  return claims.some((c) => c.kind !== 'negation' && (!wanted || wanted.includes(c.kind)));
}

/** How a thing was sent, said where a place was asked ("Where was the notice sent?" — "By overnight courier."). */
const MEANS_ONLY = /^(?:(?:it went|it was sent|they sent it|we sent it|sent)\s+)?(?:by|via|through)\s+(?:\w+\s+){0,2}(?:courier|mail|e-?mail|fedex|ups|dhl|hand|fax|messenger|post|delivery|overnight)\b[^,;]*\.?$/i;

/**
 * An answer that only says where: "In the claims office.", "At the depot, in the maintenance
 * binder.", "That's kept in the claims system, down at 2 Broadway."
 */
const PLACE_ONLY = new RegExp(String.raw`^(?:(?:that|it|those|they)(?:'s|’s| is| are| was| were) (?:kept|stored|filed|recorded|logged|tracked|held|sitting|all)\s+)?(?:in|at|from|out of|on|inside)\s+(?:the\s+|our\s+|their\s+|his\s+|her\s+|my\s+|a\s+)?(?:[\w'’-]+\s+){0,3}(?:${PLACE_NOUN}|system|database|file|files|binder|drawer|cabinet|folder|drive)\b`, 'i');
/** A street's number before its name ("2 Broadway", "130 Livingston Street"): no figure of what was asked. */
const STREET_NUMBER = /\b\d{1,5}\s+(?=[A-Z][a-z]+)/g;
/** An answer that gives a sum and nothing else of a person or a place. */
const MONEY_ONLY = /^(?:(?:it|that)(?:'s|’s| was| is)\s+)?(?:about|around|roughly|maybe|just over|just under|a little over|a little under)?\s*(?:\$\s?\d|(?:[\w-]+\s+){0,4}(?:dollars|thousand|million|grand|bucks))\b/i;

/** A yes or a no in any form: an answer holding one says it, whatever else it says. */
const POLAR_WORD = /\b(?:yes|yeah|yep|no|nope|not|never|none|nothing|nobody|correct|right|true|false|absolutely|certainly|definitely|of course)\b|n['’]t\b/i;
/** Hindsight and improvement since, said of what was asked about then. */
const HINDSIGHT = /\b(?:in hindsight|(?:has|have|had|'s|'ve) since been (?:revised|updated|changed|fixed|corrected|addressed|rewritten|improved|tightened|strengthened|replaced)|(?:we|i|they|the company)(?:'ve| have) since (?:moved|rebuilt|built|changed|switched|adopted|introduced|implemented|tightened|added|put in|overhauled|redone|revamped|replaced|started)|(?:everybody|everyone|all of us|the whole (?:team|lab|staff))(?:'s| has| have)? been (?:walked through|trained|retrained|re-trained)|with (?:the benefit of )?hindsight|looking back|(?:we|i)(?:'ve| have) (?:come a long way|learned a (?:lot|great deal|good deal)|made (?:a lot of|real|great|huge) (?:progress|improvements))|(?:wasn'?t|was not|weren'?t|were not) (?:ideal|perfect|optimal)|would (?:do|have done) (?:some )?(?:things|it|a lot) differently|(?:less|more) formal (?:then|back then|than (?:it is|they are) now)|things were (?:different|looser) (?:then|back then))\b/i;
const HINDSIGHTS = new RegExp(HINDSIGHT.source, 'gi');
/** The rules recited in place of what was done: "our SOPs have always said", "the policy requires". */
const RULES_RECITED = /\b(?:our|the|company|its)\s+(?:[\w-]+\s+)?(?:sops?|policies|policy|procedures?|rules|guidelines|handbook|code of conduct)\s+(?:(?:have|has)\s+)?(?:always\s+)?(?:said|says|say|required|requires|require|been clear|made (?:it )?clear)\b/i;
/**
 * What the witness tries to do as a rule, said in place of whether it was done: "I try to look at
 * everything that comes across my desk, as best I can."
 */
/**
 * The usual practice said in place of the act asked: "Our buses go through inspections on a regular
 * cycle. That's standard for the whole fleet.", "We've always kept that roof up. We had a roofer out
 * every spring.", "There's a procedure we follow on every one of these letters."
 */
const ROUTINE = /\b(?:on a (?:regular|routine|set|fixed|normal) (?:cycle|basis|schedule|rotation)|(?:that'?s|it'?s|that is|it is) (?:standard|routine|normal|standard practice|standard procedure|the (?:standard|usual|normal) (?:practice|procedure))(?: for\b| across\b| on\b|(?=\s*[.!;]|\s*$))|there(?:'s| is) a (?:procedure|process|protocol|policy|system) (?:we|they|i|the \w+) (?:follow|use|have)|(?:we|i|they)(?:'ve| have)? always (?:kept|maintained|taken care of|looked after|kept up|serviced|inspected|checked)|(?:every|each) (?:spring|summer|fall|autumn|winter|year|quarter|season)\b(?! since)|as a (?:matter of )?(?:routine|course|rule)|(?:that'?s|it'?s|that is|it is) (?:a|the|our) (?:standard|routine|normal|usual|regular)(?: [\w-]+){0,2} (?:process|procedure|practice|routine|step|check)|(?:every|each|all (?:of )?(?:the |our )?)(?:[\w-]+ ){1,2}(?:the same way|alike))/i;
/**
 * The papers named as where the fact would be, in place of the fact: "Any credits would show on the
 * customer statements. That's what the statements are for."
 */
const RECORDS_FOR_FACT = /\b(?:any|the|those|such|that|it|they) (?:[\w-]+ )?(?:would|will|should|'d|'ll) (?:show|appear|be|turn up) (?:up )?(?:on|in) (?:the|our|their|its) (?:[\w-]+ ){0,2}(?:statements?|records?|system|ledger|files?|reports?|invoices?|paperwork|documents?|books|logs?)\b|\bthat'?s what the (?:[\w-]+ ){0,2}(?:is|are) (?:there )?for\b/i;
/**
 * The way of the world in place of what happened: "Contracts like that are pretty standard in our
 * industry.", "Complaints come in all the time in this business.", "I review a lot of reports in a
 * given week." — what is so in general, said to a question about one occasion.
 */
const GENERIC = /\b(?:(?:in|across) (?:this|our|my|the|that) (?:business|industry|line of work|field|trade|profession|world)\b|(?:come|comes|happen|happens|go|goes) (?:in |out |on |around )?all the time|in (?:a|any) given (?:day|week|month|year|shift)|(?:are|is) (?:all )?(?:pretty |very |fairly |quite )?(?:standard|common|routine|typical|normal|boilerplate) (?:in|for|across|around)\b|(?:a lot of|lots of|so many|hundreds of|dozens of|thousands of) (?:\w+ ){0,2}(?:in|over|during) (?:a|any|the average|a typical|a normal) (?:day|week|month|year))/i;
/**
 * The witness's character, a rule of their own conduct or what they would have done, in place of
 * what they did: "I have always been careful with company money.", "I would never approve something
 * I had not checked.", "I would have, if it came across my desk.", "Normally the controller approves
 * those." (The "never" of a rule is no "no" to the one occasion asked.)
 */
const CHARACTER = /\b(?:i|we)(?:'ve| have)? (?:always|never) been (?:\w+ )?(?:careful|diligent|thorough|honest|meticulous|conscientious|responsible|cautious|scrupulous|by the book|above board)\b|\b(?:i|we)(?:'m| am|'re| are) (?:a |an )?(?:very |extremely |really )?(?:careful|diligent|thorough|meticulous|conscientious|cautious|by-the-book) (?:person|man|woman|manager|employee|professional|about|with)\b|^\W*(?:normally|usually|typically|generally|ordinarily|as a rule|in general),?\s/i;
/** The witness's habit, in one short clause, for the occasion asked: "I always review contracts." (Not where the question asks of the habit.) */
const HABIT_FOR_OCCASION = /^\W*(?:i|we) (?:always|usually|normally|typically|generally|routinely|invariably) (?!do\b|did\b|does\b|have\b|had\b|was\b|were\b|am\b|are\b)\w+(?:\s+[\w'’-]+){1,5}[.!]?\s*$/i;
const HABIT_ASKED = /\b(?:always|usually|normally|generally|typically|routinely|ever|often|regularly|habit|practice)\b/i;
/** A question of training, rules or everyone's duty, which training, habit or duty answers. */
const DUTY_ASKED = /\b(?:trained|training|procedure|policy|everyone|everybody|all of|required|have to|had to|supposed)\b/i;
/**
 * Another person's character or goodness, to a question of what they said or did: "Harold was a
 * private man.", "Sunita's been extremely supportive of the lab."
 */
const OTHERS_CHARACTER = /\b(?:he|she|they|[A-Z][a-z]+)(?:'s| is| was| has been|'s been| had been) (?:always |ever )?(?:a |an )?(?:very |extremely |really |incredibly |intensely |quite |such a |an? )?(?:(?:private|quiet|reserved|careful|decent|honest|proud|stubborn|generous|kind|good|difficult|complicated|guarded) (?:man|woman|person|guy|individual|soul|sort|type)|supportive|helpful|good to (?:me|us|the \w+)|fair to (?:me|us))\b/;
/** A yes/no question of what the witness did themselves ("Did you personally review …?", "Did you check it yourself?"). */
const PERSONALLY_ASKED = /\b(?:did|do|have|had) you (?:personally|yourself)\b|\b(?:did|do|have|had) you\b[^?]*\byourself\b/i;
/** A sentence opening with someone else doing something ("Halden went through …", "The team pulled …", "They ran …"). */
const OTHERS_DEED = /^\W*(?:(?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)|[Tt]hey|[Hh]e|[Ss]he|[Tt]he (?:\w+ )?(?:team|staff|vendor|firm|lab|department|group|examiner|analyst|adjuster|auditors?|lawyers?|consultants?))\s+(?:\w+ly\s+)?(?:went|did|ran|pulled|checked|reviewed|looked|handled|took|had|prepared|wrote|sent|made|put|was|were|got)\b/;
/** A rule of conduct told as what the witness would (never) do with anything of the kind: removed before a "never" is read as the no. */
const WOULD_NEVER = /\b(?:i|we) (?:would|'d|will) (?:never|not|always)\s+\w+(?:\s+\w+)?\s+(?:something|anything|a [\w-]+|an [\w-]+|any [\w-]+)\s+(?:that|which|i|we|without|unless|before)\b[^.;!?]*|\b(?:i|we) (?:wouldn['’]t|would not|would never|won['’]t|will not|don['’]t|do not|never) (?:do|treat|handle|bill|process) (?:anything|it|them|one|any(?: [\w-]+)?|an? [\w-]+) (?:any )?(?:different(?:ly)?|special|else)\b[^.;!?]*/gi;
/** "I would have, if …": the yes only on a condition. */
const ONLY_IF = /^\W*(?:(?:well|look|honestly),?\s+)?(?:i|we|he|she|they)(?: would|'d) have(?: [\w-]+)?,?\s+if\b/i;
/** An answer opening on how such things usually go: "The way it generally works, …", "As a rule, …", "Normally, …". */
/** Things of a kind routed as a rule: "Release decisions go through QA disposition", "Approvals are routed through finance". */
const GOES_THROUGH = /^\W*(?:[\w-]+\s+){0,2}(?:decisions?|approvals?|requests?|changes?|sign-offs?|releases?|payments?|invoices?)\s+(?:go|goes|run|runs|are routed|get routed|flow|flows|pass)\s+through\b/i;
const HOW_IT_GOES = /^\W*(?:well,?\s*)?(?:the way it (?:\w+ly )?(?:works|goes|happens)|(?:generally|usually|normally|typically) (?:speaking|how it works)|as a (?:general )?rule|in general|(?:generally|usually|normally|typically),)/i;
const HABIT = /\b(?:i|we) (?:always |usually |generally |normally )?(?:try|make it a point|do (?:my|our) best|make an effort) to\b|\b(?:consistent with|in (?:line|keeping|accordance) with|per|according to|under) (?:our|the|my) (?:usual |normal |standard |regular )(?:process|procedure|protocol|practice|routine|checklist)s?\b|\bas (?:best|much as|well as) (?:i|we) (?:can|could)\b|\b(?:i|we) (?:followed|follow|used|went through|did) (?:the|our|my) (?:same|usual|normal|standard|regular) (?:process|procedure|protocol|steps|routine|checklist)\b|\b(?:i|we) did (?:what|exactly what) (?:anybody|anyone|any \w+|everybody|everyone|any reasonable \w+)(?: (?:in|else in) (?:my|our) (?:position|role|shoes|place|job))? would (?:have done|do)\b/i;
/** A figure that would not stay put: "it moved around", "it varies", "a moving target", "not a number that sits still". */
const NEVER_STILL = /\b(?:(?:it|that|the (?:number|count|figure|total)|they|those)(?:'s| is| was)? (?:always |constantly )?(?:moved?|moves|moving|bounced?|bounces|bouncing|went|goes|go) (?:around|up and down|back and forth)|(?:it|that|the (?:number|count|figure|total)) (?:always |constantly )?(?:varies|varied|fluctuates|fluctuated|changes|changed) (?:all the time|constantly|from (?:day|week|month) to (?:day|week|month)|(?:day|week|month) to (?:day|week|month)|every (?:day|week|month))|(?:a|it'?s a|it was a) moving target|(?:not|never) a (?:number|figure|count) that (?:sits|sat|stays|stayed|stands|stood) still)\b/i;
/** A number of people: "four or five people", "a handful of them", "three analysts". */
const PEOPLE_COUNTED = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a (?:few|couple|handful|dozen)|several|(?:two|three|four|five|six) or (?:three|four|five|six|seven))\s+(?:of (?:us|them)|people|persons|staff|folks|guys|members|employees|analysts|engineers|lawyers|investigators|auditors|consultants|reviewers)\b/i;

/**
 * What the witness can say, offered in place of what was asked: "What I can tell you is that
 * fourteen thousand-odd files went through it", "What I found is that the drive was in use …", "All
 * I can say is …".
 */
const PIVOT = /^(?:(?:well|look|so|again|now),?\s+)?(?:what|all)\s+(?:i|we)\s+(?:(?:can|could)\s+(?:tell you|say)(?:\s+for (?:sure|certain))?|found|know|saw)\s+(?:is|was)\b/i;
/** A relative clause after a comma ("…, which is not what you see with a backup"): the witness's comment, not a yes or no. */
const RELATIVE_CLAUSE = /,\s*(?:which|who|where)\b[^.;]*/gi;

/** A value offered as a guess: "maybe", "I'd guess", "could be". */
const GUESSED = /\b(?:maybe|perhaps|possibly|i(?:'d| would)? guess|could (?:be|have been)|might (?:be|have been)|your guess)\b/i;

/** A number said in figures or words ("2017", "twice", "fifteen"). */
const numberSaid = (text: string): boolean => /\d/.test(text) || rawWords(text).some((w) => isNumberWord(w) || /^(?:once|twice)$/i.test(w));
/**
 * A value of the kind asked said outright, not only its form: a figure, a count, a year or a month,
 * a name. ("But that was before my time" gives the form of a time and no time.)
 */
const VALUE_SAID: Partial<Record<QuestionType, (text: string) => boolean>> = {
  how_many: numberSaid,
  how_much: numberSaid,
  how_long: numberSaid,
  when: (text) => /\b(?:19|20)\d\d\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|'\d\d\b/i.test(text),
  open: (text) => /\b[A-Z][a-z'’-]+(?:\s+(?:of\s+)?[A-Z][a-z'’-]+)+/.test(text),
};

/** An answer that opens with a name alone, before a comma ("Catherine, since …"); not a day or a month. */
const NAME_THEN_COMMA = /^[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)*(?=,)/;
const namedFirst = (a: string): boolean => {
  const lead = NAME_THEN_COMMA.exec(a)?.[0];
  return lead !== undefined && !TIME_ONLY.test(lead) && !/^(?:it|that|this|there|well|yes|no|honestly|frankly|again|so|look|oh|um|uh)$/i.test(lead);
};

/** A name: capitalised words, two or more ("Priya Natarajan", "Princeton Junction"). */
const NAMED = /\b[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)+/;
/** A yes/no question of whether anyone did or was something: a name answers it. */
const ANYONE_ASKED = /\b(?:anyone|anybody|someone|somebody)\b/i;

/**
 * Whether the answer goes on, after a phrase, to give what was asked: after "but", or in a later
 * sentence. Asked only of an answer that holds a value of the kind asked.
 */
function answeredAfter(answer: string, phrase: string, qtype: QuestionType): boolean {
  const at = answer.indexOf(phrase);
  if (at < 0) return false;
  const after = answer.slice(at + phrase.length);
  // (Not the stop of "Dr." or "Mr.".)
  const turn = /\bbut\b|(?<!\b(?:Dr|Mr|Ms|Mrs|St|No|Inc|Co))[.;!?]\s+(?=\S)/i.exec(after);
  if (!turn) return false;
  const rest = withoutOpeningCapitals(after.slice(turn.index + turn[0].length));
  // ("I don't remember. Thirty days, maybe.": a guess after it is still no answer.)
  if (GUESSED.test(rest)) return false;
  // A person or a place named by name, not "they" or "our AP supervisor" (whom to ask is no answer).
  // ("I couldn't tell you. You'd have to ask IT or Ken Oduya's group.": whom to ask is named after
  // the words for asking, and answers nothing.)
  if (qtype === 'who' || qtype === 'where') return NAMED.test(rest.replace(WHOM_TO_ASK, ' '));
  // ("I'm not a lawyer, but the way I read it, yes.": a yes or a no after it.)
  if (qtype === 'yes_no') return /\b(?:yes|no)\b/i.test(rest);
  const form = givesAskedForm(qtype, rest);
  // (An open question's answer is a value of any kind the answer gave: the caller holds one.)
  return form === true || (form === null && rawWords(rest).length >= 2);
}

/** Whom the examiner is sent to: "ask Ken Oduya", "check with payroll", "talk to Marcus about that". */
const WHOM_TO_ASK = /\b(?:ask|check with|talk (?:to|with)|speak (?:to|with)|reach out to|defer to|take (?:it|that) up with)\b[^.;!?]*/gi;

/** "Not directly", "Not from me", "Not personally": a no with its limits (not "Not that I recall", "Not sure"). */
const QUALIFIED_NO = /^\s*not\s+(?!that\s+i\b|sure\b|really\b|certain\b|to my\b|as far\b|that\s+i'?m\b)\w/i;

/** Whether a phrase comes only after the answer's first sentence ("Thirty days. … I don't remember …"). */
function answeredFirst(answer: string, phrase: string): boolean {
  const at = answer.indexOf(phrase);
  const firstEnd = answer.search(SENTENCE_END);
  return at > 0 && firstEnd > 0 && at > firstEnd;
}

/**
 * A question about what the witness knew or remembers ("Did you know he had raised this?"), or can
 * say ("Can you say whether the account was one Kessling controls?"): "No, I didn't know that.",
 * "No, I can't say that." answer it.
 */
const KNOWLEDGE_ASKED = /^(?:(?:and|so|now|before [^,]+|at the time|back then),?\s+)*(?:(?:did|do|were|are|was|had|have)\s+you\s+(?:\w+\s+)?(?:know|aware|realize|realise|learn|hear|recall|remember|understand)|(?:do|did|does|have|had)\s+you\s+(?:have\s+)?(?:any\s+)?(?:personal\s+|direct\s+|firsthand\s+|first-hand\s+)?knowledge\b|(?:can|could)\s+you\s+(?:\w+\s+)?(?:say|tell)\s+(?:(?:us|me|the (?:jury|court))\s+)?(?:whether|if)\b|you(?:'re|\s+are|\s+were)\s+(?:not\s+)?(?:aware|familiar)\b)/i;
const ANSWERED_YES_OR_NO = /^(?:no|yes|nope|yeah|correct)\b|,\s*(?:no|yes)[.!]?\s*$/i;

/** Whether a sentence uses a verb of the question's own (not an auxiliary): it says whether the act happened. */
function saysTheAct(question: string, sentence: string): boolean {
  const asked = bagOf(question);
  const words = rawWords(sentence);
  return words.some((w, i) => {
    const tags = lexiconTags(w.toLowerCase());
    // (After a determiner the word names a thing, not the act: "The edits were a sensitive matter.")
    if (i > 0 && /^(?:the|a|an|his|her|their|our|my|your|its|these|those|this|that|any|some|no)$/i.test(words[i - 1]!)) return false;
    return tags.length > 0 && /^VB[DNZ]?$/.test(tags[0]!) && !/^(?:is|was|were|are|be|been|being|has|have|had|do|does|did)$/i.test(w) && asked.has(canonical(w));
  });
}

/**
 * A yes or a no said by the question's own auxiliary, closing its clause: "I did.", "There was, yes",
 * "One of them did, …", "I might have been." Looser than claims.ts's echoPolarity on purpose: that one
 * reads a polarity to hold against the documents, so it takes only a short echo by a pronoun or the
 * question's subject; here any echo is enough not to call the answer a change of subject.
 */
const ECHOED = /(?:\b(?:one|some|all|none|each|both|most|two|three)\s+of\s+(?:them|those|us|these)|\b[\p{L}’']+)(?:\s+(?:might|may|must|would|could|should))?(?:\s+(?:have|had))?(?:'s|'ve|'d|’s|’ve|’d|\s+(?:do|did|does|was|were|is|are|had|have|has|can|could|would|will|been))\s*(?:[.,;!?—–-]|$)/iu;
/**
 * An answer opening on how often, how many, how sure or on what condition ("Every Monday, before they went to the GM.",
 * "Once, briefly, in the hallway.", "I think it said we'd gone along with some of it."): a yes said
 * by its measure, or the witness's own account of it.
 */
const OWN_ACCOUNT = /^\W*(?:if|every|each|once|twice|always|usually|often|most|many|some|all|only|about|around|almost|nearly|(?:i|we)\s+(?:think|believe|guess|suppose|understand|recall|remember)\b)/i;
/**
 * Questions a yes is given to by saying what the thing is or how it was come by ("Do you recognize
 * it? — That's the intake form from my meeting."), or that ask for more than a yes ("anything
 * besides", "state your name").
 */
const SHOWN_OR_KNOWN = /\b(?:recogni[sz]e|seen (?:it|this|these|them|that) before|aware|familiar|know|knew|state your|besides|what else|anything else)\b/i;
/**
 * Words said on the way that end no clause: ", you know,", ", I mean,", "the way you always do" —
 * "Our history with them was, you know, generally pretty good." closes no "was" on a yes.
 */
const FILLERS = /,\s*(?:you know|i mean|you see|let's say)\s*,|\b(?:the way|just as|same as|like)\s+(?:you|we|they|i|people|everyone|everybody|anyone)\s+(?:always\s+|usually\s+|normally\s+|typically\s+)?(?:do|did|does|would)\b/gi;
/** A yes/no question about the witness's own doings ("Did you make repairs?", "Have you ever …?"). */
const ASKED_OF_WITNESS = /^(?:(?:and|so|now|then|before [^,]+|after [^,]+),?\s+)*(?:did|do|have|had|were|are|was|would|could|will)\s+you\b/i;
/**
 * A yes/no question of whether a thing exists or of what another person did ("Are there other
 * contracts like that?", "Is there anything in your file that hasn't been produced?", "Had he ever
 * been disciplined?", "Did they ever pay it?", "Did anyone at Castellan ask?"): "Not that I know of" is the witness's no, as
 * far as it reaches, not a want of knowledge put for an answer. (Of their own deeds, their side's
 * — "Did Northwind consent?" asked of Northwind's witness — or of a thing that came to them — "Did a
 * courier copy ever arrive?" — they would know, and it does not answer.)
 */
const OTHERS_OR_EXISTENCE_ASKED = /^(?:(?:and|so|now|then|okay|all right)\W+)*(?:(?:is|are|was|were|has|have|had)\s+there\b|(?:did|does|do|has|had|have|was|were|is|are)\s+(?:he|she|they|anyone|anybody|someone|somebody|any\s+of\b|any\s+other\b|(?:mr|ms|mrs|dr)\.?\s))/i;
/** Knowing and nothing more, as a no: "Not that I know of.", "Not to my knowledge.", "Not as far as I'm aware." */
const KNOWN_NO = /^\W*(?:no,?\s+)?not (?:that i(?:'m| am)? (?:know|aware)(?: of)?|to my knowledge|as far as i(?:'m| am)? (?:know|aware)(?: of)?)(?:,\s*no)?\W*$/i;

/** The witness telling what they did ("We tarped the roof …", "The lab team and I went through it."): a yes said by the deed. */
const OWN_DEED = /^\W*(?:(?:[\w'’-]+\s+){1,3}and\s+)?(?:i|we)\s+(?!(?:think|believe|guess|suppose|mean)\b)\w/i;

/**
 * The non-answer in an answer, or null. `hasClaims`: the answer gives a value of the kind asked;
 * `whole`: the answer as given (false for what follows a qualifier, read by answersAfterQualifier —
 * "And we've asked, more than once." is part of a hedged no, not an answer of its own).
 */
export function detectEvasion(question: string | null, answer: string, qtype: QuestionType, hasClaims: boolean, whole = true): Evasion | null {
  const a = plainText(answer).trim();
  const plain = a.replace(SOFTENERS, '').replace(/\s+/g, ' ').trim();
  const aboutKnowing = qtype === 'yes_no' && question !== null && ((KNOWLEDGE_ASKED.test(plainText(question).trim()) && ANSWERED_YES_OR_NO.test(plain)) || (OTHERS_OR_EXISTENCE_ASKED.test(askingClause(plainText(question)).trim()) && KNOWN_NO.test(plain)));
  for (const p of PATTERNS) {
    if (p.notFor === qtype || (p.unlessAsked && question !== null && p.unlessAsked.test(question))) continue;
    if (aboutKnowing && (p.kind === 'no_knowledge' || p.kind === 'no_recall')) continue;
    const m = p.re.exec(plain) ?? p.re.exec(a);
    // "Thirty days, I believe. … I don't remember Northwind getting anything better.": what the
    // witness does not recall after giving the value asked is about something else, not this answer.
    // (Nor after a yes or no to a yes/no question: "I looked at it, yes. I can't say I went through every line.")
    // ("Not directly from me. Dana sent them… I'm not sure which.": a qualified no answers too.)
    // ("Was the marina shut down entirely? — The fuel dock and the service yard were shut. … I
    // couldn't tell you how many.": a first sentence telling of the question's act, if only of part
    // of what was asked, answers.)
    const first = a.split(SENTENCE_END)[0] ?? '';
    // ("That was before my time. Marguerite would know." — the name read is the one who would know.)
    const valueGiven = hasClaims && !(p.namesOther && qtype === 'who' && !NAMED.test(withoutOpeningCapitals(first)));
    if (m && (valueGiven || (qtype === 'yes_no' && (answerPolarity(first) !== null || /\b(?:yes|yeah|no|correct)\b/i.test(first) || QUALIFIED_NO.test(a) || (question !== null && saysTheAct(question, first))))) && answeredFirst(a, m[0])) continue;
    // "I can't give you a number to the dollar, but the rig was a little under a million.": the
    // value asked, given after the hedge ("but …", or the next sentence), answers.
    // (Only where the answer holds a value of the kind asked: "but that was before my time" is none.)
    if (m && (valueGiven || qtype === 'yes_no') && answeredAfter(a, m[0], qtype)) continue;
    // (So too a value the claims did not read, where what follows says one outright: "but it was
    // 2017", "but twice that I know of", "but the title is Director of Motion Control".)
    if (m && !hasClaims && answeredAfter(a, m[0], qtype) && VALUE_SAID[qtype]?.(a.slice(a.indexOf(m[0]) + m[0].length))) continue;
    if (m) return { kind: p.kind, phrase: m[0], confidence: p.confidence };
  }
  if (!question) return null;
  // "That's a fair question, and I want to be careful and accurate with you about it.", "Look, I
  // understand how this looks from your side. I really do.": words about the question or the
  // witness's care, and nothing else — a softener with no answer in it.
  // (Or a sentence of nothing but words about answering, unless the question asks of them: "Were
  // you honest with the investigator? — I was as honest with her as I could be.")
  const aboutAnswering = (text: string) => ABOUT_THE_QUESTION.test(text) || (!ASKS_OF_ANSWERING.test(question) && onlyAboutAnswering(text));
  if (!hasClaims && a.split(SENTENCE_END).every((sentence) => sentence.trim() === '' || aboutAnswering(sentence.trim()) || sentence.trim().split(/,\s*(?:and|but)\s+/i).every((clause) => clause.trim() === '' || aboutAnswering(clause.trim())))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  }
  // "That's a fair question. Greenleaf was one of our biggest accounts for years.": the softener
  // first, then nothing of the kind asked (or, to an open question, nothing of its words).
  const [opening, ...after] = a.split(SENTENCE_END).filter((x) => x.trim() !== '');
  if (!hasClaims && opening && after.length > 0 && aboutAnswering(opening.trim())) {
    const rest = after.join(' ');
    const form = givesAskedForm(qtype, withoutOpeningCapitals(rest));
    if (form === false || (form === null && qtype !== 'yes_no' && overlap(bagOf(question.replace(ASKED_FRAME, ' ')), bagOf(rest)) === 0)) {
      return { kind: 'non_responsive', phrase: opening.trim(), confidence: 0.65 };
    }
  }
  // "Cure what, exactly? Our position was…": the question thrown back first, whatever follows.
  if (THROWN_BACK.test(a)) return { kind: 'question_back', phrase: a.slice(0, a.indexOf('?') + 1), confidence: 0.7 };
  // "Have you ever stood in a building in a storm like that? You can't tell what's what.": a
  // question put to the examiner first, and no yes, no or fact of the witness's own after it.
  const put = PUT_TO_EXAMINER.exec(a);
  if (put && !hasClaims && !OWN_ANSWER.test(a.slice(put[0].length))) return { kind: 'question_back', phrase: put[0].trim(), confidence: 0.65 };
  // "It's possible.", "It was accurate in a sense.", "I suppose you could look at it that way":
  // to a yes/no question, neither yes nor no.
  // (Read in the sentence that grants it: "… depending on how you count the empty miles. It's not
  // as simple as the rate." says no yes or no of the question's.)
  const granting = a.split(SENTENCE_END).find((sentence) => GRANTS.test(sentence)) ?? a;
  if (qtype === 'yes_no' && NEITHER_YES_NOR_NO.test(plain) && !/\b(?:yes|yeah|yep|no|nope|not|never|correct|right|true|false|did|didn'?t|was|wasn'?t)\b/i.test(granting.replace(NEITHER_YES_NOR_NO, ' ').replace(/^it\s+was\b/i, ' '))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  }
  // "Why would I know that?" — a question for a question (not "Do you mean the October letter?" after which it is answered).
  if ((/\?\s*$/.test(a) || QUESTION_BACK.test(plain)) && a.split(/\s+/).length <= 14) return { kind: 'question_back', phrase: a, confidence: 0.7 };
  // A time where a place was asked ("Where did you get the data?" — "In 2023.").
  // ("That would have been the first week of August.": the opening word's capital names nothing.)
  if (qtype === 'where' && a.search(TIME_SAID) >= 0 && !PLACE_CUE.test(a) && !/\b[A-Z][a-z]+/.test(withoutOpeningCapitals(a.replace(TIME_SAID, ' ')).replace(/^\s*(?:in|on|at|around|about|sometime|back|during|it was|that was)\b/i, ' ').replace(HEDGE_CLAUSE, ' '))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  }
  // How long where a place was asked ("Where were the trial sequences kept? — Oh, for years. Since
  // before I was supervisor."): for how long it was so, not where.
  if (qtype === 'where' && !hasClaims && FOR_HOW_LONG.test(a) && !PLACE_CUE.test(a) && !WHERE_ANSWERED.some((re) => re.test(withoutOpeningCapitals(a)))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  }
  // A count where a place was asked ("Where in the building did you take them?" — "About forty
  // readings, I think, all told."): how many, not where.
  if (qtype === 'where' && !hasClaims && numberSaid(a) && !PLACE_CUE.test(a) && !WHERE_ANSWERED.some((re) => re.test(withoutOpeningCapitals(a)))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  }
  // A time where a choice was asked ("Was it said in a meeting, or was it put in writing?" —
  // "Early 2021, before anybody signed."): neither of the two, and nothing of the question's.
  if (CHOICE_ASKED.test(question) && a.search(TIME_SAID) >= 0 && question.search(TIME_SAID) < 0 && overlap(bagOf(question), bagOf(a)) === 0) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  }
  // An answer of another kind than asked: a day to a who-question. (Not one that names someone
  // first: "Catherine, since the spring of last year." says who, then since when.)
  if (qtype === 'who' && !namedFirst(a) && !actorFirst(a) && (TIME_ONLY.test(a) || ORDINAL_DAY.test(a) || /\b(?:19|20)\d\d\b/.test(spokenYears(a))) && !speaksOfPerson(a.replace(/^it\s+(?:was|is)\b/i, '').replace(HEDGE_CLAUSE, '').replace(WHEN_CLAUSE, ' ')) && !/\b[A-Z][a-z]+\s+[A-Z][a-z]+|\b(?:Mr|Ms|Mrs|Dr)\.?\s+[A-Z]/.test(a.replace(TIME_ONLY, ''))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  }
  // "Who was the supervisor who responded? — He got there maybe ten minutes after, around ten to
  // nine.": when, of someone the answer never names (a "he" or "they" and no name, no post, no "I").
  if (qtype === 'who' && !hasClaims && (TIME_ONLY.test(a) || findClockTimes(a).length > 0) && /\b(?:he|she|they)\b/i.test(a) && [...a.matchAll(PERSON_CUES)].every((m) => THIRD_PERSON.test(m[0])) && !/\b[A-Z][a-z]+/.test(withoutOpeningCapitals(a))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  if (qtype === 'where' && MEANS_ONLY.test(plain) && !PLACE_CUE.test(plain.replace(/\b(?:e-?mail|mail|post)\b/gi, ' '))) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  // "Who told you about the leak? — It was common knowledge.", "How did you learn of it? — Word gets
  // around.": everyone, in place of the one source asked.
  if ((qtype === 'who' || LEARNED_ASKED.test(plainText(question))) && !hasClaims && COMMON_KNOWLEDGE.test(a) && !NAMED.test(withoutOpeningCapitals(a))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  // A reason where a place was asked ("Where was the laptop when you wiped it? — I wiped it because
  // it had my personal photos on it."): why, not where, and no place in it.
  if (qtype === 'where' && !hasClaims && REASON_GIVEN.test(a) && !PLACE_CUE.test(a) && !WHERE_ANSWERED.some((re) => re.test(withoutOpeningCapitals(a)))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  // "When did the shipment arrive? — When it was supposed to.", "Where were you that night? — Where
  // I usually am on a weeknight.": the usual or the due, for the occasion asked.
  if ((qtype === 'when' || qtype === 'where') && !hasClaims && USUAL_FOR_OCCASION.test(plain) && !NAMED.test(withoutOpeningCapitals(a))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  // "What did you do after the alarm sounded? — What anyone would do.": anyone's deed for the witness's.
  if ((qtype === 'open' || qtype === 'yes_no') && !hasClaims && AS_ANYONE.test(plain)) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  // "I handled it the way I was trained to.", "I did what I always do with it.": training or habit
  // for the deed asked (whether it was done, or what was done); "Everyone had to sign it.": everyone's
  // duty for the witness's deed; "People propped that door open all the time.": others' habit.
  if ((qtype === 'open' || qtype === 'yes_no') && !hasClaims && !HABIT_ASKED.test(question) && !DUTY_ASKED.test(question) && !POLAR_WORD.test(a) && (AS_TRAINED.test(plain) || EVERYONES_DUTY.test(plain) || OTHERS_HABIT.test(plain)) && a.split(/\s+/).length <= 20) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  // "Why didn't you report the injury? — I reported everything I was supposed to report.": all that was due, for the one thing asked.
  if (!hasClaims && ALL_THAT_WAS_DUE.test(plain) && a.split(/\s+/).length <= 16) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  // "What did the letter say? — It came by certified mail.", "— It came on the fifth.": how or when it came, for what it said.
  if (WHAT_SAID_ASKED.test(plainText(question).trim()) && !SPEECH_TOLD.test(a) && a.split(/\s+/).length <= 12 && (MEANS_ONLY.test(plain.replace(/^(?:it|that|they|this)\s+(?:came|arrived|went out|was sent|were sent|was delivered|got here)\s+/i, '')) || ((a.search(TIME_SAID) >= 0 || ORDINAL_DAY.test(a)) && /^\W*(?:it|that|they|this)\s+(?:came|arrived|went out|was sent|were sent|was delivered|got here|was dated|is dated)\b/i.test(a)))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  // "What did Ms. Chen tell you about the audit? — She was upset.": how the speaker was, for what they said.
  if (WHAT_SAID_ASKED.test(plainText(question).trim()) && !hasClaims && STATE_FOR_WORDS.test(a.trim()) && !SPEECH_TOLD.test(a)) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  // "Did you approve the invoice? — I approved a lot of invoices.": the act asked, done many times,
  // and no yes or no to this one.
  if (qtype === 'yes_no' && !hasClaims && DONE_MANY.test(plain) && !POLAR_WORD.test(a) && overlap(bagOf(question), bagOf(a)) > 0) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  // "Who signed the change order? — That would have been handled by the project team.": a group for
  // the person asked, and no one named.
  if (qtype === 'who' && (GROUP_FOR_PERSON.test(plain) || ONE_OF_GROUP.test(plain)) && !NAMED.test(withoutOpeningCapitals(a)) && !/\b(?:i|me|my|myself)\b/i.test(a)) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  // "Who gave you the assignment? — The way it generally works, an assignment comes in through our
  // intake desk …": how such things go, in place of who, when or where this one did.
  // ("Who made the decision to release it? — Release decisions go through QA disposition. The batch
  // record is reviewed …": the route such things take, for who took this one.)
  // (Its opening word is no name, whatever the reading took it for: "Release".)
  if ((qtype === 'who' || qtype === 'when' || qtype === 'where') && ((!hasClaims && HOW_IT_GOES.test(plain)) || GOES_THROUGH.test(plain)) && !NAMED.test(withoutOpeningCapitals(a))) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  // A reason where a fact was asked ("Who approved the rate?" — "Because the market had moved.").
  if (REASON_ONLY.test(plain) && FACT_ASKED.has(qtype)) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  // To a yes/no question, no yes or no but hindsight, the rules or the usual practice: "I think everyone would agree,
  // looking back, that it wasn't ideal. We've come a long way since.", "Our SOPs have always said
  // every injection has to be accounted for." — what is thought now, or always required, in place
  // of what was done then.
  if (qtype === 'yes_no' && !hasClaims && !POLAR_WORD.test(a.replace(HINDSIGHTS, ' ').replace(WOULD_NEVER, ' ')) && (HINDSIGHT.test(a) || RULES_RECITED.test(a) || HOW_IT_GOES.test(plain) || RECORDS_FOR_FACT.test(a) || HABIT.test(a) || ROUTINE.test(a) || GENERIC.test(a) || CHARACTER.test(a) || WOULD_NEVER.test(a) || OTHERS_CHARACTER.test(a) || (HABIT_FOR_OCCASION.test(plain) && !HABIT_ASKED.test(question)))) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  if (qtype === 'yes_no' && ONLY_IF.test(a)) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  // "Did you personally review the file list? — Halden went through all fourteen thousand entries.":
  // asked what the witness did themselves, told what someone else did, and no yes, no or "I".
  if (qtype === 'yes_no' && PERSONALLY_ASKED.test(plainText(question)) && OTHERS_DEED.test(opening ?? a) && !/\b(?:i|me|my|myself|we|us)\b/i.test(opening ?? a) && !POLAR_WORD.test(opening ?? a)) {
    return { kind: 'non_responsive', phrase: (opening ?? a).trim().slice(0, 120), confidence: 0.6 };
  }
  // "Did you pull those access logs? — That summer we were in the middle of a SIEM migration, we had
  // two outages, half the team was on vacation. It was a lot.": how hard the time was, in place of a
  // yes or no (or of the person or thing asked).
  const excuse = CIRCUMSTANCES.exec(a);
  // (Not to "why": how hard the time was may be the reason asked — "Why was the shipment late? — We
  // were short-staffed that week.")
  // ("What was the purpose of the meeting?" asks why too.)
  const why = /^(?:(?:and|so|now|then),?\s+)?(?:why|how come)\b|^(?:(?:and|so|now|then),?\s+)?what (?:was|is|were|'s) (?:the|your|his|her|their) (?:purpose|reason|point|goal|objective|aim)\b/i.test(plainText(question).trim());
  // "Why did you delete the folder? — On the thirtieth.", "— From the laptop, using the trash.": when,
  // where or by what means in place of the reason, and no reason in it.
  if (why && a.split(/\s+/).length <= 14 && (a.search(TIME_SAID) >= 0 || ORDINAL_DAY.test(a) || WHERE_OR_HOW.test(a)) && !REASON_CUE.test(a)) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  // (But a person's act asks for their reason, which no hard time is: "Why did you empty the Recycle
  // Bin that same evening? — That whole week was chaos. I was handing over projects …" — unless the
  // answer ties the two: "because", "that's why".)
  // "Why did you move the trailers? — It was a business decision.", "— The trailers were moved.":
  // the kind of decision, or the deed said again, for the reason.
  if (why && !REASON_GIVEN.test(a) && (DECISION_NAMED.test(a) || REASONS_UNSAID.test(plain) || (a.split(/\s+/).length <= 8 && PASSIVE_DEED.test(a) && !REASON_CUE.test(a) && overlap(bagOf(question), bagOf(a)) > 0))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  if (excuse && why && actOfPerson(plainText(question).trim()) && !REASON_GIVEN.test(a)) return { kind: 'non_responsive', phrase: excuse[0], confidence: 0.6 };
  if (excuse && !why && (qtype === 'yes_no' ? answerPolarity(opening ?? a) === null && !/^\W*(?:yes|yeah|yep|no|nope|correct)\b/i.test(a) : !hasClaims && !NAMED.test(withoutOpeningCapitals(a)))) {
    return { kind: 'non_responsive', phrase: excuse[0], confidence: 0.6 };
  }
  // "Where is that drive today? — What I can tell you is that fourteen thousand-odd files went
  // through it.", "Did you find any artifact of it on a Kessling computer? — What I found is that
  // the drive was in use from the 24th through the 26th.": what the witness can say, in place of
  // the thing asked — to a yes/no question with no yes or no in it, to a fact question with nothing
  // of the kind asked.
  if (PIVOT.test(a) && (qtype === 'yes_no' ? !POLAR_WORD.test((opening ?? a).replace(RELATIVE_CLAUSE, ' ')) : !hasClaims && FACT_ASKED.has(qtype))) {
    return { kind: 'non_responsive', phrase: (opening ?? a).trim().slice(0, 120), confidence: 0.65 };
  }
  // A head count where a person was asked ("Who at Clearwater led the review?" — "They had four
  // or five people on site."): how many, not who.
  if (qtype === 'who' && PEOPLE_COUNTED.test(opening ?? '') && !NAMED.test(withoutOpeningCapitals(a))) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  // "How many came back? — It moved around. It always moves around …", "— It varies week to week.":
  // that the figure changed, for the figure asked (and none given).
  if ((qtype === 'how_many' || qtype === 'how_much') && !hasClaims && NEVER_STILL.test(plain) && ANSWERS[qtype]?.test(a.replace(NEVER_STILL, ' ')) !== true) return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  // A time where a sum or a count was asked ("How much did Northwind owe?" — "In September and October.").
  if ((qtype === 'how_much' || qtype === 'how_many') && TIME_ONLY.test(a) && !/[\d$€£]/.test(a) && !/[a-z]/i.test(a.replace(TIME_SAID, ' ').replace(TIME_FILLER, ' '))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  }
  // A place where a time, a sum or a count was asked ("When did the reserve go up? — In the claims
  // office.", "How much was reserved? — That's kept in the claims system, down at 2 Broadway."):
  // where, not when or how much. (Short, with no time and no figure but a street's number.)
  if ((qtype === 'when' || qtype === 'how_much' || qtype === 'how_many') && PLACE_ONLY.test(a) && a.split(/\s+/).length <= 14 && a.search(TIME_SAID) < 0 && !/\$|\b(?:dollars?|thousand|million|percent)\b/i.test(a) && !numberSaid(a.replace(STREET_NUMBER, ' '))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  // (Or a short sentence of where, then the scene, and no time anywhere: "When did he first tell you
  // he was leaving? — In Sandra's office. She called down and asked me to come up.")
  const where = (opening ?? '').trim();
  if (qtype === 'when' && !hasClaims && PLACE_ONLY.test(where) && where.split(/\s+/).length <= 8 && a.search(TIME_SAID) < 0 && !numberSaid(a.replace(STREET_NUMBER, ' '))) {
    return { kind: 'non_responsive', phrase: where, confidence: 0.6 };
  }
  // A sum where a person or a place was asked ("Who approved the rate? — It was three ten a mile,
  // about fifty thousand a month."): how much, not who.
  if ((qtype === 'who' || qtype === 'where') && !hasClaims && MONEY_ONLY.test(a) && !speaksOfPerson(a.replace(/^it\s+(?:was|is)\b/i, '')) && !/\b[A-Z][a-z]+/.test(withoutOpeningCapitals(a)) && !PLACE_CUE.test(a)) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  // A place where a person was asked ("Who approved the rate?" — "In the Newark office.").
  if (qtype === 'who' && /^(?:in|at|from|out of)\s+(?:the\s+|our\s+|their\s+)?/i.test(a) && PLACE_CUE.test(a) && !PERSON_CUE.test(a.replace(/^(?:in|at|from|out of)\b/i, ''))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.65 };
  }
  // "What did he tell you about the rear door? — He walked me through his morning: he pulled out of
  // the depot, ran the route, got to Atlantic …": what was said asked, what was done told, and
  // nothing of what it was said about (or, asked only what was said, no word of anyone saying it).
  // (A figure in the retelling — "we talked for maybe twenty minutes" — tells nothing of what a
  // person said; to what a paper showed, a figure may be what it showed.)
  const saidAbout = SAID_ABOUT_ASKED.exec(plainText(question).trim());
  // "What did you tell the investigator? — I told her what I knew at the time.", "— Everything I've
  // told you today.", "— The truth.": that something was said, and nothing of what.
  if (WHAT_SAID_ASKED.test(plainText(question).trim()) && !hasClaims && UNSAID_CONTENT.test(a.replace(SOFTENERS, '').trim())) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  if (saidAbout && (!hasClaims || saidAbout[1] !== 'show') && a.split(/\s+/).length >= 15 && !SPEECH_TOLD.test(a) && (saidAbout[2] === undefined || overlap(bagOf(saidAbout[2]), bagOf(a)) === 0)) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  // To a yes/no question, something else altogether: no yes or no, and not one word of the
  // question's ("Did Dr. Rao discuss the summary with you before she sent it on? — Sunita's been
  // extremely supportive of the lab.", "Did you review the will? — The schedule follows the standard
  // Surrogate's Court format."). (A sentence or more: "Every Monday." may be the yes.)
  // ("Was anyone else there? — Owen Brandt from IT came in for the last few minutes.": whether
  // anyone was is answered by naming who.)
  if (whole && qtype === 'yes_no' && !hasClaims && !POLAR_WORD.test(a) && !(ANYONE_ASKED.test(question) && NAMED.test(withoutOpeningCapitals(a))) && !ECHOED.test(a.replace(FILLERS, ' ')) && !OWN_ACCOUNT.test(a) && !(ASKED_OF_WITNESS.test(plainText(question).trim()) && OWN_DEED.test(a)) && !SHOWN_OR_KNOWN.test(plainText(question)) && !/,\s*or\b/i.test(question) && (opening ?? a).trim().split(/\s+/).length >= 8 && overlap(bagOf(question), bagOf(a)) === 0) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  const answered = givesAskedForm(qtype, withoutOpeningCapitals(a));
  // ("When did you first read it?" — "I read it carefully and went over it with my manager.": the
  // act asked about retold with no time at all is no answer to when, though it shares the verb —
  // unless it denies the act ever happened: "I never read it" answers.)
  // So too a sum asked and the payment retold with no figure ("What did Northwind pay in total? —
  // We paid them through the regular Thursday run, like every other carrier.").
  // (A count asked and everyone or all of them said is the count: "I supervised everyone in the warehouse.")
  const retold = (qtype === 'when' || qtype === 'how_much' || (qtype === 'how_many' && !/\b(?:all|every|everyone|everybody|each|both|whole)\b/i.test(a))) && !/\b(?:never|not|no|none|nobody|nothing)\b|n['’]t\b/i.test(a);
  // (A retelling runs longer than an answer about something else: "I met him in the small
  // conference room at the Grand, handed him the letter, and walked him through the package.")
  const words = a.split(/\s+/).length;
  // (And a long answer with nothing of the kind a fact question asks is talk around it: "How many
  // did you review yourself? — Well, the way it works, Clearwater pulls the audit records, …".)
  const talkedAround = words > RETOLD_WORDS && FACT_ASKED.has(qtype) && qtype !== 'who' && qtype !== 'where';
  // ("How many loads did Northwind tender that month? — September's a funny month. … It was a normal
  // September.": the time a count or a sum is asked for frames it; sharing it is not answering.)
  const frame = (text: string) => {
    const framed = text.replace(ASKED_FRAME, ' ');
    return qtype === 'how_many' || qtype === 'how_much' ? framed.replace(TIME_SAID, ' ').replace(TIME_FRAME, ' ') : framed;
  };
  if (answered === false && !hasClaims && ((retold && words <= RETOLD_WORDS) || talkedAround || (words <= 20 && overlap(bagOf(frame(question)), bagOf(frame(a))) === 0))) {
    return { kind: 'non_responsive', phrase: a.slice(0, 120), confidence: 0.6 };
  }
  return null;
}

/** Words that leave a question open either way: "one way or the other", "either way". */
const OPEN_EITHER_WAY = /\b(?:one way or (?:the )?(?:other|another)|either way)\b/gi;

/**
 * Whether an answer goes on past "Not as far as I'm aware" to say something of its own ("… The
 * counts never got back to 120."), not another non-answer: then it is a hedged denial, not an evasion.
 */
export function answersAfterQualifier(question: string | null, answer: string, qtype: QuestionType): boolean {
  // ("Not that I can remember, one way or the other.": a tail that leaves it open says nothing more.)
  const rest = plainText(answer).trim().replace(QUALIFIED_DENIAL, '').replace(/^[\s,.;:-]*(?:no|yes|sir)?[\s,.;:-]*/i, '').replace(OPEN_EITHER_WAY, ' ');
  return rawWords(rest).length >= 4 && detectEvasion(question, rest, qtype, false, false) === null;
}
