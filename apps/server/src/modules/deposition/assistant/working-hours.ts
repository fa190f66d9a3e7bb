import { hourOf, minutesOf, type DateValue } from './values.js';

/**
 * The witness's usual working day, as they tell it: "Seven to three-thirty, days.", "I'm usually in
 * by seven-thirty and out around six.", "Second shift, three to eleven.", "I don't get in until ten on
 * Mondays.", "Around ten." (to "What time do you usually get to the office?"). Each end is a time of
 * day on a 24-hour clock, marked as the day's start or end, so that two answers about the same
 * habit can be held against each other however each question was put — an examiner asks the hours
 * early in the background and comes back to them when a time matters ("So at eight o'clock on a
 * Monday you'd be at your desk?").
 *
 * Only habits: a time the witness got in on one day ("When did you get in that morning?") is an
 * event, read as any other time. The question or the answer must say so ("usually", "generally",
 * "what hours", "shift", "always"), and the question must be asked of the witness.
 */

/** A time of day as said: "seven", "seven-thirty", "7:30", "noon", with its half of the day if said. */
const TIME = String.raw`(noon|midday|\d{1,2}(?::[0-5]\d)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:[\s-](?:thirty|fifteen|forty-five|oh-five))?)(\s*(?:a\.?m\b\.?|p\.?m\b\.?|in the morning|in the afternoon|in the evening|at night))?`;

/** A window of the day: "seven to three-thirty", "from eight to five", "three to eleven". */
const WINDOW = new RegExp(String.raw`\b${TIME}\s*(?:to|till|until|-|–)\s*${TIME}`, 'i');
/** The day's start in the witness's words: "in by seven-thirty", "I come in around noon", "don't get in until ten". */
const STARTS = new RegExp(String.raw`\b(?:(?:i'm|i am|i'm usually|i'm always|i'm generally)\s+in\s+(?:by|at|around|about)|(?:get|come|got|came)\s+in\s+(?:by|at|around|about|until|till|before)|start\s+(?:at|around|about|by)|arrive\s+(?:at|around|about|by)|(?:get|got)\s+(?:to|into)\s+(?:the office|work|my desk)\s+(?:by|at|around|about))\s+(?:about\s+|around\s+|maybe\s+)?${TIME}`, 'i');
/** The day's end: "out around six", "I'm there till eight, nine at night", "leave at five". */
const ENDS = new RegExp(String.raw`\b(?:out\s+(?:by|at|around|about)|leave\s+(?:by|at|around|about)|(?:there|here|in the office)\s+(?:till|until)|go home\s+(?:at|around|about)|finish\s+(?:at|around|about|by))\s+(?:about\s+|around\s+|maybe\s+)?${TIME}`, 'i');

/** A time the answer opens with: "Around ten.", "By seven-thirty". */
const OPENING_TIME = new RegExp(String.raw`^\W*(?:(?:about|around|roughly|maybe|usually|by|at)\s+)?${TIME}\b`, 'i');

/** A question asking when the witness's day starts ("what time do you usually get in?"), or ends. */
const START_ASKED = /\bwhat time do you (?:\w+ )?(?:get in|get to|come in|start|arrive|show up|clock in)\b/i;
const END_ASKED = /\bwhat time do you (?:\w+ )?(?:leave|go home|finish|head home|clock out|get out)\b/i;
/** The witness's hours asked, or a habit said. */
const HABIT = /\b(?:usual(?:ly)?|normal(?:ly)?|typical(?:ly)?|general(?:ly)?|always|every (?:day|morning)|most days|hours|shift|workday|work day)\b/i;
const OF_THE_WITNESS = /\b(?:you|your)\b/i;

/** Minutes past midnight of a time said, and whether its half of the day was said. */
function said(time: string, half: string | undefined): { minutes: number; hour: number; half: 'am' | 'pm' | null } | null {
  const t = time.toLowerCase();
  if (t === 'noon' || t === 'midday') return { minutes: 12 * 60, hour: 12, half: 'pm' };
  // (The hour and its minutes as the clock-time reader reads them: "7:30", "seven-thirty", "seven oh-five".)
  const [, hourSaid, minutesSaid] = /^(\d{1,2}|[a-z]+)(.*)$/.exec(t) ?? [];
  const hour = hourOf(hourSaid ?? '');
  const minutes = minutesSaid ? minutesOf(minutesSaid) : 0;
  if (hour > 23) return null;
  const h = (half ?? '').trim().toLowerCase();
  if (hour > 12) return { minutes: hour * 60 + minutes, hour, half: 'pm' };
  const named = /^p|afternoon|evening|night/.test(h) ? 'pm' : /^a|morning/.test(h) ? 'am' : null;
  return { minutes: (hour % 12) * 60 + minutes + (named === 'pm' ? 12 * 60 : 0), hour, half: named };
}

/** A day's start with no half said: five to eleven is the morning, twelve noon, one to four the afternoon. */
function startClock(t: NonNullable<ReturnType<typeof said>>): number {
  if (t.half) return t.minutes;
  return t.hour >= 5 && t.hour <= 11 ? t.minutes : t.minutes + 12 * 60;
}

/** A day's end with no half said: the first such time after the start (or the afternoon or evening). */
function endClock(t: NonNullable<ReturnType<typeof said>>, start: number | null): number {
  if (t.half) return t.minutes;
  let end = t.minutes;
  const from = start ?? 12 * 60 - 1;
  while (end <= from && end < 24 * 60) end += 12 * 60;
  return end % (24 * 60);
}

const value = (clock: number, quote: string, at: number, range: 'start' | 'end'): DateValue => ({ kind: 'date', date: '1970-01-01', granularity: 'day', quote: quote.trim(), start: at, yearKnown: false, clock, meridiem: true, range });

/** The usual start and end of the witness's day said in an answer, or none. */
export function workingHours(question: string, answer: string): DateValue[] {
  const text = answer.replace(/[‘’]/g, "'");
  if (!OF_THE_WITNESS.test(question) || !(HABIT.test(question) || HABIT.test(text))) return [];
  const out: DateValue[] = [];
  const window = WINDOW.exec(text);
  const startAsked = START_ASKED.test(question);
  const endAsked = END_ASKED.test(question);
  const hoursAsked = /\b(?:what|which) (?:hours|shift)\b|\bhours do you\b|\bhours[- ]wise\b|\byour (?:usual |normal |regular )?(?:hours|shift)\b/i.test(question);
  if (window && (hoursAsked || startAsked || /\bshift\b/i.test(text))) {
    const from = said(window[1]!, window[2]);
    const to = said(window[3]!, window[4]);
    if (from && to) {
      const start = startClock(from);
      out.push(value(start, window[1]! + (window[2] ?? ''), window.index, 'start'));
      out.push(value(endClock(to, start), window[3]! + (window[4] ?? ''), window.index + window[0].lastIndexOf(window[3]!), 'end'));
      return out;
    }
  }
  const start = STARTS.exec(text);
  const startTime = start ? said(start[1]!, start[2]) : null;
  if (start && startTime) out.push(value(startClock(startTime), start[1]! + (start[2] ?? ''), start.index + start[0].lastIndexOf(start[1]!), 'start'));
  const end = ENDS.exec(text);
  const endTime = end ? said(end[1]!, end[2]) : null;
  if (end && endTime) out.push(value(endClock(endTime, out[0]?.clock ?? null), end[1]! + (end[2] ?? ''), end.index + end[0].lastIndexOf(end[1]!), 'end'));
  // "Around ten." to "What time do you usually get to the office?": the time the answer opens with.
  if (out.length === 0 && (startAsked || endAsked)) {
    const bare = OPENING_TIME.exec(text);
    const t = bare ? said(bare[1]!, bare[2]) : null;
    if (bare && t) out.push(value(startAsked ? startClock(t) : endClock(t, null), bare[1]! + (bare[2] ?? ''), bare.index + bare[0].lastIndexOf(bare[1]!), startAsked ? 'start' : 'end'));
  }
  return out;
}
